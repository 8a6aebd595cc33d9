import { MutationCache, QueryClient } from '@tanstack/react-query';
import { invalidateFromMeta } from '@wtkit/api-client';

/**
 * The browser's query cache. Every mutation of the api-client names the query families it makes
 * stale (`meta.invalidates`); they are refreshed here, before the mutation settles.
 */
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
