import { data, type LoaderFunctionArgs } from 'react-router';
import { queries, queryClient } from '../../apiClient';
import { LISTING_MODES, listingAt } from '../../listings';
import { listingHead } from '../../pageHead';
import Listing from '../../routes/Listing';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';
import { pageQueries } from '../pageQueries';

/** The listing's query, or a 404 for an unknown listing or mode. */
function listingQuery({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { listing, query } = listingAt(url.pathname, url.searchParams);
  if (!listing || (params.mode !== undefined && !LISTING_MODES.includes(params.mode)))
    throw data(null, { status: 404, statusText: 'Not Found' });
  return query;
}

export async function loader(args: LoaderFunctionArgs) {
  const { queryClient: server, queries: serverQueries } = args.context;
  await server.prefetchQuery(serverQueries.listProducts(listingQuery(args)));
  return { queries: pageQueries(server) };
}

export function clientLoader(args: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(queries.listProducts(listingQuery(args)));
  return null;
}

export const meta = routeMeta((_args, head) => listingHead(head));

export const ErrorBoundary = RouteError;

export default Listing;
