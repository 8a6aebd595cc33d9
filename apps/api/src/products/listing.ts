import { CATEGORIES, FILTER_TYPES, PRICE_BANDS, PRODUCT_TYPES } from '@wtkit/domain';
import { and, eq, gt, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { products } from '../db/schema.js';
import type { ProductRow } from './mapping.js';
import type { ProductSearch } from './search.js';

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

/** The conditions of the facets' own filters, without that of the facet `omit`. */
function facetConditions(filters: ListingFilters, omit?: Facet): SQL[] {
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
  return conditions;
}

/** The conditions no facet counts by: stock, importance and the search. */
function commonConditions(filters: ListingFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.inStock === true) conditions.push(gt(products.stock, 0));
  if (filters.inStock === false) conditions.push(eq(products.stock, 0));
  if (filters.important) conditions.push(isNotNull(products.important));
  if (filters.search) conditions.push(filters.search.match);
  return conditions;
}

/** The conditions of `filters`. */
export function conditionsOf(filters: ListingFilters): SQL | undefined {
  const conditions = [...facetConditions(filters), ...commonConditions(filters)];
  return conditions.length ? and(...conditions) : undefined;
}

/** Whether any product matches `filters` (one row read at most). */
export async function anyMatching(db: Executor, filters: ListingFilters): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(products)
    .where(conditionsOf(filters))
    .limit(1);
  return rows.length > 0;
}

/** How many products match `where`, counted up to `upTo` at most (a scan that stops there). */
export async function countUpTo(
  db: Executor,
  where: SQL | undefined,
  upTo: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(upTo)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return row?.count ?? 0;
}

/** How many products a listing matches, and whether that is an estimate. */
export interface MatchCount {
  total: number;
  estimate: boolean;
}

/**
 * How many products match `filters`: counted exactly up to `exactUpTo` (a count that stops at
 * one more, so a broad listing does not read every match); past it, the planner's estimate of
 * the matches, never below what was counted.
 */
export async function countMatching(
  db: Executor & Pick<Db, 'execute'>,
  filters: ListingFilters,
  exactUpTo: number,
): Promise<MatchCount> {
  const where = conditionsOf(filters);
  const counted = await countUpTo(db, where, exactUpTo + 1);
  if (counted <= exactUpTo) return { total: counted, estimate: false };
  const planned = await plannedRows(
    db,
    sql`select 1 from ${products}${where ? sql` where ${where}` : sql``}`,
  );
  return { total: Math.max(counted, planned), estimate: true };
}

/** The rows the planner expects `query` to return (its statistics, no rows read). */
async function plannedRows(db: Pick<Db, 'execute'>, query: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan?: { 'Plan Rows'?: number } },
  ];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

export interface FacetCounts {
  category: { value: string; count: number }[];
  type: { value: string; count: number }[];
  filterType: { value: string; count: number }[];
  price: { minCents: number; maxCents: number | null; count: number }[];
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

const FACET_COLUMNS = {
  category: sql`${products.category}`,
  type: sql`${products.type}`,
  filterType: sql`${products.filterType}`,
  price: priceBand,
} satisfies Record<Facet, SQL>;
const FACETS = Object.keys(FACET_COLUMNS) as Facet[];

/** `count(*)` over the rows matching every facet filter but `facet`'s own. */
function countWithout(filters: ListingFilters, facet: Facet): SQL {
  const conditions = facetConditions(filters, facet);
  return conditions.length ? sql`count(*) filter (where ${and(...conditions)})` : sql`count(*)`;
}

/**
 * Counts by category, type, filter type and price band, each over the products matching every
 * filter but its own: the count beside a value is what choosing it instead would give. One read
 * of the matching rows (by the filters no facet counts by) answers all four, as grouping sets.
 */
export async function facetCounts(db: Executor, filters: ListingFilters): Promise<FacetCounts> {
  const common = commonConditions(filters);
  const whichFacet = (build: (facet: Facet) => SQL) =>
    sql`case ${sql.join(
      FACETS.map((facet) => sql`when grouping(${FACET_COLUMNS[facet]}) = 0 then ${build(facet)}`),
      sql` `,
    )} end`;
  const rows = await db
    .select({
      facet: sql<Facet>`${whichFacet((facet) => sql`${facet}`)}`,
      value: sql<string>`${whichFacet((facet) => sql`(${FACET_COLUMNS[facet]})::text`)}`,
      count: sql<number>`(${whichFacet((facet) => countWithout(filters, facet))})::int`,
    })
    .from(products)
    .where(common.length ? and(...common) : undefined)
    .groupBy(
      sql`grouping sets (${sql.join(
        FACETS.map((facet) => sql`(${FACET_COLUMNS[facet]})`),
        sql`, `,
      )})`,
    );
  const counts = Object.fromEntries(
    FACETS.map((facet) => [facet, new Map<string, number>()]),
  ) as Record<Facet, Map<string, number>>;
  for (const row of rows) counts[row.facet].set(row.value, row.count);
  return {
    category: everyValue(CATEGORIES, counts.category),
    type: everyValue(PRODUCT_TYPES, counts.type),
    filterType: everyValue(FILTER_TYPES, counts.filterType),
    price: PRICE_BANDS.map((band, index) => ({
      minCents: band.minCents,
      maxCents: band.maxCents,
      count: counts.price.get(String(index)) ?? 0,
    })),
  };
}
