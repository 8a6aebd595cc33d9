import { checkoutStrings } from '@wtkit/ui';
import { queries, queryClient } from '../../apiClient';
import { loadTestCardForm, paymentProvider } from '../../checkout/paymentProvider';
import { privateHead } from '../../pageHead';
import Checkout from '../../routes/Checkout';
import { RouteError } from '../../routes/RouteError';
import { readToken } from '../../session';
import { routeMeta } from '../pageMeta';

// The server has no session: it renders the page's shell (a loader of its own, so the browser
// does not run `clientLoader` before hydrating).
export const loader = () => null;

/**
 * Signed in, the user and the cart are asked for while the page loads; the test provider's card
 * form (the page's largest paint) loads with the page, not one round trip after it.
 */
export async function clientLoader() {
  if (readToken()) {
    void queryClient.prefetchQuery(queries.getMe());
    void queryClient.prefetchQuery(queries.getCart());
  }
  if (paymentProvider === 'test') await loadTestCardForm();
  return null;
}

export const meta = routeMeta((_args, head) => privateHead(checkoutStrings.title)(head));

export const ErrorBoundary = RouteError;

export default Checkout;
