/** The card payment provider failed to do what was asked (unreachable, refused, unknown intent). */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';

  constructor(
    readonly provider: 'test' | 'stripe',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
