import { describe, expect, it } from 'vitest';
import { formatPrice, hasAtMostTwoDecimals, toCents } from './money.js';
import { formatUsd, fromCents, lineTotal, orderTotal } from './moneyTotals.js';

describe('toCents', () => {
  it.each([
    [19.99, 1999],
    [0, 0],
    [-0, 0],
    [1, 100],
    [1234.5, 123450],
    [0.01, 1],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [0.004, 0],
    [0.005, 1],
    [0.0049999, 0],
    [-0.005, -1],
    [-19.99, -1999],
    [-1.005, -101],
    [1e-7, 0],
    [-1e-7, 0],
    [1_000_000, 100_000_000],
    [8.345, 835],
  ])('turns %d dollars into %d cents', (dollars, cents) => {
    expect(Object.is(toCents(dollars), cents)).toBe(true);
  });

  it('agrees with integer arithmetic for every amount from 0.00 to 99.99', () => {
    for (let cents = 0; cents < 10_000; cents += 1) {
      expect(toCents(cents / 100)).toBe(cents);
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e20])(
    'throws a RangeError for %d',
    (dollars) => {
      expect(() => toCents(dollars)).toThrow(RangeError);
    },
  );
});

describe('fromCents', () => {
  it('divides by 100', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(5)).toBe(0.05);
    expect(fromCents(-150)).toBe(-1.5);
    expect(Object.is(fromCents(-0), 0)).toBe(true);
  });

  it('round-trips with toCents', () => {
    for (const cents of [0, 1, 99, 100, 1999, 123450, 99_999_999]) {
      expect(toCents(fromCents(cents))).toBe(cents);
    }
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %d', (cents) => {
    expect(() => fromCents(cents)).toThrow(RangeError);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([0, 1, 19.9, 19.99, 0.01, 1_000_000, 1e21, -3.5])('accepts %d', (dollars) => {
    expect(hasAtMostTwoDecimals(dollars)).toBe(true);
  });

  it.each([19.999, 0.001, 0.1 + 0.2, 1e-7, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %d',
    (dollars) => {
      expect(hasAtMostTwoDecimals(dollars)).toBe(false);
    },
  );
});

describe('lineTotal and orderTotal', () => {
  it('multiplies unit cents by quantity', () => {
    expect(lineTotal(1999, 3)).toBe(5997);
    expect(lineTotal(0, 5)).toBe(0);
    expect(lineTotal(1999, 0)).toBe(0);
  });

  it.each([
    [19.99, 1],
    [1999, 1.5],
    [-1, 1],
    [1, -1],
    [Number.NaN, 1],
  ])('rejects unit %d × quantity %d', (unit, quantity) => {
    expect(() => lineTotal(unit, quantity)).toThrow(RangeError);
  });

  it('rejects totals beyond safe integers', () => {
    expect(() => lineTotal(2 ** 52, 4)).toThrow(RangeError);
    expect(() =>
      orderTotal([
        { unitCents: 2 ** 52, quantity: 1 },
        { unitCents: 2 ** 52, quantity: 1 },
      ]),
    ).toThrow(RangeError);
  });

  it('sums the lines, with no floating-point drift', () => {
    expect(orderTotal([])).toBe(0);
    expect(
      orderTotal([
        { unitCents: toCents(0.1), quantity: 1 },
        { unitCents: toCents(0.2), quantity: 1 },
      ]),
    ).toBe(30);
    expect(
      orderTotal([
        { unitCents: 1999, quantity: 2 },
        { unitCents: 4550, quantity: 1 },
      ]),
    ).toBe(8548);
  });
});

describe('formatUsd', () => {
  it.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [1, '$0.01'],
    [1999, '$19.99'],
    [100_000_000, '$1,000,000.00'],
    [-150, '-$1.50'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('formats %d cents as %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('rejects non-integers', () => {
    expect(() => formatUsd(12.5)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it.each([
    [1234.5, '1234.50'],
    [0, '0.00'],
    [19.99, '19.99'],
    [20, '20.00'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    [-1.5, '-1.50'],
  ])('formats %d as %s', (dollars, text) => {
    expect(formatPrice(dollars)).toBe(text);
  });

  it('rejects non-finite amounts', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
});
