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
}
