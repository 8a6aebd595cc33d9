import { describe, expect, it } from 'vitest';
import {
  checkoutProblem,
  checkoutTotals,
  firstFilterItem,
  TEST_CARDS,
  toOrderLines,
} from './checkout.js';

const line = (id: string, price: number, quantity: number) => ({
  product: { _id: id, price },
  quantity,
});

describe('checkoutProblem', () => {
  it('tells an empty cart from an empty Buy it Now list', () => {
    expect(checkoutProblem({ lines: [], isBuyNow: false, zip: '75201' })).toBe(
      'Your cart is empty.',
    );
    expect(checkoutProblem({ lines: [], isBuyNow: true, zip: '75201' })).toBe(
      'There are no items to order.',
    );
    expect(
      checkoutProblem({ lines: [{ product: null, quantity: 1 }], isBuyNow: false, zip: '75201' }),
    ).toBe('Your cart is empty.');
  });

  it('needs a ZIP in the shipping address', () => {
    for (const zip of [null, undefined, '', '  ']) {
      expect(checkoutProblem({ lines: [line('a', 1, 1)], isBuyNow: false, zip })).toBe(
        'Shipping address is missing. Please update it in your profile.',
      );
    }
    expect(checkoutProblem({ lines: [line('a', 1, 1)], isBuyNow: true, zip: '75201' })).toBeNull();
  });
});

describe('checkoutTotals', () => {
  it('sums price × quantity in cents without float drift', () => {
    const totals = checkoutTotals([
      line('a', 0.1, 3),
      line('b', 19.99, 2),
      { product: null, quantity: 4 },
    ]);
    expect(totals.lineCents).toEqual([30, 3998, 0]);
    expect(totals.totalCents).toBe(4028);
  });
});

describe('toOrderLines', () => {
  it('keeps the orderable lines as productId and quantity', () => {
    expect(toOrderLines([line('a', 5, 2), { product: null, quantity: 1 }])).toEqual([
      { productId: 'a', quantity: 2 },
    ]);
  });
});

describe('firstFilterItem', () => {
  it("finds the item whose type is 'filter'", () => {
    const items = [
      { _id: '1', type: 'testkit' },
      { _id: '2', type: 'filter' },
    ];
    expect(firstFilterItem(items)?._id).toBe('2');
    expect(firstFilterItem([{ _id: '1', type: 'part' }])).toBeUndefined();
  });
});

describe('TEST_CARDS', () => {
  it("lists the test provider's cards with Stripe's messages", () => {
    expect(TEST_CARDS.map((card) => card.number)).toEqual([
      '4242 4242 4242 4242',
      '5555 5555 5555 4444',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
    ]);
    expect(TEST_CARDS[2].outcome).toContain('Your card was declined.');
  });
});
