import { checkoutStrings } from '@wtkit/ui';
// The test provider's card form is the page's largest paint: imported here, its chunk is among
// the route's imports, which the server's page preloads and a navigation asks for with the
// module (`navigationPreloads.ts`). A Stripe build loads it too (Settings imports it anyway);
// checkout then never draws it.
import '@wtkit/ui/TestCardForm';
import { queries, queryClient } from '../apiClient';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import Checkout from '../pages/Checkout';
import { RouteError } from '../pages/RouteError';
import { readToken } from '../session';

// The server has no session: it renders the page's shell (a loader of its own, so the browser
// does not run `clientLoader` before hydrating).
export const loader = () => null;

/** Signed in, the user and the cart are asked for while the page loads. */
export function clientLoader() {
  if (readToken()) {
    void queryClient.prefetchQuery(queries.getMe());
    void queryClient.prefetchQuery(queries.getCart());
  }
  return null;
}

export const meta = routeMeta((_args, head) => privateHead(checkoutStrings.title)(head));

export const ErrorBoundary = RouteError;

export default Checkout;
