import { describe, expect, it } from 'vitest';
import { formMessages, promoCodeMessages as M } from '../messages.js';
import {
  type PromoCodeFormInput,
  promoCodeFormDefaults,
  promoCodeFormSchema,
  promoCodeToFormValues,
} from './promoCodeForm.js';

const form = (values: Partial<PromoCodeFormInput>) =>
  promoCodeFormSchema.safeParse({ ...promoCodeFormDefaults, ...values });

/** Each refused field with its (first) message. */
const errors = (values: Partial<PromoCodeFormInput>) => {
  const result = form(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
};

describe('promoCodeFormSchema', () => {
  it('gives the API body: the code upper-cased, numbers read, dates at 00:00 UTC', () => {
    const result = form({
      code: ' spring-10 ',
      percentOff: '10',
      minimumSubtotal: '50',
      category: 'residential',
      startsAt: '2026-03-01',
      endsAt: '2026-06-01',
      usageLimit: '100',
      perCustomerLimit: '1',
    });
    expect(result.success && result.data).toEqual({
      code: 'SPRING-10',
      kind: 'percentage',
      percentOff: 10,
      amountOff: null,
      minimumSubtotal: 50,
      category: 'residential',
      productIds: [],
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2026-06-01T00:00:00.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
      isActive: true,
    });
  });

  it('shows the server’s messages for each field before it is asked', () => {
    expect(errors({ code: '' })).toMatchObject({
      code: M.codeRequired,
      percentOff: M.percentOffRequired,
    });
    expect(errors({ code: 'two  words', percentOff: '10' })).toEqual({ code: M.codeInvalid });
    expect(errors({ code: 'A', percentOff: '101' })).toEqual({
      percentOff: formMessages.tooHigh(100),
    });
    expect(errors({ code: 'A', percentOff: '2.5' })).toEqual({ percentOff: M.percentOffRequired });
    expect(errors({ code: 'A', kind: 'fixed-amount' })).toEqual({ amountOff: M.amountOffRequired });
    expect(errors({ code: 'A', kind: 'fixed-amount', amountOff: '0' })).toEqual({
      amountOff: M.amountOffRequired,
    });
    expect(errors({ code: 'A', kind: 'fixed-amount', amountOff: '5.005' })).toEqual({
      amountOff: M.amountOffRequired,
    });
    expect(errors({ code: 'A', kind: 'free-shipping', usageLimit: '0' })).toEqual({
      usageLimit: M.limitInvalid,
    });
    expect(errors({ code: 'A', kind: 'free-shipping', startsAt: '03/01/2026' })).toEqual({
      startsAt: M.dateInvalid,
    });
    expect(
      errors({ code: 'A', kind: 'free-shipping', startsAt: '2026-06-01', endsAt: '2026-03-01' }),
    ).toEqual({ endsAt: M.endsBeforeStart });
  });

  it('leaves out the value the kind does not take (a percentage typed before switching kind)', () => {
    const result = form({ code: 'SHIP', kind: 'free-shipping', percentOff: '10' });
    expect(result.success && result.data).toMatchObject({ percentOff: null, amountOff: null });
  });

  it('reads an existing code back into the form, keeping its products and state', () => {
    const values = promoCodeToFormValues({
      code: 'FIVE',
      kind: 'fixed-amount',
      percentOff: null,
      amountOff: 5,
      minimumSubtotal: null,
      category: null,
      productIds: ['p1'],
      startsAt: null,
      endsAt: '2026-06-01T00:00:00.000Z',
      usageLimit: null,
      perCustomerLimit: 2,
      isActive: false,
    });
    expect(values).toMatchObject({ amountOff: '5.00', endsAt: '2026-06-01', isActive: 'no' });
    const result = promoCodeFormSchema.safeParse(values);
    expect(result.success && result.data).toMatchObject({
      amountOff: 5,
      productIds: ['p1'],
      perCustomerLimit: 2,
      isActive: false,
    });
  });
});
