import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The query families a mutation makes stale, carried in `meta` so one cache hook can refresh them. */
export interface InvalidationMeta extends Record<string, unknown> {
  invalidates: readonly QueryKey[];
}

/**
 * Pass to `new MutationCache({ onSuccess })`: after any successful mutation built here, refresh the
 * query families named in its `meta.invalidates`.
 */
export function invalidateFromMeta(queryClient: QueryClient) {
  return async (
    _data: unknown,
    _variables: unknown,
    _context: unknown,
    mutation: { meta?: Record<string, unknown> | undefined },
  ): Promise<void> => {
    const keys = (mutation.meta as Partial<InvalidationMeta> | undefined)?.invalidates ?? [];
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
