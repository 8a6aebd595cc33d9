import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { unwrap } from './errors.js';
import { queryKeys } from './queryKeys.js';
import type { ListProductsQuery, Product } from './types.js';

/** The most products one page of `listProducts` holds (the contract's `ProductPageLimit`). */
export const PRODUCT_PAGE_MAX = 100;

/**
 * Every product a listing query matches, page after page: for the few screens that must offer
 * them all (the product form's parts), never for a listing people scroll.
 */
export async function everyProduct(
  client: ApiClient,
  query: Omit<ListProductsQuery, 'limit' | 'cursor'> = {},
  signal?: AbortSignal,
): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | undefined;
  do {
    const page = await unwrap(
      client.GET('/products', {
        params: { query: { ...query, limit: PRODUCT_PAGE_MAX, ...(cursor ? { cursor } : {}) } },
        signal,
      }),
    );
    products.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return products;
}

/** `everyProduct` as a query: under `products`, so a catalogue write refreshes it too. */
export const everyProductQuery = (
  client: ApiClient,
  query: Omit<ListProductsQuery, 'limit' | 'cursor'> = {},
) =>
  queryOptions({
    queryKey: queryKeys.products.every(query),
    queryFn: ({ signal }) => everyProduct(client, query, signal),
  });
