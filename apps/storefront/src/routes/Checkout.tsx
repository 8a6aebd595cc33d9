import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys, unwrap } from '@wtkit/api-client';
import {
  checkoutProblem,
  checkoutTotals,
  firstFilterItem,
  formatUsd,
  fromCents,
  LABELS,
  MESSAGES,
  ORDER_SUCCESS_REDIRECT_MS,
  SESSION_EXPIRED_REDIRECT_MS,
  toOrderLines,
} from '@wtkit/domain';
import { CheckoutStatus, CheckoutSummary, type CheckoutSummaryItem } from '@wtkit/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api, queries } from '../apiClient';
import { ProviderPayment } from '../checkout/ProviderPayment';
import { clearPendingOrder, savePendingOrder } from '../checkout/pendingOrder';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';
import { queryClient } from '../queryClient';
import { useToken } from '../session';
import { useTimedRedirect } from '../useTimedRedirect';
import './Checkout.css';

/** The thank-you dialog loads when a payment starts, not with the page. */
const loadThankYouDialog = () => import('@wtkit/ui/ThankYouDialog');
const ThankYouDialog = lazy(() =>
  loadThankYouDialog().then((module) => ({ default: module.ThankYouDialog })),
);

/** Buy it Now's navigation state (ProductPage): the items to order, not the cart. */
interface BuyNowState {
  items?: CheckoutSummaryItem[];
  isBuyNow?: boolean;
}

/** What is being paid for, fixed once checkout starts (the cart refreshes after the order). */
interface CheckoutBasket {
  lines: CheckoutSummaryItem[];
  isBuyNow: boolean;
  totalCents: number;
  address: { street: string; city: string; state: string; zip: string };
}

type Phase =
  | { name: 'paying' }
  | { name: 'finalizing' }
  | { name: 'failed'; message: string }
  | { name: 'thankYou'; orderId: string; orderItemId: string }
  | { name: 'placed' }
  | null;

/** Checkout (001 §2, §4, §5, §8). */
export default function Checkout() {
  const token = useToken();
  const location = useLocation();
  const state = location.state as BuyNowState | null;
  const buyNowItems = state?.items;
  const isBuyNow = Array.isArray(buyNowItems);
  // The route's loader asked already (router.tsx): an answer that failed before the page
  // mounted is shown, not asked again (a 4xx will not get better).
  const me = useQuery({ ...queries.getMe(), enabled: Boolean(token), retryOnMount: false });
  const user = me.data?.data ?? null;
  const cart = useQuery({ ...queries.getCart(), enabled: Boolean(token), retryOnMount: false });
  const [basket, setBasket] = useState<CheckoutBasket | null>(null);
  const [expired, setExpired] = useState(false);
  const redirect = useTimedRedirect();

  const sessionExpired = expired || isUnauthorized(cart.error) || isUnauthorized(me.error);
  useEffect(() => {
    if (sessionExpired) redirect('/log', SESSION_EXPIRED_REDIRECT_MS);
  }, [sessionExpired, redirect]);

  // The lines come from Buy it Now's state or the cart, once both the user and the cart are in.
  const lines: CheckoutSummaryItem[] | undefined = isBuyNow
    ? buyNowItems
    : cart.data?.data.items.map((item) => ({ product: item.product, quantity: item.quantity }));
  const problem =
    user && lines ? checkoutProblem({ lines, isBuyNow, zip: user.address?.zip }) : undefined;
  const ready = basket === null && user !== null && lines !== undefined && problem === null;
  useEffect(() => {
    if (!ready || !user || !lines) return;
    const orderable = lines.filter((line) => line.product !== null);
    setBasket({
      lines: orderable,
      isBuyNow,
      totalCents: checkoutTotals(orderable).totalCents,
      address: {
        street: user.address?.street ?? '',
        city: user.address?.city ?? '',
        state: user.address?.state ?? '',
        zip: user.address?.zip ?? '',
      },
    });
  }, [ready, user, lines, isBuyNow]);

  if (sessionExpired) {
    return (
      <CheckoutPage>
        <CheckoutStatus state="blocked" message={MESSAGES.session.expired} />
      </CheckoutPage>
    );
  }
  if (token === undefined) {
    return (
      <CheckoutPage>
        <CheckoutStatus state="loading" />
      </CheckoutPage>
    );
  }
  if (!token) {
    // A 401 clears the token before its query settles: wait for the answer, then decide.
    if (me.isFetching || cart.isFetching) {
      return (
        <CheckoutPage>
          <CheckoutStatus state="loading" />
        </CheckoutPage>
      );
    }
    return <Navigate to="/log" replace />;
  }
  if (basket) return <CheckoutPayment basket={basket} onExpired={() => setExpired(true)} />;

  let body: React.ReactNode;
  if (me.isError || (!isBuyNow && cart.isError)) {
    body = (
      <CheckoutStatus
        state="error"
        message={errorMessage(me.error ?? cart.error, MESSAGES.checkout.loadFailed)}
      />
    );
  } else if (!user || !lines) {
    body = <CheckoutStatus state="loading" />;
  } else if (problem) {
    body = (
      <CheckoutStatus
        state="blocked"
        message={problem}
        action={
          problem === MESSAGES.checkout.shippingAddressMissing
            ? { label: LABELS.checkout.updateShipping, href: '/shippingDetails' }
            : undefined
        }
      />
    );
  } else {
    body = <CheckoutStatus state="loading" />;
  }
  return <CheckoutPage>{body}</CheckoutPage>;
}

