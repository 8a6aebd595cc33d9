import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { products } from '../db/schema.js';
import { countUpTo } from './listing.js';
import type { ProductSearch } from './search.js';

/**
 * The matches a search ranks (docs/decisions/0051-catalogue-speed.md): a broad word may match a
 * large share of the catalogue, and ranking every match reads every match's document. The first
 * `RANKED_CANDIDATES` matches by name (and the product whose SKU is the query, wherever it falls)
 * are ranked, best first; the matches after them follow by name, unranked. With fewer matches,
 * every match is ranked, as before. The set's end, the last candidate's name and id, is found by
 * the first page and carried by the cursor, so every page of a listing splits it alike.
 */
export const RANKED_CANDIDATES = 250;

/** The name and id of the last candidate; null when every match is one. */
export type RankedEnd = [name: string, id: string] | null;

export interface RankedSet {
  end: RankedEnd;
  /** True for the products ranked. */
  condition(search: ProductSearch): SQL;
}

export const rankedSet = (end: RankedEnd): RankedSet => ({
  end,
  condition: (search) =>
    end
      ? sql`(${search.exactSku} or (${products.name}, ${products.id}) <= (${end[0]}, cast(${end[1]} as uuid)))`
      : sql`true`,
});

/** Every match ranked: searches with fewer matches than the candidates. */
export const ALL_RANKED = rankedSet(null);

/** Where the ranked set of the matches of `matching` ends: the candidates' last by name. */
export async function rankedEnd(db: Executor, matching: SQL | undefined): Promise<RankedEnd> {
  const [row] = await db
    .select({ name: products.name, id: sql<string>`${products.id}::text` })
    .from(products)
    .where(and(matching))
    .orderBy(products.name, products.id)
    .offset(RANKED_CANDIDATES - 1)
    .limit(1);
  return row ? [row.name, row.id] : null;
}

/**
 * The ranked set of the matches of `matching`, for a read with no count of its own (the
 * suggestions): a count that stops past the candidates tells whether there are more, and only
 * then is the set's end looked for.
 */
export async function boundedRankedSet(db: Executor, matching: SQL): Promise<RankedSet> {
  const more = (await countUpTo(db, matching, RANKED_CANDIDATES + 1)) > RANKED_CANDIDATES;
  return rankedSet(more ? await rankedEnd(db, matching) : null);
}
