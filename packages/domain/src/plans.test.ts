import { describe, expect, it } from 'vitest';
import {
  PLAN_ACTIONS_BY_STATUS,
  planCycleDueDate,
  planDisplayState,
  planNextOrderDate,
  planStartBlocker,
} from './plans.js';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('planCycleDueDate', () => {
  it('is the part’s due date while no cycle was skipped', () => {
    expect(planCycleDueDate({ clockStartedAt: '2026-01-15T10:00:00Z', lifespanMonths: 6 })).toEqual(
      day('2026-07-15'),
    );
  });

  it('moves a whole lifespan on for each skipped cycle, counted from the clock start', () => {
    const part = { clockStartedAt: '2026-01-31T08:00:00Z', lifespanMonths: 1 };
    expect(planCycleDueDate(part)).toEqual(day('2026-02-28'));
    // Skipping February's cycle: March 31, not March 28 (month ends do not drift).
    expect(planCycleDueDate({ ...part, skippedDueDate: '2026-02-28' })).toEqual(day('2026-03-31'));
    expect(planCycleDueDate({ ...part, skippedDueDate: '2026-03-31' })).toEqual(day('2026-04-30'));
  });

  it('ignores a skipped date from before the part’s clock was reset', () => {
    expect(
      planCycleDueDate({
        clockStartedAt: '2026-09-01T00:00:00Z',
        lifespanMonths: 6,
        skippedDueDate: '2026-07-15',
      }),
    ).toEqual(day('2027-03-01'));
  });

  it('is null for a part with no lifespan', () => {
    expect(planCycleDueDate({ clockStartedAt: '2026-01-01', lifespanMonths: null })).toBeNull();
    expect(planCycleDueDate({ clockStartedAt: '2026-01-01', lifespanMonths: 0 })).toBeNull();
  });
});

describe('planNextOrderDate', () => {
  const part = { clockStartedAt: '2026-01-15T10:00:00Z', lifespanMonths: 6 };

  it('is the cycle’s due date while it is ahead', () => {
    expect(planNextOrderDate({ ...part, status: 'active', today: '2026-03-01T12:00:00Z' })).toEqual(
      day('2026-07-15'),
    );
  });

  it('is today once the due date has passed (the part is spent already)', () => {
    expect(planNextOrderDate({ ...part, status: 'active', today: '2026-08-02T23:30:00Z' })).toEqual(
      day('2026-08-02'),
    );
  });

  it('stays on the following cycle after skipping an overdue one, whatever day it is', () => {
    const skipped = { ...part, skippedDueDate: '2026-07-15', status: 'active' as const };
    expect(planNextOrderDate({ ...skipped, today: '2026-08-02' })).toEqual(day('2027-01-15'));
    expect(planNextOrderDate({ ...skipped, today: '2026-08-03' })).toEqual(day('2027-01-15'));
  });

  it('is null while the plan is paused or cancelled', () => {
    expect(planNextOrderDate({ ...part, status: 'paused', today: '2026-03-01' })).toBeNull();
    expect(planNextOrderDate({ ...part, status: 'cancelled', today: '2026-03-01' })).toBeNull();
  });
});

describe('PLAN_ACTIONS_BY_STATUS', () => {
  it('lets an active plan skip, pause or cancel, a paused one resume or cancel, a cancelled one nothing', () => {
    expect(PLAN_ACTIONS_BY_STATUS.active).toEqual(['skip', 'pause', 'cancel']);
    expect(PLAN_ACTIONS_BY_STATUS.paused).toEqual(['resume', 'cancel']);
    expect(PLAN_ACTIONS_BY_STATUS.cancelled).toEqual([]);
  });
});

describe('planDisplayState', () => {
  it('is active, or skipped once the next cycle was skipped', () => {
    expect(planDisplayState({ status: 'active', skippedDueDate: null })).toBe('active');
    expect(planDisplayState({ status: 'active', skippedDueDate: '2026-07-15' })).toBe('skipped');
  });

  it('is paused for a paused plan, whatever was skipped', () => {
    expect(planDisplayState({ status: 'paused', skippedDueDate: '2026-07-15' })).toBe('paused');
  });

  it('puts a problem with the last order first', () => {
    expect(planDisplayState({ status: 'paused', skippedDueDate: null, problem: 'declined' })).toBe(
      'failed',
    );
    expect(
      planDisplayState({
        status: 'active',
        skippedDueDate: '2026-07-15',
        problem: 'authenticationRequired',
      }),
    ).toBe('needsAuthentication');
  });
});

describe('planStartBlocker', () => {
  const ready = {
    hasReplacement: true,
    lifespanMonths: 6,
    savedCardCount: 1,
    shippingAddress: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  };

  it('is null when the part can be planned', () => {
    expect(planStartBlocker(ready)).toBeNull();
  });

  it('names the first thing missing, in the order the server checks', () => {
    expect(planStartBlocker({ ...ready, hasReplacement: false, savedCardCount: 0 })).toBe(
      'noReplacement',
    );
    expect(planStartBlocker({ ...ready, lifespanMonths: null })).toBe('noLifespan');
    expect(planStartBlocker({ ...ready, savedCardCount: 0, shippingAddress: null })).toBe('noCard');
    expect(planStartBlocker({ ...ready, shippingAddress: null })).toBe('noAddress');
    expect(
      planStartBlocker({ ...ready, shippingAddress: { ...ready.shippingAddress, city: '  ' } }),
    ).toBe('noAddress');
  });
});
