import { describe, expect, it } from 'vitest';
import { planCycleDueDate, planNextOrderDate } from './plans.js';

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
