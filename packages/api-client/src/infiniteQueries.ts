import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { unwrap } from './errors.js';
import { queryKeys } from './queryKeys.js';
import type { ListProductsQuery, ProductPaging } from './types.js';

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
          unwrap(client.GET('/products', { params: { query: at(query, pageParam) }, signal })),
        ...paging(start),
      }),
    /** The same pages with each product as a card (`GET /products/cards`): a listing's tiles. */
    listProductCards: (
      query: Omit<ListProductsQuery, 'cursor'> = {},
      start: string | null = null,
    ) =>
      infiniteQueryOptions({
        queryKey: queryKeys.products.cardPages(query, start),
        queryFn: ({ pageParam, signal }) =>
          unwrap(
            client.GET('/products/cards', { params: { query: at(query, pageParam) }, signal }),
          ),
        ...paging(start),
      }),
  };
}

/** A listing's query asking for the page at `cursor` (null: its first). */
const at = (query: Omit<ListProductsQuery, 'cursor'>, cursor: string | null) =>
  cursor ? { ...query, cursor } : query;

/** How a listing's pages lead to the ones on each side, from the one at `start`. */
const paging = (start: string | null) => ({
  initialPageParam: start,
  getNextPageParam: (page: ProductPaging) => page.nextCursor,
  getPreviousPageParam: (page: ProductPaging) => page.prevCursor,
});

export type InfiniteQueries = ReturnType<typeof createInfiniteQueries>;
