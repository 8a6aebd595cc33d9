import { describe, expect, it } from 'vitest';
import {
  methodsForState,
  orderMoney,
  type ShippingRule,
  shippingPrice,
  stateCode,
  stateName,
  taxOf,
} from './orderMoney.js';
import { type PromoRules, promoDiscount } from './promoCodes.js';

const NYC = { rateThousandths: 8875, taxShipping: true };
const line = (unitCents: number, quantity = 1, discountCents = 0) => ({
  unitCents,
  quantity,
  discountCents,
});

describe('stateCode', () => {
  it('reads a code or a name in any case, spaces around ignored', () => {
    expect(stateCode('ny')).toBe('NY');
    expect(stateCode(' New  York ')).toBe('NY');
    expect(stateCode('district of columbia')).toBe('DC');
    expect(stateCode('TX')).toBe('TX');
  });
  it('answers undefined for anything else', () => {
    expect(stateCode('')).toBeUndefined();
    expect(stateCode('XX')).toBeUndefined();
    expect(stateCode('Ontario')).toBeUndefined();
  });
  it('names a state for messages', () => {
    expect(stateName('NY')).toBe('New York');
    expect(stateName('ZZ')).toBe('ZZ');
  });
});

describe('taxOf', () => {
  it('rounds to the nearest cent, half a cent up', () => {
    expect(taxOf(333, 8875)).toBe(30); // 29.55¢
    expect(taxOf(4, 8875)).toBe(0); // 0.355¢
    expect(taxOf(1000, 5000)).toBe(50);
    expect(taxOf(10, 5000)).toBe(1); // exactly half a cent
    expect(taxOf(9, 5000)).toBe(0); // 0.45¢
    expect(taxOf(0, 8875)).toBe(0);
    expect(taxOf(12_345, 0)).toBe(0);
  });
  it('stays exact for the largest order a payment can take', () => {
    expect(taxOf(99_999_999, 100_000)).toBe(99_999_999);
    expect(taxOf(99_999_999, 8875)).toBe(8_875_000); // 8,874,999.91125¢
    expect(taxOf(99_999_989, 8875)).toBe(8_874_999); // 8,874,999.02375¢
  });
});

describe('shippingPrice', () => {
  const method = { priceCents: 599, freeAboveCents: 5000 };
  it('is free at or above the threshold (subtotal after the discount), else the flat price', () => {
    expect(shippingPrice(method, 5000)).toBe(0);
    expect(shippingPrice(method, 4999)).toBe(599);
    expect(shippingPrice({ priceCents: 599, freeAboveCents: null }, 1_000_000)).toBe(599);
  });
  it('is free with a free-shipping code', () => {
    expect(shippingPrice(method, 100, true)).toBe(0);
  });
});

describe('methodsForState', () => {
  const methods: ShippingRule[] = [
    { id: 'c', name: 'Express', priceCents: 1999, freeAboveCents: null, states: ['NY', 'NJ'] },
    { id: 'b', name: 'Ground', priceCents: 799, freeAboveCents: 10_000, states: ['NY'] },
    { id: 'a', name: 'Economy', priceCents: 799, freeAboveCents: null, states: ['NY', 'TX'] },
  ];
  it('keeps the methods serving the state, cheapest first, then by name', () => {
    expect(methodsForState(methods, 'NY', 2000).map((m) => [m.name, m.chargedCents])).toEqual([
      ['Economy', 799],
      ['Ground', 799],
      ['Express', 1999],
    ]);
  });
  it('prices each for this order: a method free above the subtotal comes first', () => {
    expect(methodsForState(methods, 'NY', 10_000).map((m) => [m.name, m.chargedCents])).toEqual([
      ['Ground', 0],
      ['Economy', 799],
      ['Express', 1999],
    ]);
  });
  it('answers none for a state no method serves', () => {
    expect(methodsForState(methods, 'CA', 2000)).toEqual([]);
  });
});

