import { MutationCache, QueryClient } from '@tanstack/react-query';
import { createApiClient, createQueries, invalidateFromMeta, queryKeys } from '@wtkit/api-client';
import { API_BASE_PATH, TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { useSyncExternalStore } from 'react';

// The session token lives in localStorage under `token` (000 §3); this small store lets React
// re-render when it changes (sign-in, Log Out, a 401, another tab).
const listeners = new Set<() => void>();

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The document has the class `wt-session` while a token is stored: the page's first paint (an
 * inline script sets it before the scripts run) keeps the avatar's place in the header.
 */
function markSession() {
  document.documentElement.classList.toggle('wt-session', readToken() !== null);
}

function emit() {
  markSession();
  for (const listener of listeners) listener();
}

export function setToken(token: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  emit();
}

export function clearToken() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY) {
      markSession();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The session token; `undefined` while it cannot be known: on the server, which has no
 * localStorage, and in the browser while the server's page hydrates (the first render must match
 * the server's). Pages show their loading state then, never the signed-out one.
 */
export function useToken(): string | null | undefined {
  return useSyncExternalStore(subscribe, readToken, () => undefined);
}

export const api = createApiClient({
  baseUrl: API_BASE_PATH,
  getToken: readToken,
  // A request that carried a token was refused: the session is over. Screens that asked show
  // their own message (Session expired...) and redirect; here the token just goes.
  onUnauthorized: () => clearToken(),
});

export const queries = createQueries(api);

export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof Error && 'status' in error && Number(error.status) < 500),
    },
  },
  mutationCache: new MutationCache({
    onSuccess: (data, variables, context, mutation) =>
      invalidateFromMeta(queryClient)(data, variables, context, mutation),
  }),
});

/**
 * Log Out: ends the session on the server (every token of the account stops working),
 * then clears the token and every cached answer that belonged to the user. Signing out here never
 * waits for the network or fails offline: the server call goes on its own.
 */
export function logOut() {
  const token = readToken();
  if (token)
    void api
      .POST('/auth/logout', { headers: { Authorization: `Bearer ${token}` } })
      .catch(() => {});
  clearToken();
  queryClient.removeQueries({ queryKey: queryKeys.me });
  queryClient.removeQueries({ queryKey: queryKeys.cart });
  queryClient.removeQueries({ queryKey: queryKeys.orders.all });
  queryClient.removeQueries({ queryKey: queryKeys.tracker });
}
