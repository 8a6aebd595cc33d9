import { describe, expect, it } from 'vitest';
import { promoCodeMessages } from './messages.js';
import { readPromoCodeFields } from './promoCodeInput.js';

describe('readPromoCodeFields', () => {
  it('upper-cases the code and keeps amounts in cents', () => {
    const read = readPromoCodeFields({
      code: ' spring-10 ',
      kind: 'fixed-amount',
      amountOff: 5.1,
      minimumSubtotal: 49.99,
      productIds: ['a', 'a'],
      usageLimit: 50,
    });
    expect(read).toEqual({
      ok: true,
      promo: {
        code: 'SPRING-10',
        kind: 'fixed-amount',
        percentOff: null,
        amountOffCents: 510,
        minimumSubtotalCents: 4999,
        category: null,
        productIds: ['a'],
        startsAt: null,
        endsAt: null,
        usageLimit: 50,
        perCustomerLimit: null,
        isActive: true,
      },
    });
  });

  it('holds each kind to its value', () => {
    expect(readPromoCodeFields({ code: 'A', kind: 'percentage' })).toEqual({
      ok: false,
      errors: [{ path: 'percentOff', message: promoCodeMessages.percentOffRequired }],
    });
    expect(readPromoCodeFields({ code: 'A', kind: 'fixed-amount', amountOff: 0 })).toEqual({
      ok: false,
      errors: [{ path: 'amountOff', message: promoCodeMessages.amountOffRequired }],
    });
    expect(
      readPromoCodeFields({ code: 'A', kind: 'free-shipping', percentOff: 5, amountOff: 1 }),
    ).toEqual({
      ok: false,
      errors: [
        { path: 'percentOff', message: promoCodeMessages.notForKind },
        { path: 'amountOff', message: promoCodeMessages.notForKind },
      ],
    });
  });

  it('refuses a bad code, an end before the start and two scopes', () => {
    const read = readPromoCodeFields({
      code: 'two--hyphens',
      kind: 'percentage',
      percentOff: 10,
      startsAt: '2026-06-01T00:00:00Z',
      endsAt: '2026-06-01T00:00:00Z',
      category: 'residential',
      productIds: ['a'],
    });
    expect(read.ok ? [] : read.errors.map((error) => error.message)).toEqual([
      promoCodeMessages.codeInvalid,
      promoCodeMessages.endsBeforeStart,
      promoCodeMessages.oneScope,
    ]);
    expect(readPromoCodeFields({ code: '  ', kind: 'free-shipping' })).toEqual({
      ok: false,
      errors: [{ path: 'code', message: promoCodeMessages.codeRequired }],
    });
  });
});
