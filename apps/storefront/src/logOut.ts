import { queryKeys } from '@wtkit/api-client';
import { api, queryClient } from './apiClient';
import { clearToken, readToken } from './session';

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
