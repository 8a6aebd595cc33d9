import { type ApiClient, createQueries } from '@wtkit/api-client';
import { createQueryClient } from './queryClient';

/** The browser's API client and what it is made of (openapi-fetch), loaded once. */
export const loadApi = () => import('./browserApi').then((module) => module.browserApi);

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * The browser's API client (`browserApi`: the stored token as the bearer), loaded with its first
 * request rather than with the page's first scripts: a page comes with the server's answers, and
 * `entry.client.tsx` loads the client as soon as the page is hydrated. Only the request methods are
 * forwarded (the app adds no middleware of its own).
 */
export const api = Object.fromEntries(
  METHODS.map((method) => [
    method,
    (...args: unknown[]) =>
      loadApi().then((client) => (client[method] as (...a: unknown[]) => unknown)(...args)),
  ]),
) as unknown as ApiClient;

/** The query option factories the screens read the API with. */
export const queries = createQueries(api);

/**
 * The browser's query cache, which the API's answers fill. Here with the client: every screen
 * that asks the API has both, so they load as one.
 */
export const queryClient = createQueryClient();
