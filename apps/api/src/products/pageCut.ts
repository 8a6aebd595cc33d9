import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { products } from '../db/schema.js';
import { conditionsOf, type ListingFilters } from './listing.js';
import type { RankedSet } from './rankedSet.js';
import { afterKeys, flipped, orderBy, type SortKey } from './sorts.js';

/**
 * Where a page is read from: after or before the product whose key values are `values`, in the
 * listing's order; with no values, from the listing's start (after) or its end (before).
 */
export interface PageStart {
  direction: 'after' | 'before';
  values: string[] | null;
}

/** How a page's products are read whole once the page is cut: by id, in the order of the ids. */
export type ReadByIds<Shown> = (db: Executor, ids: string[]) => Promise<Shown[]>;

export interface PageRows<Shown> {
  /** The page's products, in the listing's order whichever way it was read. */
  products: Shown[];
  /** The key values of the page's first and last product; null on an empty page. */
  firstKeys: string[] | null;
  lastKeys: string[] | null;
  /** Whether another product lies beyond the page, in the direction it was read. */
  more: boolean;
}

/**
 * A run of the listing ordered by keys of its own: the whole listing, or one of the two sets of
 * a bounded relevance order. `skip` is how many of the listing's leading keys the run's keys
 * leave out (constant within it); `set` is the value of its first key that says a product is in
 * it.
 */
interface Segment {
  where: SQL | undefined;
  keys: SortKey[];
  skip: number;
  set?: string;
}

/**
 * The runs a listing reads in order: one, or, when the matches are more than the ranked set,
 * the ranked candidates best first (keys: set 0, rank, name, id), then the other matches by name
 * (set 1, rank 0). Each run is its own query, so the ranked part reads the candidates alone and
 * the other reads the name index from the set's end, neither every match.
 */
function segmentsOf(filters: ListingFilters, keys: SortKey[], ranked?: RankedSet): Segment[] {
  const matching = conditionsOf(filters);
  if (!ranked?.end || !filters.search) return [{ where: matching, keys, skip: 0 }];
  const candidate = ranked.condition(filters.search);
  return [
    { where: and(matching, candidate), keys: keys.slice(1), skip: 1, set: '0' },
    { where: and(matching, sql`not ${candidate}`), keys: keys.slice(2), skip: 2, set: '1' },
  ];
}

/**
 * `limit` products in the keys' order, right after or right before `start`. Keyset both ways:
 * backwards is the runs in reverse order, each by its keys flipped, then the rows reversed, so a
 * page far from the start costs what the first costs. The page is cut first, by ids and key
 * values alone; only its own rows are then read, by `read` (whole products, or cards).
 */
export async function productPageRows<Shown>(
  db: Executor,
  read: ReadByIds<Shown>,
  filters: ListingFilters,
  keys: SortKey[],
  limit: number,
  start: PageStart,
  ranked?: RankedSet,
): Promise<PageRows<Shown>> {
  const cutBy = (where: SQL | undefined, order: SortKey[], rows: number) =>
    db
      .select({
        id: products.id,
        sortValues: sql<string[]>`array[${sql.join(
          keys.map((key) => sql`(${key.value})::text`),
          sql`, `,
        )}]`,
      })
      .from(products)
      .where(where)
      .orderBy(...orderBy(order))
      .limit(rows);
  const backwards = start.direction === 'before';
  const segments = segmentsOf(filters, keys, ranked);
  const runs = backwards ? [...segments].reverse() : segments;
  const { values } = start;
  const from = values
    ? Math.max(
        0,
        runs.findIndex((run) => run.set === undefined || run.set === values[0]),
      )
    : 0;
  // One more than the page: whether another page follows, without counting.
  const rows = limit + 1;
  const cut: { id: string; sortValues: string[] }[] = [];
  for (let index = from; index < runs.length && cut.length < rows; index += 1) {
    const run = runs[index] as Segment;
    const order = backwards ? flipped(run.keys) : run.keys;
    const bound = values && index === from ? afterKeys(order, values.slice(run.skip)) : undefined;
    cut.push(...(await cutBy(and(run.where, bound), order, rows - cut.length)));
  }
  const page = cut.slice(0, limit);
  if (backwards) page.reverse();
  return {
    products: await read(
      db,
      page.map((row) => row.id),
    ),
    firstKeys: page.at(0)?.sortValues ?? null,
    lastKeys: page.at(-1)?.sortValues ?? null,
    more: cut.length > limit,
  };
}
