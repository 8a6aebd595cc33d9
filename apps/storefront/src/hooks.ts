import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@wtkit/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router-dom';
import { clearToken, queries, useToken } from './session';

/**
 * The signed-in user (GET /users/me); a failing call means the session is over and clears the
 * token. `isLoading` while the session is not known yet (server render, hydration) or the user is
 * on the way.
 */
export function useCurrentUser() {
  const token = useToken();
  const me = useQuery({ ...queries.getMe(), enabled: Boolean(token) });
  const failed = me.isError;
  useEffect(() => {
    if (failed && token) clearToken();
  }, [failed, token]);
  return {
    token,
    user: token ? (me.data?.data ?? null) : null,
    isLoading: token === undefined || (token !== null && me.isPending),
  };
}

/** The cart of the signed-in user, or nothing when signed out. */
export function useCart() {
  const token = useToken();
  return useQuery({ ...queries.getCart(), enabled: Boolean(token) });
}

/** Navigates after a delay (the spec's timed redirects); the timer dies with the screen. */
export function useTimedRedirect() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, options?: NavigateOptions) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, options), delayMs);
    },
    [navigate],
  );
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * The server's sentence when it sent one, else the screen's fallback (001 §8); with no fallback,
 * the status line (`HTTP error! status: N`) rather than nothing.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return error.serverMessage ?? (fallback || error.message);
}
