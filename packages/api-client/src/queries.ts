import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { unwrap } from './errors.js';
import { queryKeys } from './queryKeys.js';
import type { ListProductsQuery } from './types.js';

/** Query option factories for every read of the API, named by operationId: `useQuery(queries.getProduct(id))`. */
export function createQueries(client: ApiClient) {
  return {
    getTdsByZip: (zip: string) =>
      queryOptions({
        queryKey: queryKeys.tds(zip),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/waterquality/tds', { params: { query: { zip } }, signal })),
      }),
    listProducts: (query: ListProductsQuery = {}) =>
      queryOptions({
        queryKey: queryKeys.products.list(query),
        queryFn: ({ signal }) => unwrap(client.GET('/products', { params: { query }, signal })),
      }),
    listFeaturedProducts: () =>
      queryOptions({
        queryKey: queryKeys.products.featured,
        queryFn: ({ signal }) => unwrap(client.GET('/products/featured', { signal })),
      }),
    getProduct: (id: string) =>
      queryOptions({
        queryKey: queryKeys.products.detail(id),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/products/{id}', { params: { path: { id } }, signal })),
      }),
    getMe: () =>
      queryOptions({
        queryKey: queryKeys.me,
        queryFn: ({ signal }) => unwrap(client.GET('/users/me', { signal })),
      }),
    getCart: () =>
      queryOptions({
        queryKey: queryKeys.cart,
        queryFn: ({ signal }) => unwrap(client.GET('/cart', { signal })),
      }),
    listOrders: () =>
      queryOptions({
        queryKey: queryKeys.orders.received,
        queryFn: ({ signal }) => unwrap(client.GET('/orders', { signal })),
      }),
    listMyOrders: () =>
      queryOptions({
        queryKey: queryKeys.orders.mine,
        queryFn: ({ signal }) => unwrap(client.GET('/orders/myorders', { signal })),
      }),
    getTracker: () =>
      queryOptions({
        queryKey: queryKeys.tracker,
        queryFn: ({ signal }) => unwrap(client.GET('/trackers', { signal })),
      }),
  };
}

export type Queries = ReturnType<typeof createQueries>;
