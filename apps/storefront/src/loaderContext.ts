import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '@wtkit/api-client';
import { queries as browserQueries, queryClient as browserQueryClient } from './apiClient';

/**
 * What route loaders read the catalogue with. In the browser: the page's query client and the
 * API over the network, and loaders only start requests (a page's own queries pick the answers
 * up). On the server: a query client for this one request and the API called in-process, and
 * loaders wait, so the HTML holds the data and the status code is known before it is sent.
 */
export interface LoaderData {
  queryClient: QueryClient;
  queries: Queries;
  onServer: boolean;
}

const SERVER = Symbol.for('wtkit.serverLoaderContext');

export interface ServerLoaderContext extends LoaderData {
  [SERVER]: true;
}

export function serverLoaderContext(
  queryClient: QueryClient,
  queries: Queries,
): ServerLoaderContext {
  return { [SERVER]: true, queryClient, queries, onServer: true };
}

export function loaderData(context: unknown): LoaderData {
  if (typeof context === 'object' && context !== null && SERVER in context)
    return context as ServerLoaderContext;
  return { queryClient: browserQueryClient, queries: browserQueries, onServer: false };
}
