import { CATEGORIES, FILTER_TYPES, PRICE_BANDS, PRODUCT_TYPES } from '@wtkit/domain';
import { and, eq, gt, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { products } from '../db/schema.js';
import type { ApiProduct, ProductRow } from './mapping.js';
import { productWithParts, toApi } from './queries.js';
import type { ProductSearch } from './search.js';
import { afterKeys, orderBy, type SortKey } from './sorts.js';

/** What a listing is narrowed to; every field optional. */
export interface ListingFilters {
  category?: ProductRow['category'] | undefined;
  type?: ProductRow['type'] | undefined;
  filterType?: ProductRow['filterType'] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  important?: boolean | undefined;
  /** Search text, trimmed. */
  q?: string | undefined;
  /** The search for `q`, read with the shop's synonyms (see `productSearch`). */
  search?: ProductSearch | undefined;
}

/** A facet: the filter it counts by, left out of its own counts. */
type Facet = 'category' | 'type' | 'filterType' | 'price';

/** The conditions of `filters`, without those of the facet `omit`. */
function conditionsOf(filters: ListingFilters, omit?: Facet): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.category && omit !== 'category')
    conditions.push(eq(products.category, filters.category));
  if (filters.type && omit !== 'type') conditions.push(eq(products.type, filters.type));
  if (filters.filterType && omit !== 'filterType')
    conditions.push(eq(products.filterType, filters.filterType));
  if (omit !== 'price') {
    if (filters.minPrice !== undefined) conditions.push(gte(products.priceCents, filters.minPrice));
    if (filters.maxPrice !== undefined) conditions.push(lte(products.priceCents, filters.maxPrice));
  }
  if (filters.inStock === true) conditions.push(gt(products.stock, 0));
  if (filters.inStock === false) conditions.push(eq(products.stock, 0));
  if (filters.important) conditions.push(isNotNull(products.important));
  if (filters.search) conditions.push(filters.search.match);
  return conditions.length ? and(...conditions) : undefined;
}

export interface PageRows {
  products: ApiProduct[];
  /** The key values of the last product, when another page follows. */
  lastKeys: string[] | null;
}

/** `limit` products in the keys' order, starting after the product whose key values are `after`. */
export async function productPageRows(
  db: Executor,
  filters: ListingFilters,
  keys: SortKey[],
  limit: number,
  after: string[] | null,
): Promise<PageRows> {
  const matching = conditionsOf(filters);
  const where = after ? and(matching, afterKeys(keys, after)) : matching;
  const rows = await db
    .select({
      ...productWithParts,
      sortValues: sql<string[]>`array[${sql.join(
        keys.map((key) => sql`(${key.value})::text`),
        sql`, `,
      )}]`,
    })
    .from(products)
    .where(where)
    .orderBy(...orderBy(keys))
    // One more than the page: whether another page follows, without counting.
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    products: page.map(toApi),
    lastKeys: rows.length > limit && last ? last.sortValues : null,
  };
}

/** How many products match `filters`. */
export async function countMatching(db: Executor, filters: ListingFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(conditionsOf(filters));
  return row?.count ?? 0;
}

export interface FacetCounts {
  category: { value: string; count: number }[];
  type: { value: string; count: number }[];
  filterType: { value: string; count: number }[];
  price: { minCents: number; maxCents: number | null; count: number }[];
}

async function countsBy(db: Executor, filters: ListingFilters, facet: Facet, value: SQL) {
  const rows = await db
    .select({ value: sql<string>`${value}::text`, count: sql<number>`count(*)::int` })
    .from(products)
    .where(conditionsOf(filters, facet))
    .groupBy(value);
  return new Map(rows.map((row) => [row.value, row.count]));
}

const everyValue = (values: readonly string[], counts: Map<string, number>) =>
  values.map((value) => ({ value, count: counts.get(value) ?? 0 }));

/** The price band a product falls in, by its index in PRICE_BANDS. */
const priceBand = sql`case ${sql.join(
  PRICE_BANDS.map((band, index) =>
    band.maxCents === null
      ? sql`when ${products.priceCents} >= ${sql.raw(String(band.minCents))} then ${sql.raw(String(index))}`
      : sql`when ${products.priceCents} between ${sql.raw(String(band.minCents))} and ${sql.raw(String(band.maxCents))} then ${sql.raw(String(index))}`,
  ),
  sql` `,
)} end`;

/**
 * Counts by category, type, filter type and price band, each over the products matching every
 * filter but its own: the count beside a value is what choosing it instead would give.
 */
export async function facetCounts(db: Executor, filters: ListingFilters): Promise<FacetCounts> {
  const [category, type, filterType, price] = await Promise.all([
    countsBy(db, filters, 'category', sql`${products.category}`),
    countsBy(db, filters, 'type', sql`${products.type}`),
    countsBy(db, filters, 'filterType', sql`${products.filterType}`),
    countsBy(db, filters, 'price', priceBand),
  ]);
  return {
    category: everyValue(CATEGORIES, category),
    type: everyValue(PRODUCT_TYPES, type),
    filterType: everyValue(FILTER_TYPES, filterType),
    price: PRICE_BANDS.map((band, index) => ({
      minCents: band.minCents,
      maxCents: band.maxCents,
      count: price.get(String(index)) ?? 0,
    })),
  };
}
