// @ts-expect-error: the build made by React Router's Vite plugin, typed by it at build time.
import * as build from 'virtual:react-router/server-build';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient, createInfiniteQueries, createQueries } from '@wtkit/api-client';
import { API_BASE_PATH } from '@wtkit/domain';
import { createRequestHandler } from 'react-router';
import type { StorefrontContext } from './context';

export interface StorefrontHandlerOptions {
  /** Answers an API request in the same process (the server's own router, no network). */
  fetchApi: (request: Request) => Response | Promise<Response>;
  /** The shop's public address (`PUBLIC_URL`). */
  baseUrl: string;
  /** The client build's stylesheets by address (`/assets/….css`): their text. */
  stylesheets?: Readonly<Record<string, string>>;
}

/** The storefront's pages as one fetch handler, which the API's Hono server mounts. */
export function createStorefrontHandler(options: StorefrontHandlerOptions) {
  const handle = createRequestHandler(build, 'production');
  const api = createApiClient({
    baseUrl: `http://storefront.internal${API_BASE_PATH}`,
    fetch: (input, init) =>
      Promise.resolve(
        options.fetchApi(input instanceof Request && !init ? input : new Request(input, init)),
      ),
  });
  const queries = createQueries(api);
  const infiniteQueries = createInfiniteQueries(api);
  return (request: Request) => {
    const context: StorefrontContext = {
      queryClient: new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
      }),
      queries,
      infiniteQueries,
      baseUrl: options.baseUrl,
      stylesheets: options.stylesheets,
    };
    return handle(request, context);
  };
}
