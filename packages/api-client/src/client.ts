import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema.js';

export interface ApiClientOptions {
  /** Root of the API, e.g. `/api/v1` or `https://shop.example.com/api/v1`. */
  baseUrl: string;
  /** The session token, if any; sent as `Authorization: Bearer <token>`. */
  getToken?: () => string | null | undefined;
  /**
   * Called when a request that carried a token is answered 401: the session is gone, so the host
   * clears it and sends the user to sign in. A 401 to a request without a token (a wrong password
   * at login) is an ordinary error and does not call this.
   */
  onUnauthorized?: (response: Response) => void;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

export type ApiClient = Client<paths>;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(sessionMiddleware(options));
  return client;
}

function sessionMiddleware({ getToken, onUnauthorized }: ApiClientOptions): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    // Returns nothing: the response passes through untouched.
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('Authorization')) {
        onUnauthorized?.(response);
      }
    },
  };
}
