import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { stripePublishableKey } from './paymentProvider';

// Loaded once per page: Stripe.js is fetched from js.stripe.com the first time a page needs it.
let stripePromise: Promise<Stripe | null> | undefined;

/** Stripe.js for the build's publishable key; a failed load is tried again on the next call. */
export function loadStripeOnce(): Promise<Stripe | null> {
  stripePromise ??= loadStripe(stripePublishableKey).catch((error: unknown) => {
    stripePromise = undefined;
    throw error;
  });
  return stripePromise;
}
