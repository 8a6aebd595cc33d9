import { asc, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { products } from '../db/schema.js';

/** Rows read per query when the whole catalogue is walked (sitemap files, the CSV export). */
export const WALK_BATCH_SIZE = 1000;

export async function productCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  return row?.count ?? 0;
}

/** The id of the product `offset` places into the catalogue in id order (0 is the first). */
export async function productIdAt(db: Executor, offset: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(1);
  return row?.id;
}

/**
 * Walks products in id order (or another unique key's), `batchSize` rows a query, each read after the last id of the one
 * before (keyset paging): memory holds one batch, and a catalogue of any size costs the same per
 * row. `read` selects the rows after an id (or from the start); `limit` stops after that many rows.
 */
export async function* inIdBatches<Row extends { id: string }>(
  read: (after: string | undefined, size: number) => Promise<Row[]>,
  options: {
    after?: string | undefined;
    limit?: number;
    batchSize?: number;
    /** The key the rows are ordered by, when it is not the id. */
    keyOf?: (row: Row) => string;
  } = {},
): AsyncGenerator<Row[]> {
  const batchSize = options.batchSize ?? WALK_BATCH_SIZE;
  let left = options.limit ?? Number.POSITIVE_INFINITY;
  let after = options.after;
  while (left > 0) {
    const rows = await read(after, Math.min(batchSize, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    const last = rows[rows.length - 1] as Row;
    after = options.keyOf ? options.keyOf(last) : last.id;
    if (rows.length < batchSize) return;
  }
}

/** `where id > after` when there is an `after`. */
export const afterId = (after: string | undefined) =>
  after === undefined ? undefined : gt(products.id, after);
