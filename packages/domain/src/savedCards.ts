/** The card networks a saved card is answered with (Stripe's `card.brand`; anything else is `unknown`). */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The card payment providers: Stripe, or the built-in test provider. */
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How a test-provider card answers the charges made later without the cardholder (Stripe's test
 * cards 4242…, 4000 0000 0000 0341 and 4000 0027 6000 3184).
 */
export const TEST_CARD_BEHAVIOURS = ['succeeds', 'declines', 'authenticates'] as const;
export type TestCardBehaviour = (typeof TEST_CARD_BEHAVIOURS)[number];
