import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { unwrap } from './errors.js';
import type { components } from './generated/schema.js';
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
    listProductCards: (query: ListProductsQuery = {}) =>
      queryOptions({
        queryKey: queryKeys.products.cards(query),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/products/cards', { params: { query }, signal })),
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
    listPromoCodes: () =>
      queryOptions({
        queryKey: queryKeys.promoCodes,
        queryFn: ({ signal }) => unwrap(client.GET('/admin/promo-codes', { signal })),
      }),
    listMyCoupons: () =>
      queryOptions({
        queryKey: queryKeys.coupons,
        queryFn: ({ signal }) => unwrap(client.GET('/users/me/coupons', { signal })),
      }),
    /** The methods serving a state, cheapest first, priced for a subtotal after the discount. */
    listShippingMethodsForState: (state: string, subtotal?: number) =>
      queryOptions({
        queryKey: queryKeys.shipping.forState(state, subtotal),
        queryFn: ({ signal }) =>
          unwrap(
            client.GET('/shipping-methods', {
              params: { query: { state, ...(subtotal === undefined ? {} : { subtotal }) } },
              signal,
            }),
          ),
      }),
    listShippingMethods: () =>
      queryOptions({
        queryKey: queryKeys.shipping.admin,
        queryFn: ({ signal }) => unwrap(client.GET('/admin/shipping-methods', { signal })),
      }),
    listTaxRates: () =>
      queryOptions({
        queryKey: queryKeys.taxRates,
        queryFn: ({ signal }) => unwrap(client.GET('/admin/tax-rates', { signal })),
      }),
    listSearchSynonyms: () =>
      queryOptions({
        queryKey: queryKeys.searchSynonyms,
        queryFn: ({ signal }) => unwrap(client.GET('/search/synonyms', { signal })),
      }),
    /**
     * The search box's suggestions for `q` (trimmed; blank text is refused by the server, so ask
     * only with text). Kept a minute: the server lets caches keep them briefly too.
     */
    suggestSearch: (q: string) =>
      queryOptions({
        queryKey: queryKeys.searchSuggestions(q.trim()),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/search/suggestions', { params: { query: { q: q.trim() } }, signal })),
        staleTime: 60_000,
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
    listPaymentMethods: () =>
      queryOptions({
        queryKey: queryKeys.paymentMethods,
        queryFn: ({ signal }) => unwrap(client.GET('/payment-methods', { signal })),
      }),
    listPlans: () =>
      queryOptions({
        queryKey: queryKeys.plans,
        queryFn: ({ signal }) => unwrap(client.GET('/plans', { signal })),
      }),
    describePlanLink: (token: string) =>
      queryOptions({
        queryKey: queryKeys.planLink(token),
        queryFn: ({ signal }) =>
          unwrap(client.GET('/plan-links/{token}', { params: { path: { token } }, signal })),
        // An unknown, used or expired link answers the same on every try.
        retry: false,
      }),
    listUpcomingPlanOrders: () =>
      queryOptions({
        queryKey: queryKeys.upcomingPlanOrders,
        queryFn: ({ signal }) => unwrap(client.GET('/admin/upcoming-plan-orders', { signal })),
      }),
    listPlanCycles: (status?: components['schemas']['PlanCycleStatus']) =>
      queryOptions({
        queryKey: queryKeys.planCycles(status),
        queryFn: ({ signal }) =>
          unwrap(
            client.GET('/admin/plan-cycles', {
              params: { query: status ? { status } : {} },
              signal,
            }),
          ),
      }),
    getTestClock: () =>
      queryOptions({
        queryKey: queryKeys.testClock,
        queryFn: ({ signal }) => unwrap(client.GET('/test-clock', { signal })),
      }),
    /**
     * The payment intent of a checkout, read as a query: the server answers the same open (or
     * already paid, not yet ordered) intent for the same items and amount, so asking again never
     * charges twice. One per checkout: never refetched while the page shows it, dropped when the
     * page goes, and a refusal (a $0 total, a changed price) is shown, not asked again. No abort
     * signal: a screen that unmounts while it is asked does not cancel a POST the server may have
     * acted on.
     */
    createPaymentIntent: (body: components['schemas']['CreatePaymentIntentRequest']) =>
      queryOptions({
        queryKey: queryKeys.paymentIntent(body),
        queryFn: () => unwrap(client.POST('/payments/create-payment-intent', { body })),
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 0,
        retry: false,
      }),
  };
}

export type Queries = ReturnType<typeof createQueries>;
