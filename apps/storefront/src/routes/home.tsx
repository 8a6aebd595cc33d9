import type { LoaderFunctionArgs } from 'react-router';
import { queries, queryClient } from '../apiClient';
import { homeHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { pageQueries } from '../pageQueries';
import Home from '../pages/Home';
import { RouteError } from '../pages/RouteError';

/** The important products and the featured rail, read in-process before the page renders. */
export async function loader({ context }: LoaderFunctionArgs) {
  await Promise.all([
    context.queryClient.prefetchQuery(context.queries.listProducts({ important: true })),
    context.queryClient.prefetchQuery(context.queries.listFeaturedProducts()),
  ]);
  return { queries: pageQueries(context.queryClient) };
}

/** In the browser the requests start and nothing waits: the page's own queries pick them up. */
export function clientLoader() {
  void queryClient.prefetchQuery(queries.listProducts({ important: true }));
  void queryClient.prefetchQuery(queries.listFeaturedProducts());
  return null;
}

export const meta = routeMeta((_args, head) => homeHead(head));

export const ErrorBoundary = RouteError;

export default Home;
