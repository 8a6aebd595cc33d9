import { describe, expect, it } from 'vitest';
import { shippingRateMessages } from '../messages.js';
import {
  readStateList,
  shippingMethodFormDefaults,
  shippingMethodFormSchema,
  shippingMethodToFormValues,
} from './shippingMethodForm.js';

const issues = (values: Partial<typeof shippingMethodFormDefaults>) => {
  const result = shippingMethodFormSchema.safeParse({ ...shippingMethodFormDefaults, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('shippingMethodFormSchema', () => {
  it('gives the API its input: trimmed texts, dollars, upper-case codes sorted', () => {
    const result = shippingMethodFormSchema.parse({
      name: ' Standard ',
      deliveryEstimate: '3-5 business days',
      price: '9.99',
      freeAbove: '',
      states: 'tx, ny ca',
      isActive: 'yes',
    });
    expect(result).toEqual({
      name: 'Standard',
      deliveryEstimate: '3-5 business days',
      price: 9.99,
      freeAbove: null,
      states: ['CA', 'NY', 'TX'],
      isActive: true,
    });
  });

  it('shows the server’s messages for every field before it is asked', () => {
    expect(issues({})).toEqual({
      name: shippingRateMessages.nameRequired,
      deliveryEstimate: shippingRateMessages.estimateRequired,
      price: shippingRateMessages.priceRequired,
      states: shippingRateMessages.statesRequired,
    });
    expect(
      issues({
        name: 'Ground',
        deliveryEstimate: '5 days',
        price: '1.234',
        freeAbove: '-1',
        states: 'TX, ZZ',
      }),
    ).toEqual({
      price: shippingRateMessages.priceRequired,
      freeAbove: shippingRateMessages.freeAboveInvalid,
      states: shippingRateMessages.stateInvalid('ZZ'),
    });
  });

  it('reads an existing method back into the form', () => {
    expect(
      shippingMethodToFormValues({
        name: 'Express',
        deliveryEstimate: '1-2 days',
        price: 25,
        freeAbove: 500,
        states: ['NY', 'TX'],
        isActive: false,
      }),
    ).toEqual({
      name: 'Express',
      deliveryEstimate: '1-2 days',
      price: '25.00',
      freeAbove: '500.00',
      states: 'NY, TX',
      isActive: 'no',
    });
    expect(readStateList(' tx,,ny  ca ')).toEqual(['tx', 'ny', 'ca']);
  });
});
