import { useQuery } from '@tanstack/react-query';
import {
  checkoutMessages,
  checkoutProblem,
  checkoutTotals,
  SESSION_EXPIRED_REDIRECT_MS,
} from '@wtkit/domain';
import type { CheckoutSummaryItem } from '@wtkit/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { queries } from '../apiClient';
import { errorMessage, isUnauthorized } from '../errors';
import { useToken } from '../session';
import { useTimedRedirect } from '../useTimedRedirect';
import type { BuyNowState } from './buyNowState';

/** What is being paid for, fixed once checkout starts (the cart refreshes after the order). */
export interface CheckoutBasket {
  lines: CheckoutSummaryItem[];
  isBuyNow: boolean;
  totalCents: number;
  address: { street: string; city: string; state: string; zip: string };
}

/** Where the checkout stands before the payment. */
export type CheckoutStep =
  /** A refused token: Session expired, then the sign-in page. */
  | { name: 'expired' }
  | { name: 'loading' }
  /** Signed out: the sign-in page. */
  | { name: 'signIn' }
  | { name: 'error'; message: string }
  /** Nothing to order, or no shipping address. */
  | { name: 'blocked'; message: string }
  | { name: 'pay'; basket: CheckoutBasket };

/**
 * The checkout's basket: the items of a Buy it Now (its navigation state, which a reload keeps)
 * or the cart, with the account's shipping address, once both the user and the lines are in and
 * nothing blocks the order. Fixed from then on. A refused token (from here or from the payment:
 * `expire`) shows Session expired and goes to the sign-in page after
 * `SESSION_EXPIRED_REDIRECT_MS`.
 */
export function useCheckoutBasket(): { step: CheckoutStep; expire: () => void } {
  const token = useToken();
  const location = useLocation();
  const state = location.state as BuyNowState | null;
  const buyNowItems = state?.items;
  const isBuyNow = Array.isArray(buyNowItems);
  // The route module's loader asked already: an answer that failed before the page
  // mounted is shown, not asked again (a 4xx will not get better).
  const me = useQuery({ ...queries.getMe(), enabled: Boolean(token), retryOnMount: false });
  const user = me.data?.data ?? null;
  const cart = useQuery({ ...queries.getCart(), enabled: Boolean(token), retryOnMount: false });
  const [basket, setBasket] = useState<CheckoutBasket | null>(null);
  const [expired, setExpired] = useState(false);
  const expire = useCallback(() => setExpired(true), []);
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
  // Fixed in the render that finds everything in (React renders again at once, before drawing),
  // not in an effect after it: the payment form is drawn one render earlier.
  if (basket === null && user !== null && lines !== undefined && problem === null) {
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
  }

  let step: CheckoutStep;
  if (sessionExpired) step = { name: 'expired' };
  else if (token === undefined) step = { name: 'loading' };
  else if (!token) {
    // A 401 clears the token before its query settles: wait for the answer, then decide.
    step = me.isFetching || cart.isFetching ? { name: 'loading' } : { name: 'signIn' };
  } else if (basket) step = { name: 'pay', basket };
  else if (me.isError || (!isBuyNow && cart.isError)) {
    step = {
      name: 'error',
      message: errorMessage(me.error ?? cart.error, checkoutMessages.loadFailed),
    };
  } else if (problem) step = { name: 'blocked', message: problem };
  else step = { name: 'loading' };
  return { step, expire };
}
