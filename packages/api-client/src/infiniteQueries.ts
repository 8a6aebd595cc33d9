import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { unwrap } from './errors.js';
import { queryKeys } from './queryKeys.js';
import type { ListProductsQuery } from './types.js';

/**
 * Option factories for `useInfiniteQuery`, named by operationId like `createQueries`: the pages
 * of a paged read, each asked with the cursor the one before answered, for screens that show
 * more on demand ("Show more").
 */
export function createInfiniteQueries(client: ApiClient) {
  return {
    /**
     * A listing's pages from the one at `start` (a cursor; null for the first), with the pages
     * after it and before it asked on demand.
     */
    listProducts: (query: Omit<ListProductsQuery, 'cursor'> = {}, start: string | null = null) =>
      infiniteQueryOptions({
        queryKey: queryKeys.products.pages(query, start),
        queryFn: ({ pageParam, signal }) =>
          unwrap(
            client.GET('/products', {
              params: { query: pageParam ? { ...query, cursor: pageParam } : query },
              signal,
            }),
          ),
        initialPageParam: start,
        getNextPageParam: (page) => page.nextCursor,
        getPreviousPageParam: (page) => page.prevCursor,
      }),
  };
}

export type InfiniteQueries = ReturnType<typeof createInfiniteQueries>;