describe('orderMoney', () => {
  it('without shipping or tax the total is the sum of the lines less the discount', () => {
    const money = orderMoney({
      lines: [line(1999, 2), line(500)],
      shippingCents: 0,
      tax: undefined,
    });
    expect(money).toEqual({
      subtotalCents: 4498,
      discountCents: 0,
      shippingCents: 0,
      lineTaxCents: [0, 0],
      shippingTaxCents: 0,
      taxCents: 0,
      totalCents: 4498,
    });
  });

  it('rounds the tax per line: three $3.33 lines at 8.875 % pay 90¢, not the 89¢ of their sum', () => {
    const money = orderMoney({
      lines: [line(333), line(333), line(333)],
      shippingCents: 0,
      tax: NYC,
    });
    expect(money.lineTaxCents).toEqual([30, 30, 30]);
    expect(money.taxCents).toBe(90);
    expect(taxOf(999, 8875)).toBe(89);
    expect(money.totalCents).toBe(999 + 90);
  });

  it('rounds the tax per line: three 33¢ lines at 8.875 % pay 3¢ each', () => {
    const money = orderMoney({ lines: [line(33), line(33), line(33)], shippingCents: 0, tax: NYC });
    expect(money.lineTaxCents).toEqual([3, 3, 3]);
    expect(money.totalCents).toBe(99 + 9);
  });

  it('takes the discount off before the tax', () => {
    const money = orderMoney({
      lines: [line(1000, 1, 100)],
      shippingCents: 0,
      tax: { rateThousandths: 10_000, taxShipping: false },
    });
    expect(money.lineTaxCents).toEqual([90]);
    expect(money.totalCents).toBe(1000 - 100 + 90);
  });

  it('taxes the shipping only where the state taxes it', () => {
    const lines = [line(2000)];
    const taxed = orderMoney({ lines, shippingCents: 599, tax: NYC });
    expect(taxed.shippingTaxCents).toBe(53); // 53.16¢
    expect(taxed.taxCents).toBe(178 + 53); // 177.5¢ → 178¢ on the line
    expect(taxed.totalCents).toBe(2000 + 599 + 231);
    const untaxed = orderMoney({ lines, shippingCents: 599, tax: { ...NYC, taxShipping: false } });
    expect(untaxed.shippingTaxCents).toBe(0);
    expect(untaxed.totalCents).toBe(2000 + 599 + 178);
  });

  it('free shipping with a tax on shipping: nothing to tax on the shipping', () => {
    const method = { priceCents: 599, freeAboveCents: 5000 };
    const lines = [line(2500, 2)];
    const shippingCents = shippingPrice(method, 5000);
    const money = orderMoney({ lines, shippingCents, tax: NYC });
    expect(money.shippingCents).toBe(0);
    expect(money.shippingTaxCents).toBe(0);
    expect(money.totalCents).toBe(5000 + 444); // 443.75¢ → 444¢
  });

  it('a 100 % discount with free shipping leaves nothing to pay, tax included', () => {
    const promo: PromoRules = {
      kind: 'percentage',
      percentOff: 100,
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
    };
    const priced = [
      { productId: 'a', category: 'residential' as const, unitCents: 333, quantity: 3 },
      { productId: 'b', category: 'residential' as const, unitCents: 1999, quantity: 1 },
    ];
    const discount = promoDiscount(promo, priced);
    const lines = priced.map((p, i) =>
      line(p.unitCents, p.quantity, discount.lineDiscountsCents[i]),
    );
    const free = orderMoney({
      lines,
      shippingCents: shippingPrice({ priceCents: 599, freeAboveCents: 0 }, 0),
      tax: NYC,
    });
    expect(free).toMatchObject({
      subtotalCents: 2998,
      discountCents: 2998,
      taxCents: 0,
      totalCents: 0,
    });
    // Without free shipping the shopper pays the shipping and its tax only.
    const paid = orderMoney({ lines, shippingCents: 599, tax: NYC });
    expect(paid.lineTaxCents).toEqual([0, 0]);
    expect(paid.totalCents).toBe(599 + 53);
  });

  it('refuses a line discount outside the line', () => {
    expect(() => orderMoney({ lines: [line(100, 1, 101)], shippingCents: 0, tax: NYC })).toThrow(
      RangeError,
    );
  });
});

describe('orderMoney with tax a provider computed', () => {
  it('takes each line’s and the shipping’s tax as given', () => {
    const money = orderMoney({
      lines: [line(1000, 1, 100), line(500)],
      shippingCents: 599,
      tax: { lineTaxCents: [80, 40], shippingTaxCents: 53 },
    });
    expect(money).toMatchObject({
      lineTaxCents: [80, 40],
      taxCents: 173,
      totalCents: 1400 + 599 + 173,
    });
  });
  it('refuses a tax that is not one whole number of cents per line', () => {
    const lines = [line(1000)];
    expect(() =>
      orderMoney({ lines, shippingCents: 0, tax: { lineTaxCents: [], shippingTaxCents: 0 } }),
    ).toThrow(RangeError);
    expect(() =>
      orderMoney({ lines, shippingCents: 0, tax: { lineTaxCents: [1.5], shippingTaxCents: 0 } }),
    ).toThrow(RangeError);
  });
});
