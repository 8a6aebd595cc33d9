import { pagesStrings } from '@wtkit/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { queries, queryClient } from '../apiClient';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { pageQueries } from '../pageQueries';
import PlanLink from '../pages/PlanLink';
import { RouteError } from '../pages/RouteError';

/** A plan message's link needs no sign-in: what it does is in the page's HTML. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  await context.queryClient.prefetchQuery(context.queries.describePlanLink(params.token ?? ''));
  return { queries: pageQueries(context.queryClient) };
}

export function clientLoader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(queries.describePlanLink(params.token ?? ''));
  return null;
}

export const meta = routeMeta((_args, head) => privateHead(pagesStrings.planLinkTitle)(head));

export const ErrorBoundary = RouteError;

export default PlanLink;
