import { checkoutMessages, formatUsd, sessionMessages } from '@wtkit/domain';
import {
  CheckoutStatus,
  CheckoutSummary,
  checkoutStrings,
  PromoCodeField,
  ShippingMethodPicker,
  useStringAreas,
} from '@wtkit/ui';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ProviderPayment } from '../checkout/ProviderPayment';
import { type CheckoutBasket, useCheckoutBasket } from '../checkout/useCheckoutBasket';
import { useCheckoutPayment } from '../checkout/useCheckoutPayment';
import './Checkout.css';

/** The catalogue's areas this module reads. */
const STRINGS = { checkout: checkoutStrings };

/** The thank-you dialog loads when a payment starts, not with the page. */
const loadThankYouDialog = () => import('@wtkit/ui/ThankYouDialog');
const ThankYouDialog = lazy(() =>
  loadThankYouDialog().then((module) => ({ default: module.ThankYouDialog })),
);
const prefetchThankYouDialog = () => void loadThankYouDialog();

/** Checkout: the basket, its payment and the order. */
export default function Checkout() {
  const s = useStringAreas(STRINGS);
  const { step, expire } = useCheckoutBasket();
  switch (step.name) {
    case 'expired':
      return (
        <CheckoutPage>
          <CheckoutStatus state="blocked" message={sessionMessages.expired} />
        </CheckoutPage>
      );
    case 'signIn':
      return <Navigate to="/log" replace />;
    case 'pay':
      return <CheckoutPayment basket={step.basket} onExpired={expire} />;
    case 'error':
      return (
        <CheckoutPage>
          <CheckoutStatus state="error" message={step.message} />
        </CheckoutPage>
      );
    case 'blocked':
      return (
        <CheckoutPage>
          <CheckoutStatus
            state="blocked"
            message={step.message}
            action={
              step.message === checkoutMessages.shippingAddressMissing
                ? { label: s.checkout.updateShipping, href: '/shippingDetails' }
                : undefined
            }
          />
        </CheckoutPage>
      );
    default:
      return (
        <CheckoutPage>
          <CheckoutStatus state="loading" />
        </CheckoutPage>
      );
  }
}

function CheckoutPage({ children }: { children: React.ReactNode }) {
  const s = useStringAreas(STRINGS);
  return (
    <section className="sf-checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{s.checkout.title}</h1>
      {children}
    </section>
  );
}

/** The payment intent for the basket (the server prices it), then pay, then the order. */
function CheckoutPayment({ basket, onExpired }: { basket: CheckoutBasket; onExpired: () => void }) {
  const s = useStringAreas(STRINGS);
  const navigate = useNavigate();
  const payment = useCheckoutPayment(basket, {
    onExpired,
    onOrdering: prefetchThankYouDialog,
  });
  const { phase } = payment;
  // The server's total once it prices more than the lines (a code, shipping, tax); the basket's
  // own sum without.
  const totalCents = payment.money?.totalCents ?? basket.totalCents;

  if (phase?.name === 'failed') {
    return (
      <CheckoutPage>
        <CheckoutStatus state="error" message={phase.message} />
      </CheckoutPage>
    );
  }
  if (phase?.name === 'placed') {
    return (
      <CheckoutPage>
        <CheckoutStatus state="success" message={checkoutMessages.success} />
      </CheckoutPage>
    );
  }
  if (phase?.name === 'thankYou') {
    const { orderId, orderItemId } = phase;
    return (
      <CheckoutPage>
        <CheckoutStatus state="success" message={s.checkout.thankYouTitle} />
        <Suspense fallback={null}>
          <ThankYouDialog
            isOpen
            onAdd={() =>
              navigate('/dashboard', { state: { installItem: { orderId, orderItemId } } })
            }
            onDecline={() => navigate('/orderHistory')}
          />
        </Suspense>
      </CheckoutPage>
    );
  }

  return (
    <CheckoutPage>
      <div className="sf-checkout">
        <CheckoutSummary items={basket.lines} money={payment.money} calculating={payment.repricing}>
          {payment.shipping ? (
            <ShippingMethodPicker
              methods={payment.shipping.methods}
              value={payment.shipping.value}
              onChange={payment.shipping.choose}
              isDisabled={phase !== null}
            />
          ) : null}
          <PromoCodeField
            applied={payment.promo.applied}
            totalCents={totalCents}
            onApply={payment.promo.apply}
            onRemove={payment.promo.remove}
            isApplying={payment.promo.isApplying}
            error={payment.promo.error}
          />
        </CheckoutSummary>
        {payment.intent.status === 'error' ? (
          <CheckoutStatus state="error" message={payment.intent.message} />
        ) : payment.intent.status === 'loading' ? (
          <CheckoutStatus state="loading" />
        ) : (
          // Drawn while the intent is asked for (Pay Now waits for it): the form is the page's
          // largest paint, and the intent's round trip need not come before it.
          <ProviderPayment
            clientSecret={payment.intent.status === 'ready' ? payment.intent.clientSecret : null}
            total={formatUsd(totalCents)}
            isPaying={phase !== null}
            isRepricing={payment.repricing}
            error={payment.payError}
            onPaying={payment.startPaying}
            onSucceeded={payment.paid}
            onFailed={payment.paymentFailed}
          />
        )}
      </div>
    </CheckoutPage>
  );
}
