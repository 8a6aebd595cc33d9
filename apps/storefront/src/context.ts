import type { QueryClient } from '@tanstack/react-query';
import type { InfiniteQueries, Queries } from '@wtkit/api-client';

/**
 * What the API hands each request's loaders: a query client for this request alone, the API
 * called in-process, and the shop's public address (canonical links and JSON-LD are absolute);
 * and to the document, the build's stylesheets' texts, which it writes into the page.
 */
export type StorefrontContext = {
  queryClient: QueryClient;
  queries: Queries;
  infiniteQueries: InfiniteQueries;
  baseUrl: string;
  stylesheets?: Readonly<Record<string, string>>;
};

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
