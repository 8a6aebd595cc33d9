/**
 * Which card form checkout shows, chosen at build time: Stripe Elements when
 * VITE_STRIPE_PUBLISHABLE_KEY is set, else the built-in test provider's card form (the server's
 * POST /payments/test-confirm). Stripe's code is a separate chunk loaded only in the first case.
 */
export const stripePublishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() ?? '';

export type PaymentProviderName = 'stripe' | 'test';

export const paymentProvider: PaymentProviderName = stripePublishableKey ? 'stripe' : 'test';

/** The test provider's card form, loaded with checkout rather than before. */
export const loadTestCardForm = () => import('@wtkit/ui/TestCardForm');
