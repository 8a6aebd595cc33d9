import { describe, expect, it } from 'vitest';
import { shippingRateMessages, taxRateMessages } from './messages.js';
import {
  fromRateThousandths,
  readShippingMethodFields,
  readTaxRateFields,
  toRateThousandths,
} from './shippingInput.js';

describe('readShippingMethodFields', () => {
  const fields = {
    name: ' Ground ',
    deliveryEstimate: ' 3-5 business days ',
    price: 5.99,
    freeAbove: 50,
    states: ['ny', 'NJ', 'NY'],
  };
  it('trims, keeps cents and sorted upper-case codes without repeats', () => {
    expect(readShippingMethodFields(fields)).toEqual({
      ok: true,
      method: {
        name: 'Ground',
        deliveryEstimate: '3-5 business days',
        priceCents: 599,
        freeAboveCents: 5000,
        states: ['NJ', 'NY'],
        isActive: true,
      },
    });
  });
  it('says what is wrong with each field', () => {
    const read = readShippingMethodFields({
      ...fields,
      name: ' ',
      deliveryEstimate: '',
      states: ['NY', 'ZZ'],
    });
    expect(read).toEqual({
      ok: false,
      errors: [
        { path: 'name', message: shippingRateMessages.nameRequired },
        { path: 'deliveryEstimate', message: shippingRateMessages.estimateRequired },
        { path: 'states', message: shippingRateMessages.stateInvalid('ZZ') },
      ],
    });
    expect(readShippingMethodFields({ ...fields, states: [] })).toMatchObject({
      ok: false,
      errors: [{ path: 'states', message: shippingRateMessages.statesRequired }],
    });
  });
});

describe('tax rates', () => {
  it('reads a percentage with up to three decimals as thousandths', () => {
    expect(toRateThousandths(8.875)).toBe(8875);
    expect(toRateThousandths(6)).toBe(6000);
    expect(toRateThousandths(0)).toBe(0);
    expect(toRateThousandths(100)).toBe(100_000);
    expect(toRateThousandths(0.001)).toBe(1);
    expect(fromRateThousandths(8875)).toBe(8.875);
  });
  it('refuses more decimals or a rate outside 0 to 100', () => {
    expect(toRateThousandths(8.8755)).toBeUndefined();
    expect(toRateThousandths(1e-7)).toBeUndefined();
    expect(toRateThousandths(-1)).toBeUndefined();
    expect(toRateThousandths(100.001)).toBeUndefined();
  });
  it('reads a state and its rate', () => {
    expect(readTaxRateFields('ny', { rate: 8.875, taxShipping: true })).toEqual({
      ok: true,
      rate: { state: 'NY', rateThousandths: 8875, taxShipping: true },
    });
    expect(readTaxRateFields('ZZ', { rate: 8.8755, taxShipping: false })).toEqual({
      ok: false,
      errors: [
        { path: 'state', message: taxRateMessages.stateInvalid('ZZ') },
        { path: 'rate', message: taxRateMessages.rateInvalid },
      ],
    });
  });
});