function CheckoutPage({ children }: { children: React.ReactNode }) {
  return (
    <section className="sf-checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{LABELS.checkout.title}</h1>
      {children}
    </section>
  );
}

/** The payment intent for the basket (the server prices it), then pay, then the order. */
function CheckoutPayment({ basket, onExpired }: { basket: CheckoutBasket; onExpired: () => void }) {
  const navigate = useNavigate();
  const redirect = useTimedRedirect();
  const [phase, setPhase] = useState<Phase>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const createOrder = useMutation(mutations.createOrder());
  const clearCart = useMutation(mutations.clearCart());
  const orderLines = useMemo(() => toOrderLines(basket.lines), [basket]);
  const linesKey = orderLines.map((line) => `${line.productId}x${line.quantity}`).join(',');

  // One intent per checkout: the query dedupes renders, and the server answers the same open
  // (or already paid) intent when the page asks again after a reload.
  const intent = useQuery({
    queryKey: ['checkout', 'payment-intent', basket.isBuyNow, linesKey, basket.totalCents],
    queryFn: () =>
      unwrap(
        api.POST('/payments/create-payment-intent', {
          body: {
            amount: fromCents(basket.totalCents),
            ...(basket.isBuyNow ? { items: orderLines } : {}),
          },
        }),
      ),
    // 001 §4 starts a payment only for a total over 0; the server refuses $0 with its own
    // sentence (422), which shows as the Checkout Error instead of a form that cannot pay.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  const finalizing = useRef(false);
  const finalize = useCallback(
    async (paymentIntentId: string) => {
      if (finalizing.current) return;
      finalizing.current = true;
      void loadThankYouDialog();
      setPhase({ name: 'finalizing' });
      try {
        const { data: order } = await createOrder.mutateAsync({
          orderItems: orderLines,
          shippingAddress: basket.address,
          paymentMethod: 'Stripe',
          paymentIntentId,
        });
        clearPendingOrder();
        if (!basket.isBuyNow) {
          // The server already took the bought lines out; the documents clear the whole cart.
          await clearCart.mutateAsync().catch(() => undefined);
        }
        await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
        const filter = firstFilterItem(order.orderItems);
        if (filter) {
          setPhase({ name: 'thankYou', orderId: order._id, orderItemId: filter._id });
        } else {
          setPhase({ name: 'placed' });
          redirect('/orderHistory', ORDER_SUCCESS_REDIRECT_MS);
        }
      } catch (cause) {
        if (isUnauthorized(cause)) onExpired();
        setPhase({
          name: 'failed',
          message: errorMessage(cause, MESSAGES.checkout.finalizeFailed),
        });
      }
    },
    [basket, orderLines, createOrder, clearCart, redirect, onExpired],
  );

  // Paid before (a reload after paying, or another tab): place the order, never pay again.
  const paidIntent =
    intent.data?.data.status === 'succeeded' ? intent.data.data.paymentIntentId : null;
  useEffect(() => {
    if (paidIntent) void finalize(paidIntent);
  }, [paidIntent, finalize]);

  const intentExpired = isUnauthorized(intent.error);
  useEffect(() => {
    if (intentExpired) onExpired();
  }, [intentExpired, onExpired]);

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
        <CheckoutStatus state="success" message={MESSAGES.checkout.success} />
      </CheckoutPage>
    );
  }
  if (phase?.name === 'thankYou') {
    const { orderId, orderItemId } = phase;
    return (
      <CheckoutPage>
        <CheckoutStatus state="success" message={LABELS.checkout.thankYouTitle} />
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

  let payment: React.ReactNode;
  if (intent.isError) {
    payment = (
      <CheckoutStatus
        state="error"
        message={errorMessage(intent.error, MESSAGES.checkout.loadFailed)}
      />
    );
  } else if (!intent.data || paidIntent) {
    payment = <CheckoutStatus state="loading" />;
  } else {
    const intentData = intent.data.data;
    payment = (
      <ProviderPayment
        clientSecret={intent.data.data.clientSecret}
        total={formatUsd(basket.totalCents)}
        isPaying={phase !== null}
        error={payError}
        onPaying={() => {
          setPayError(null);
          setPhase({ name: 'paying' });
          void loadThankYouDialog();
          savePendingOrder({
            order: {
              orderItems: orderLines,
              shippingAddress: basket.address,
              paymentMethod: 'Stripe',
              paymentIntentId: intentData.paymentIntentId,
            },
            isBuyNow: basket.isBuyNow,
          });
        }}
        onSucceeded={(paymentIntentId) => void finalize(paymentIntentId)}
        onFailed={(message) => {
          setPayError(message);
          setPhase(null);
        }}
      />
    );
  }

  return (
    <CheckoutPage>
      <div className="sf-checkout">
        <CheckoutSummary items={basket.lines} />
        {payment}
      </div>
    </CheckoutPage>
  );
}
