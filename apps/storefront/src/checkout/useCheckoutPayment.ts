import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '@wtkit/api-client';
import {
  checkoutMessages,
  firstFilterItem,
  fromCents,
  ORDER_SUCCESS_REDIRECT_MS,
  toCents,
  toOrderLines,
} from '@wtkit/domain';
import type { AppliedPromoCode, CheckoutMoney, ShippingMethodOption } from '@wtkit/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queries } from '../apiClient';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';
import { useTimedRedirect } from '../useTimedRedirect';
import { clearPendingOrder, savePendingOrder } from './pendingOrder';
import type { CheckoutBasket } from './useCheckoutBasket';
import { usePromoCode } from './usePromoCode';

/**
 * Where the payment stands: not started (null), paying, placing the order, failed, or done (the
 * thank-you dialog for an order with a filter item, else the success text).
 */
export type PaymentPhase =
  | { name: 'paying' }
  | { name: 'finalizing' }
  | { name: 'failed'; message: string }
  | { name: 'thankYou'; orderId: string; orderItemId: string }
  | { name: 'placed' }
  | null;

/** The payment intent as the payment panel needs it. */
export type IntentState =
  /** Asked for: the card form can be drawn already, and be used once the intent arrives. */
  | { status: 'asking' }
  /** Paid before: the order is being placed, no payment form. */
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; clientSecret: string };

/**
 * The payment of a fixed basket: its payment intent (one per checkout; the server prices it and
 * answers the same open, or already paid, intent again), then pay, then the order. An intent the
 * server says is paid already (a reload after paying, another tab) places the order without
 * paying again. After the order the cart is cleared (not on a Buy it Now); an order without a
 * filter item goes to Order History after `ORDER_SUCCESS_REDIRECT_MS`. A refused token calls
 * `onExpired`. `onOrdering` runs as a payment starts and before an order is placed (what the
 * outcome needs can load then).
 */
export function useCheckoutPayment(
  basket: CheckoutBasket,
  { onExpired, onOrdering }: { onExpired: () => void; onOrdering?: () => void },
) {
  const redirect = useTimedRedirect();
  const [phase, setPhase] = useState<PaymentPhase>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const createOrder = useMutation(mutations.createOrder());
  const clearCart = useMutation(mutations.clearCart());
  const orderLines = useMemo(() => toOrderLines(basket.lines), [basket]);

  // A total of 0 starts no payment: the server refuses it with its own sentence (422), which
  // shows as the checkout's error instead of a form that cannot pay.
  const intentRequest = useMemo(
    () => ({
      amount: fromCents(basket.totalCents),
      ...(basket.isBuyNow ? { items: orderLines } : {}),
    }),
    [basket, orderLines],
  );
  // The shipping method the shopper chose; until then the server charges the cheapest.
  const [shippingMethodId, setShippingMethodId] = useState<string | null>(null);
  const promo = usePromoCode(
    shippingMethodId === null ? intentRequest : { ...intentRequest, shippingMethodId },
    { onExpired },
  );
  // A changed method or code is asked for as a new request; the last answer stays on screen
  // (the same intent, repriced by the server) until the new one arrives.
  const intent = useQuery({
    ...queries.createPaymentIntent(promo.intentRequest),
    placeholderData: keepPreviousData,
  });
  const answer = intent.data?.data;
  const repricing = intent.isPlaceholderData || promo.isApplying;

  const finalizing = useRef(false);
  const finalize = useCallback(
    async (paymentIntentId: string) => {
      if (finalizing.current) return;
      finalizing.current = true;
      onOrdering?.();
      setPhase({ name: 'finalizing' });
      try {
        // The order's mutation refreshes the cart, the orders and the products.
        const { data: order } = await createOrder.mutateAsync({
          orderItems: orderLines,
          shippingAddress: basket.address,
          paymentMethod: 'Stripe',
          paymentIntentId,
        });
        clearPendingOrder();
        if (!basket.isBuyNow) {
          // The server already took the bought lines out; the shop still clears the whole cart.
          await clearCart.mutateAsync().catch(() => undefined);
        }
        const filter = firstFilterItem(order.orderItems);
        if (filter) {
          setPhase({ name: 'thankYou', orderId: order._id, orderItemId: filter._id });
        } else {
          setPhase({ name: 'placed' });
        }
      } catch (cause) {
        if (isUnauthorized(cause)) onExpired();
        setPhase({
          name: 'failed',
          message: errorMessage(cause, checkoutMessages.finalizeFailed),
        });
      }
    },
    [basket, orderLines, createOrder, clearCart, onExpired, onOrdering],
  );

  // The 3 s count from the moment the success message is on screen, not from the order's answer.
  const placed = phase?.name === 'placed';
  useEffect(() => {
    if (placed) redirect('/orderHistory', ORDER_SUCCESS_REDIRECT_MS);
  }, [placed, redirect]);

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

  let intentState: IntentState;
  if (intent.isError) {
    intentState = {
      status: 'error',
      message: errorMessage(intent.error, checkoutMessages.loadFailed),
    };
  } else if (paidIntent) intentState = { status: 'loading' };
  else if (!intent.data) intentState = { status: 'asking' };
  else intentState = { status: 'ready', clientSecret: intent.data.data.clientSecret };

  const paymentIntentId = answer?.paymentIntentId;
  const money = answer ? intentMoney(answer, promo.code !== null) : null;
  const shipping = useShippingMethods(basket.address.state, answer);
  return {
    intent: intentState,
    /**
     * The server's figures (subtotal, discount, shipping, tax, total), or null when the intent
     * has none of them beyond the lines: the basket's own total stands.
     */
    money,
    /** A method or code change is being repriced by the server: the figures are the last ones. */
    repricing,
    /** The shipping methods for the address's state, once the shop has any; else null. */
    shipping: shipping && {
      methods: shipping,
      value: shippingMethodId ?? answer?.shippingMethod?._id ?? shipping[0]?.id ?? '',
      /** Only before a payment starts. */
      choose: (id: string) => {
        if (phase === null) setShippingMethodId(id);
      },
    },
    /** The promo code: applied and removed only before a payment starts. */
    promo: {
      applied: (money?.discount && promo.code !== null
        ? { code: money.discount.code, discountCents: money.discount.cents }
        : null) satisfies AppliedPromoCode | null,
      error: promo.error,
      isApplying: promo.isApplying,
      apply: (code: string) => {
        if (phase === null) promo.apply(code);
      },
      remove: () => {
        if (phase === null) promo.remove();
      },
    },
    phase,
    /** The provider's message after a failed attempt. */
    payError,
    /** A payment attempt starts: Pay Now is pending, the order is kept for a redirect back. */
    startPaying: () => {
      if (!paymentIntentId || repricing) return;
      setPayError(null);
      setPhase({ name: 'paying' });
      onOrdering?.();
      savePendingOrder({
        order: {
          orderItems: orderLines,
          shippingAddress: basket.address,
          paymentMethod: 'Stripe',
          paymentIntentId,
        },
        isBuyNow: basket.isBuyNow,
      });
    },
    /** The provider took the payment: place the order (once). */
    paid: (id: string) => void finalize(id),
    /** The provider refused the payment: its message, and Pay Now again. */
    paymentFailed: (message: string) => {
      setPayError(message);
      setPhase(null);
    },
  };
}

