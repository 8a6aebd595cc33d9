import { layoutStrings } from '@wtkit/ui';
import { queries, queryClient } from '../apiClient';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import Dashboard from '../pages/Dashboard';
import { RouteError } from '../pages/RouteError';
import type { RouteHandle } from '../root';
import { readToken } from '../session';

// The server has no session: it renders the page's shell.
export const loader = () => null;

/** Signed in, the user, the tracker, the orders, plans and cards are asked for while the page loads. */
export function clientLoader() {
  if (readToken()) {
    void queryClient.prefetchQuery(queries.getMe());
    void queryClient.prefetchQuery(queries.getTracker());
    void queryClient.prefetchQuery(queries.listMyOrders());
    void queryClient.prefetchQuery(queries.listPlans());
    void queryClient.prefetchQuery(queries.listPaymentMethods());
  }
  return null;
}

export const meta = routeMeta((_args, head) => privateHead(layoutStrings.myProducts)(head));

export const handle: RouteHandle = { early: ['tracker', 'orders'] };

export const ErrorBoundary = RouteError;

export default Dashboard;
