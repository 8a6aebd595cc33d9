import { unwrap } from '@wtkit/api-client';
import { checkoutMessages } from '@wtkit/domain';
import { checkoutStrings, Spinner, useStringAreas } from '@wtkit/ui';
import { lazy, Suspense } from 'react';
import { api } from '../apiClient';
import { errorMessage } from '../errors';
import { loadTestCardForm, paymentProvider } from './paymentProvider';

/** The catalogue's areas this module reads. */
const STRINGS = { checkout: checkoutStrings };

export interface ProviderPaymentProps {
  /** The payment intent's secret; null while it is asked for. */
  clientSecret: string | null;
  total: string;
  isPaying: boolean;
  /** The amount is being repriced (a method or code changed): Pay Now waits for the new one. */
  isRepricing?: boolean;
  /** The provider's message after a failed attempt. */
  error: string | null;
  /** A payment attempt started (Pay Now stays pending until succeeded or failed). */
  onPaying: () => void;
  /** The provider says the intent succeeded: place the order. */
  onSucceeded: (paymentIntentId: string) => void;
  /** The provider's message, or 'An unexpected error occurred.'. */
  onFailed: (message: string) => void;
}

// Only a build with VITE_STRIPE_PUBLISHABLE_KEY ever requests this chunk.
const StripePayment = lazy(() => import('./StripePayment'));
// The test provider's card form, kept out of the shop's first load. It is the checkout page's
// largest paint, so this module (checkout's own) is ready only once the form is here: the page is
// drawn with it, never with a fallback first.
const testCardForm = paymentProvider === 'test' ? await loadTestCardForm() : undefined;

/** The payment panel of the configured provider. */
export function ProviderPayment(props: ProviderPaymentProps) {
  const s = useStringAreas(STRINGS);
  if (paymentProvider === 'test') return <TestProviderPayment {...props} />;
  return (
    <Suspense fallback={<Spinner label={s.checkout.loading} />}>
      <StripePayment {...props} />
    </Suspense>
  );
}

/** The built-in test provider: the card goes to POST /payments/test-confirm. */
function TestProviderPayment({
  clientSecret,
  total,
  isPaying,
  isRepricing = false,
  error,
  onPaying,
  onSucceeded,
  onFailed,
}: ProviderPaymentProps) {
  if (!testCardForm) throw new Error('The test card form is for the test provider only.');
  const { TestCardForm } = testCardForm;
  return (
    <TestCardForm
      total={total}
      isPaying={isPaying}
      isDisabled={clientSecret === null || isRepricing}
      error={error}
      onPay={async (card) => {
        if (clientSecret === null || isRepricing) return;
        onPaying();
        try {
          const { data } = await unwrap(
            api.POST('/payments/test-confirm', { body: { clientSecret, card } }),
          );
          if (data.status === 'succeeded') onSucceeded(data.id);
          else onFailed(checkoutMessages.unexpectedError);
        } catch (cause) {
          // The decline sentence is the provider's (e.g. 'Your card was declined.').
          onFailed(errorMessage(cause, checkoutMessages.unexpectedError));
        }
      }}
    />
  );
}
