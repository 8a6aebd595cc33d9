import { TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { startTransition, useEffect, useState } from 'react';
import { pageIsHydrated } from './hydrated';

// The session token lives in localStorage under `token`; this small store lets React
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
 *
 * Not `useSyncExternalStore`: its browser value differing from the server's after hydration
 * (no token against unknown, for every visitor who is not signed in) makes React render every
 * reader again at once, the frame and the page in one long task. Here that first value comes in
 * a transition, rendered in short slices; a component mounted after hydration starts with the
 * stored token, and a sign-in, a log-out or another tab's change reaches every reader at once.
 */
export function useToken(): string | null | undefined {
  const [token, setTokenState] = useState(() => (pageIsHydrated() ? readToken() : undefined));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first value is compared once
  useEffect(() => {
    const update = () => setTokenState(readToken());
    const unsubscribe = subscribe(update);
    if (token !== readToken()) {
      if (pageIsHydrated()) update();
      else startTransition(update);
    }
    return unsubscribe;
  }, []);
  return token;
}
