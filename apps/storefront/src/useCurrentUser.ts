import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queries } from './apiClient';
import { clearToken, useToken } from './session';

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
    /** Why the user could not be loaded: kept after the failure has cleared the token. */
    error: me.isError ? me.error : null,
  };
}
