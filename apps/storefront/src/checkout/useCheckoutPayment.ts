import { useMutation, useQuery } from '@tanstack/react-query';
import {
  checkoutMessages,
  firstFilterItem,
  fromCents,
  ORDER_SUCCESS_REDIRECT_MS,
  toCents,
  toOrderLines,
} from '@wtkit/domain';
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

/** The order's figures from the server's intent, when it has a promo code. */
export interface IntentDiscount {
  code: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

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
  const promo = usePromoCode(intentRequest, { onExpired });
  const intent = useQuery(queries.createPaymentIntent(promo.intentRequest));

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

  const paymentIntentId = intent.data?.data.paymentIntentId;
  const answer = intent.data?.data;
  const discount: IntentDiscount | null =
    answer?.promoCode && promo.code !== null
      ? {
          code: answer.promoCode,
          subtotalCents: toCents(answer.subtotal),
          discountCents: toCents(answer.discount),
          totalCents: toCents(answer.amount),
        }
      : null;
  return {
    intent: intentState,
    /** The promo code's figures (the server's), or null: the basket's own total stands. */
    discount,
    /** The promo code: applied and removed only before a payment starts. */
    promo: {
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
      if (!paymentIntentId) return;
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
