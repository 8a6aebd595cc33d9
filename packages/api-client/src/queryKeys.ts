import type { components } from './generated/schema.js';
import type { ListProductsQuery } from './types.js';

/**
 * Stable query keys, shaped as trees so a prefix invalidates a family: invalidating
 * `queryKeys.products.all` refreshes every list, the featured rail and every detail.
 */
export const queryKeys = {
  tds: (zip: string) => ['waterquality', 'tds', zip] as const,
  products: {
    all: ['products'] as const,
    list: (query: ListProductsQuery = {}) => ['products', 'list', normalizeQuery(query)] as const,
    /** One page of cards (`GET /products/cards`). */
    cards: (query: ListProductsQuery = {}) => ['products', 'card', normalizeQuery(query)] as const,
    /**
     * A listing's pages shown one after another from `start` (a cursor; null: its first page),
     * as one query (`createInfiniteQueries`).
     */
    pages: (query: ListProductsQuery = {}, start: string | null = null) =>
      ['products', 'pages', normalizeQuery(query), start] as const,
    /** The same pages as cards (`GET /products/cards`). */
    cardPages: (query: ListProductsQuery = {}, start: string | null = null) =>
      ['products', 'cards', normalizeQuery(query), start] as const,
    featured: ['products', 'featured'] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
  },
  me: ['users', 'me'] as const,
  cart: ['cart'] as const,
  orders: {
    all: ['orders'] as const,
    received: ['orders', 'received'] as const,
    mine: ['orders', 'mine'] as const,
  },
  tracker: ['trackers'] as const,
  paymentMethods: ['payment-methods'] as const,
  plans: ['plans'] as const,
  /** A link of a plan's messages (no sign-in), and the plan cycles the admin sees. */
  planLink: (token: string) => ['plan-links', token] as const,
  planCycles: (status?: components['schemas']['PlanCycleStatus']) =>
    ['plans', 'cycles', status ?? 'all'] as const,
  /** The plan orders of the next 30 days by product (admin). */
  upcomingPlanOrders: ['plans', 'upcoming'] as const,
  testClock: ['test-clock'] as const,
  searchSynonyms: ['search', 'synonyms'] as const,
  /** Every promo code (admin) and the shopper's granted ones. */
  promoCodes: ['promo-codes'] as const,
  coupons: ['promo-codes', 'coupons'] as const,
  /** Every shipping method (admin) and the ones checkout offers for a state and subtotal. */
  shipping: {
    all: ['shipping-methods'] as const,
    admin: ['shipping-methods', 'admin'] as const,
    forState: (state: string, subtotal?: number) =>
      ['shipping-methods', 'state', state, subtotal ?? null] as const,
  },
  taxRates: ['tax-rates'] as const,
  /** The search box's suggestions for text as typed (trimmed). */
  searchSuggestions: (q: string) => ['search', 'suggestions', q] as const,
  /** The payment intent for what a checkout charges: the amount, and the items of a Buy it Now. */
  paymentIntent: (body: components['schemas']['CreatePaymentIntentRequest']) =>
    ['payments', 'intent', normalizeQuery(body)] as const,
};

/** Drops undefined entries so `{ q: undefined }` and `{}` share a cache entry. */
function normalizeQuery<Query extends object>(query: Query): Query {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Query;
}
