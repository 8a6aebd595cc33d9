import { describe, expect, it } from 'vitest';
import { pendingInstallations } from './pendingInstallations.js';

const item = (id: string, type: string, isInstalled = false) => ({ _id: id, type, isInstalled });
const order = (
  id: string,
  items: ReturnType<typeof item>[],
  { isPaid = true, status = 'paid' }: { isPaid?: boolean; status?: string } = {},
) => ({ _id: id, isPaid, status, orderItems: items });

describe('pendingInstallations', () => {
  it('lists the filter items of paid orders that are not installed, in order', () => {
    const first = order('o1', [item('a', 'filter'), item('b', 'part'), item('c', 'filter', true)]);
    const second = order('o2', [item('d', 'filter')], { status: 'Delivered' });
    const pending = pendingInstallations([first, second]);
    expect(pending.map(({ order, item }) => [order._id, item._id])).toEqual([
      ['o1', 'a'],
      ['o2', 'd'],
    ]);
    // The caller's own objects come back (the page reads name, image and date from them).
    expect(pending[0]?.order).toBe(first);
    expect(pending[0]?.item).toBe(first.orderItems[0]);
  });

  it('leaves out unpaid orders: pending status or not paid', () => {
    expect(
      pendingInstallations([
        order('o1', [item('a', 'filter')], { status: 'pending' }),
        order('o2', [item('b', 'filter')], { isPaid: false }),
      ]),
    ).toEqual([]);
  });

  it('leaves out parts, test kits and installed filters', () => {
    expect(
      pendingInstallations([
        order('o1', [item('a', 'part'), item('b', 'testkit'), item('c', 'filter', true)]),
      ]),
    ).toEqual([]);
    expect(pendingInstallations([])).toEqual([]);
  });
});
