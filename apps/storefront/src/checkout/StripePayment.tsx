import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { checkoutMessages } from '@wtkit/domain';
import { Alert, PaymentPanel } from '@wtkit/ui';
import { useEffect, useRef, useState } from 'react';
import type { ProviderPaymentProps } from './ProviderPayment';
import { loadStripeOnce } from './stripeJs';

/** Stripe Elements (PaymentElement) for the intent's client secret, with Pay Now. */
export default function StripePayment(props: ProviderPaymentProps) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadStripeOnce().then(
      (loaded) => {
        if (live) setStripe(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (failed || stripe === null) {
    return <Alert tone="danger">{checkoutMessages.providerUnavailable}</Alert>;
  }
  // Stripe's form is made for one intent: until Stripe.js and the intent's secret are both here,
  // the panel is drawn without it.
  if (!stripe || props.clientSecret === null) {
    return <PaymentPanel onPay={() => {}} isDisabled total={props.total} />;
  }
  return (
    // A new intent (a promo code applied or removed) needs a new form: keyed by its secret.
    <Elements
      key={props.clientSecret}
      stripe={stripe}
      options={{ clientSecret: props.clientSecret }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  onPaying,
  onSucceeded,
  onFailed,
  isPaying,
  isRepricing = false,
  error,
  total,
}: ProviderPaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const working = useRef(false);

  const pay = async () => {
    if (!stripe || !elements || working.current || isRepricing) return;
    working.current = true;
    onPaying();
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/orderHistory` },
        redirect: 'if_required',
      });
      if (result.error) {
        onFailed(result.error.message ?? checkoutMessages.unexpectedError);
      } else if (result.paymentIntent.status === 'succeeded') {
        onSucceeded(result.paymentIntent.id);
      } else {
        onFailed(checkoutMessages.unexpectedError);
      }
    } catch {
      onFailed(checkoutMessages.unexpectedError);
    } finally {
      working.current = false;
    }
  };

  return (
    <PaymentPanel
      onPay={pay}
      isPaying={isPaying}
      isDisabled={!stripe || !elements || !ready || isRepricing}
      error={error}
      total={total}
    >
      <PaymentElement onReady={() => setReady(true)} />
    </PaymentPanel>
  );
}
