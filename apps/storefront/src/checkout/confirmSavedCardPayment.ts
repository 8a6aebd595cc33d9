import { checkoutMessages } from '@wtkit/domain';
import { loadStripeOnce } from './stripeJs';

/**
 * Confirms with Stripe.js, on session, a payment made off session with a saved card that needs
 * its cardholder (`authentication_required`): the intent's client secret with the card's
 * PaymentMethod, as Stripe recommends, which shows the bank's authentication. Resolves once the
 * intent succeeded (also when it had before); throws the sentence to show otherwise.
 */
export async function confirmSavedCardPayment(
  clientSecret: string,
  paymentMethodId: string | null,
): Promise<void> {
  const stripe = await loadStripeOnce().catch(() => null);
  if (!stripe) throw new Error(checkoutMessages.providerUnavailable);
  const result = await stripe.confirmCardPayment(
    clientSecret,
    paymentMethodId ? { payment_method: paymentMethodId } : undefined,
  );
  if (result.error) {
    // Confirmed before (the shop was not told): the shop checks the intent itself.
    if (result.error.payment_intent?.status === 'succeeded') return;
    throw new Error(result.error.message ?? checkoutMessages.unexpectedError);
  }
  if (result.paymentIntent.status !== 'succeeded') {
    throw new Error(checkoutMessages.unexpectedError);
  }
}
