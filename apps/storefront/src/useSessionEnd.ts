import { ORDERS_UNAUTHORIZED_REDIRECT_MS } from '@wtkit/domain';
import { useEffect } from 'react';
import { isUnauthorized } from './errors';
import { useTimedRedirect } from './useTimedRedirect';

/**
 * Whether the server refused the session's token to any of a page's requests; if so, after a
 * moment (for the page to say why), the sign-in page.
 */
export function useSessionEnd(requests: readonly { error: unknown }[]): boolean {
  const redirect = useTimedRedirect();
  const expired = requests.some((request) => isUnauthorized(request.error));

  useEffect(() => {
    if (expired) redirect('/log', ORDERS_UNAUTHORIZED_REDIRECT_MS);
  }, [expired, redirect]);

  return expired;
}
