import type { CreateOrderRequest } from '@wtkit/api-client';

/**
 * The order a payment is for, kept in this tab while the payment runs. Stripe may leave the page
 * to authenticate a card (3-D Secure) and come back to /orderHistory with `payment_intent` and
 * `redirect_status=succeeded` in the address (checkout gives the order-history page as Stripe's
 * return address); the order is then placed from here. Without a redirect it is removed once
 * the order exists.
 */
export interface PendingOrder {
  order: CreateOrderRequest;
  isBuyNow: boolean;
}

const KEY = 'wtkit.pendingOrder';

export function savePendingOrder(pending: PendingOrder) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: only the redirect case loses its order, as before.
  }
}

export function clearPendingOrder() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/** The pending order for this payment intent, if this tab started it. */
export function pendingOrderFor(paymentIntentId: string): PendingOrder | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingOrder | null;
    return pending?.order.paymentIntentId === paymentIntentId ? pending : null;
  } catch {
    return null;
  }
}
