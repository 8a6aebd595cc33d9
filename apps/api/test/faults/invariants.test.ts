import { describe, expect, it } from 'vitest';
import {
  type AcknowledgedOrder,
  findViolations,
  type RunRecord,
  type StoredOrder,
} from './invariants.js';

const order: StoredOrder = {
  id: 'o1',
  paymentIntentId: 'pi_1',
  totalCents: 3000,
  items: [
    { productId: 'a', unitCents: 1000, quantity: 2 },
    { productId: 'b', unitCents: 1000, quantity: 1 },
  ],
};
const seen: AcknowledgedOrder = {
  id: 'o1',
  paymentIntentId: 'pi_1',
  totalCents: 3000,
  items: [
    { productId: 'b', quantity: 1 },
    { productId: 'a', quantity: 2 },
  ],
};
const healthy = (): RunRecord => ({
  stockAtStart: new Map([
    ['a', 10],
    ['b', 5],
  ]),
  stockNow: new Map([
    ['a', 8],
    ['b', 4],
  ]),
  orders: [order],
  acknowledged: [seen],
});

describe('the fault run checks', () => {
  it('find nothing wrong with a consistent shop', () => {
    expect(findViolations(healthy())).toEqual([]);
  });

  it('report a lost acknowledged order', () => {
    expect(findViolations({ ...healthy(), orders: [], stockNow: healthy().stockAtStart })).toEqual([
      'acknowledged order o1 is missing',
    ]);
  });

  it('report a half-written order', () => {
    const run = healthy();
    run.orders = [{ ...order, items: order.items.slice(0, 1) }];
    run.stockNow.set('b', 5);
    expect(findViolations(run)).toEqual([
      'order o1 has items ax2, acknowledged ax2,bx1',
      'order o1 totals 3000 but its items sum to 2000',
    ]);
    expect(
      findViolations({ ...run, acknowledged: [], orders: [{ ...order, items: [] }] }),
    ).toContain('order o1 has no items');
  });

  it('report two orders for one payment', () => {
    const run = healthy();
    run.orders = [order, { ...order, id: 'o2' }];
    run.stockNow = new Map([
      ['a', 6],
      ['b', 3],
    ]);
    expect(findViolations(run)).toEqual(['payment pi_1 made 2 orders: o1, o2']);
  });

  it('report stock that does not add up, or went below zero', () => {
    const run = healthy();
    run.stockNow.set('a', 9);
    run.stockNow.set('b', -1);
    expect(findViolations(run)).toEqual([
      'product a has stock 9, expected 10 - 2 sold',
      'product b has stock -1',
    ]);
  });
});