type IntentAnswer = components['schemas']['PaymentIntentResponse']['data'];

/**
 * The intent's money lines for the summary, as answered: the discount with a code, the shipping
 * and the tax once the shop prices either (a method charged, or a tax); null when the intent is
 * the lines' sum and nothing else, so the page shows the basket as it always did.
 */
function intentMoney(answer: IntentAnswer, hasCode: boolean): CheckoutMoney | null {
  const taxCents = toCents(answer.tax ?? 0);
  const pricesShipping = Boolean(answer.shippingMethod);
  const discount = hasCode && answer.promoCode ? answer.promoCode : null;
  if (discount === null && !pricesShipping && taxCents === 0) return null;
  return {
    subtotalCents: toCents(answer.subtotal),
    discount: discount === null ? null : { code: discount, cents: toCents(answer.discount) },
    shipping: answer.shippingMethod
      ? { method: answer.shippingMethod.name, cents: toCents(answer.shipping) }
      : null,
    taxCents: pricesShipping || taxCents > 0 ? taxCents : null,
    totalCents: toCents(answer.amount),
  };
}

/**
 * The methods serving the address's state, priced for the order's subtotal after its discount,
 * cheapest first as the server answers them. Asked for only once the intent says the shop ships
 * by methods (it charged one), so a shop without them makes no extra request.
 */
function useShippingMethods(
  state: string,
  answer: IntentAnswer | undefined,
): ShippingMethodOption[] | null {
  const enabled = Boolean(answer?.shippingMethod) && state.trim() !== '';
  const discounted =
    answer && enabled ? fromCents(toCents(answer.subtotal) - toCents(answer.discount)) : undefined;
  const methods = useQuery({
    ...queries.listShippingMethodsForState(state, discounted),
    enabled,
    placeholderData: keepPreviousData,
  });
  if (!enabled || !methods.data) return null;
  return methods.data.data.map((method) => ({
    id: method._id,
    name: method.name,
    deliveryEstimate: method.deliveryEstimate,
    priceCents: toCents(method.price),
  }));
}
