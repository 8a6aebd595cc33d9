import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '@wtkit/api-client';

/**
 * What the API hands each request's loaders: a query client for this request alone, the API
 * called in-process, and the shop's public address (canonical links and JSON-LD are absolute).
 */
export type StorefrontContext = {
  queryClient: QueryClient;
  queries: Queries;
  baseUrl: string;
};

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
