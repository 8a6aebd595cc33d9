import type { TestCardBehaviour } from '@wtkit/domain';

/** Stripe's PaymentIntent statuses, which the test provider follows too. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
}

/** How a charge made without the cardholder ended: paid, declined, or waiting for them. */
export interface OffSessionCharge {
  id: string;
  clientSecret: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method';
  /** The provider's reason when it was not paid. */
  lastError: string | null;
}

/**
 * A card payment provider: Stripe, or the built-in test provider. A failure of the provider
 * itself is thrown as a `PaymentProviderError`.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  create(input: {
    amountCents: number;
    currency: 'usd';
    userId: string;
    /** Makes a retried create (network failure) return the same intent instead of a second one. */
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  /**
   * The provider's current view of the intent. `stored` is the shop's own row of it as the caller
   * just read it: the test provider keeps its intents in that row, so it answers from it instead
   * of reading the row again; Stripe is always asked.
   */
  retrieve(
    id: string,
    stored?: { status: string; amountCents: number },
  ): Promise<{ status: IntentStatus; amountCents: number }>;
  /**
   * Changes the amount of an intent not paid yet (the shipping address or method changed after
   * it was made). The test provider keeps the amount in the shop's row, which the caller updates.
   */
  updateAmount(id: string, amountCents: number): Promise<void>;
  /** Gives the money back for a paid intent the shop could not fulfil. */
  refund(id: string): Promise<void>;
  /**
   * Charges a saved card without the cardholder (a plan's order). The same `idempotencyKey`
   * answers the same charge, never a second one: a run that crashed after charging finds it.
   */
  chargeSaved(input: {
    amountCents: number;
    userId: string;
    customerId: string;
    paymentMethodId: string;
    /** The test provider's saved cards only: how the charge answers. */
    testBehaviour: TestCardBehaviour | null;
    idempotencyKey: string;
  }): Promise<OffSessionCharge>;
  /**
   * The intent of a charge that needed the cardholder, once they authenticated it: with Stripe
   * the shop's page confirmed it with Stripe.js, and this reads it; the test provider's
   * authentication is this call.
   */
  confirmAuthenticated(id: string): Promise<{ status: IntentStatus; amountCents: number }>;
}
