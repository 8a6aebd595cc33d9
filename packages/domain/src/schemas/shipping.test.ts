import { describe, expect, it } from 'vitest';
import { shippingDefaults, shippingFromAddress, shippingSchema } from './shipping.js';

const issues = (value: unknown) =>
  shippingSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('shippingSchema', () => {
  it('accepts a full address, trimmed', () => {
    expect(
      shippingSchema.parse({
        street: ' 1 Main St ',
        city: 'Dallas',
        state: 'TX',
        zip: '75201-1234',
      }),
    ).toEqual({ street: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201-1234' });
  });

  it('requires every field', () => {
    expect(shippingDefaults).toEqual({ street: '', city: '', state: '', zip: '' });
    expect(issues(shippingDefaults)).toEqual([
      ['street', 'Street is required.'],
      ['city', 'City is required.'],
      ['state', 'State is required.'],
      ['zip', 'ZIP Code is required.'],
    ]);
  });

  it('requires a US ZIP', () => {
    expect(issues({ street: 'a', city: 'b', state: 'c', zip: '7520' })).toEqual([
      ['zip', 'Enter a valid US ZIP Code, such as 12345 or 12345-6789.'],
    ]);
  });

  it('limits lengths', () => {
    expect(
      issues({ street: 'a'.repeat(201), city: 'b'.repeat(101), state: 'c', zip: '75201' }),
    ).toEqual([
      ['street', 'Must be at most 200 characters.'],
      ['city', 'Must be at most 100 characters.'],
    ]);
  });
});

describe('shippingFromAddress', () => {
  it('copies the stored address and fills gaps with empty text', () => {
    expect(shippingFromAddress({ street: '1 Main St', city: null, zip: '75201' })).toEqual({
      street: '1 Main St',
      city: '',
      state: '',
      zip: '75201',
    });
    expect(shippingFromAddress(undefined)).toEqual(shippingDefaults);
  });
});
