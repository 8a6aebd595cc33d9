import { describe, expect, it } from 'vitest';
import { promoCodeMessages } from './messages.js';
import {
  couponState,
  type PromoLine,
  type PromoRules,
  promoDateText,
  promoDiscount,
  promoRefusal,
} from './promoCodes.js';

const rules = (overrides: Partial<PromoRules> = {}): PromoRules => ({
  kind: 'percentage',
  percentOff: 10,
  amountOffCents: null,
  minimumSubtotalCents: null,
  category: null,
  productIds: [],
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  timesUsed: 0,
  isActive: true,
  ...overrides,
});

const line = (unitCents: number, quantity = 1, overrides: Partial<PromoLine> = {}): PromoLine => ({
  productId: `p${unitCents}`,
  category: 'residential',
  unitCents,
  quantity,
  ...overrides,
});

const now = new Date('2026-06-01T12:00:00Z');
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('promoDiscount', () => {
  it('takes a percentage of the order, rounded to the nearest cent with half a cent up', () => {
    expect(promoDiscount(rules({ percentOff: 10 }), [line(5)]).discountCents).toBe(1); // 0.5
    expect(promoDiscount(rules({ percentOff: 15 }), [line(10)]).discountCents).toBe(2); // 1.5
    expect(promoDiscount(rules({ percentOff: 15 }), [line(9)]).discountCents).toBe(1); // 1.35
    expect(promoDiscount(rules({ percentOff: 20 }), [line(1999, 3)]).discountCents).toBe(1199);
  });

  it('takes 100 % of everything in scope and never more', () => {
    const lines = [line(333), line(333), line(334)];
    const discount = promoDiscount(rules({ percentOff: 100 }), lines);
    expect(discount.discountCents).toBe(1000);
    expect(discount.lineDiscountsCents).toEqual([333, 333, 334]);
  });

  it('takes a fixed amount, capped at what the lines in scope cost', () => {
    const fixed = (cents: number) =>
      rules({ kind: 'fixed-amount', percentOff: null, amountOffCents: cents });
    expect(promoDiscount(fixed(500), [line(2000)]).discountCents).toBe(500);
    expect(promoDiscount(fixed(5000), [line(2000), line(1000)]).discountCents).toBe(3000);
  });

  it('shares the discount among the lines in proportion, to the cent, adding up exactly', () => {
    const lines = [line(333), line(333), line(333)];
    const discount = promoDiscount(
      rules({ kind: 'fixed-amount', percentOff: null, amountOffCents: 100 }),
      lines,
    );
    expect(discount.lineDiscountsCents).toEqual([34, 33, 33]);
    expect(sum(discount.lineDiscountsCents)).toBe(100);
    const uneven = promoDiscount(rules({ percentOff: 7 }), [line(1999, 7), line(1), line(12345)]);
    expect(sum(uneven.lineDiscountsCents)).toBe(uneven.discountCents);
    expect(uneven.lineDiscountsCents[1]).toBeLessThanOrEqual(1);
  });

  it('keeps the shares exact for the largest orders (products beyond 2^53)', () => {
    const lines = [line(99_999_999), line(1)];
    const discount = promoDiscount(rules({ percentOff: 99 }), lines);
    expect(sum(discount.lineDiscountsCents)).toBe(discount.discountCents);
    expect(discount.discountCents).toBe(99_000_000);
  });

  it('discounts only the lines of its category or products', () => {
    const lines = [
      line(1000, 1, { category: 'commercial' }),
      line(3000),
      line(500, 2, { productId: 'x' }),
    ];
    expect(promoDiscount(rules({ category: 'residential' }), lines).lineDiscountsCents).toEqual([
      0, 300, 100,
    ]);
    expect(promoDiscount(rules({ productIds: ['x'] }), lines).lineDiscountsCents).toEqual([
      0, 0, 100,
    ]);
  });

  it('takes the shipping off for free shipping and leaves the lines alone', () => {
    const discount = promoDiscount(
      rules({ kind: 'free-shipping', percentOff: null }),
      [line(1000)],
      795,
    );
    expect(discount).toEqual({
      discountCents: 0,
      lineDiscountsCents: [0],
      shippingDiscountCents: 795,
    });
  });
});

describe('promoRefusal', () => {
  const refusal = (promo: PromoRules, lines = [line(2000)], customerUses = 0) =>
    promoRefusal(promo, lines, { now, customerUses });

  it('accepts a code whose rules the order meets', () => {
    expect(
      refusal(
        rules({ minimumSubtotalCents: 2000, usageLimit: 5, timesUsed: 4, perCustomerLimit: 1 }),
      ),
    ).toBeUndefined();
  });

  it('says why a code does not apply', () => {
    const start = new Date('2026-07-01T00:00:00Z');
    const end = new Date('2026-05-01T00:00:00Z');
    expect(refusal(rules({ isActive: false }))).toBe(promoCodeMessages.inactive);
    expect(refusal(rules({ startsAt: start }))).toBe(
      'This promo code is not valid until Jul 1, 2026, 12:00 AM UTC.',
    );
    expect(refusal(rules({ endsAt: end }))).toBe(
      'This promo code expired on May 1, 2026, 12:00 AM UTC.',
    );
    expect(refusal(rules({ endsAt: now }))).toBe(promoCodeMessages.expired(promoDateText(now)));
    expect(refusal(rules({ usageLimit: 3, timesUsed: 3 }))).toBe(promoCodeMessages.limitReached);
    expect(refusal(rules({ perCustomerLimit: 2 }), [line(2000)], 2)).toBe(
      promoCodeMessages.alreadyUsed,
    );
    expect(refusal(rules({ minimumSubtotalCents: 2001 }))).toBe(
      'This promo code needs a subtotal of at least $20.01 before the discount.',
    );
    expect(refusal(rules({ category: 'commercial' }))).toBe(promoCodeMessages.notApplicable);
    expect(refusal(rules({ productIds: ['other'] }))).toBe(promoCodeMessages.notApplicable);
  });

  it('counts the minimum on the whole order and lets free shipping apply to any order', () => {
    const lines = [line(1500, 1, { category: 'commercial' }), line(600)];
    expect(
      refusal(rules({ category: 'residential', minimumSubtotalCents: 2000 }), lines),
    ).toBeUndefined();
    expect(
      refusal(rules({ kind: 'free-shipping', percentOff: null, category: 'test kit' }), lines),
    ).toBeUndefined();
  });
});

describe('couponState', () => {
  it('tells a shopper where a granted code stands', () => {
    expect(couponState(rules(), now, 0)).toBe('available');
    expect(couponState(rules({ isActive: false }), now, 0)).toBe('inactive');
    expect(couponState(rules({ perCustomerLimit: 1 }), now, 1)).toBe('used');
    expect(couponState(rules({ endsAt: now }), now, 0)).toBe('expired');
    expect(couponState(rules({ usageLimit: 1, timesUsed: 1 }), now, 0)).toBe('limit-reached');
    expect(couponState(rules({ startsAt: new Date('2027-01-01T00:00:00Z') }), now, 0)).toBe(
      'not-yet-valid',
    );
  });
});
