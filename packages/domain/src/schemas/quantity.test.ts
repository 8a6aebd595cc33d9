import { describe, expect, it } from 'vitest';
import { quantitySchema } from './quantity.js';

describe('quantitySchema', () => {
  it.each([1, 2, 99, 100_000])('accepts %d', (quantity) => {
    expect(quantitySchema.parse(quantity)).toBe(quantity);
  });

  it.each([0, -1, 1.5, Number.NaN, '2'])(
    'rejects %j as below the minimum or not whole',
    (quantity) => {
      expect(quantitySchema.safeParse(quantity).error?.issues[0]?.message).toBe(
        'Quantity must be a whole number of at least 1.',
      );
    },
  );

  it('rejects quantities above the server guard', () => {
    expect(quantitySchema.safeParse(100_001).error?.issues[0]?.message).toBe(
      'Quantity must be at most 100000.',
    );
  });
});
