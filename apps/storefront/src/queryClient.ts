import { MutationCache, QueryClient } from '@tanstack/react-query';
import { invalidateFromMeta } from '@wtkit/api-client';

/**
 * A query cache as the browser's: every mutation of the api-client names the query families it
 * makes stale (`meta.invalidates`), and they are refreshed here before the mutation settles, so
 * a screen that awaits a change shows the server's new answers without asking for them itself.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
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
        invalidateFromMeta(client)(data, variables, context, mutation),
    }),
  });
  return client;
}
