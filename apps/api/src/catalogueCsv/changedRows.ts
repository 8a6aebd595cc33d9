import type { ProductPayload } from '@wtkit/domain';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { products } from '../db/schema.js';
import { type ProductColumns, toColumns } from '../products/index.js';

/** The columns a row of the file writes: all but the id and the timestamps. */
export const {
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  ...rowColumns
} = getTableColumns(products);
const columnKeys = Object.keys(rowColumns) as (keyof typeof rowColumns)[];

/** Whether a value from the file is the stored one (an absent value is the column's null). */
function same(fromFile: unknown, stored: unknown): boolean {
  const value = fromFile ?? null;
  if (Array.isArray(value) && Array.isArray(stored))
    return value.length === stored.length && value.every((item, i) => item === stored[i]);
  return value === stored;
}

/**
 * The rows of a batch that add a product or change a stored one, each as the columns it writes.
 * A row equal to its stored product is left out before the insert: the insert would compute its
 * stored search document (docs/decisions/0045-indexed-search.md) before the conflict is seen,
 * and a statement of no rows fires no trigger, so an unchanged file leaves the catalogue's
 * generation where it was. Only a value equal as stored counts as unchanged; anything else goes on
 * to the upsert, which compares again in the database (its `where ... is distinct from`).
 *
 * The stored products are read `for update`, as the upsert would lock them on its conflict, so
 * none changes between this comparison and the end of the import.
 */
export async function changedRows(
  tx: Executor,
  payloads: readonly ProductPayload[],
): Promise<{ rows: ProductColumns[]; payloads: ProductPayload[] }> {
  const stored = await tx
    .select(rowColumns)
    .from(products)
    .where(
      inArray(
        products.sku,
        payloads.map((payload) => payload.sku),
      ),
    )
    .orderBy(products.sku)
    .for('update');
  const bySku = new Map(stored.map((row) => [row.sku, row]));
  const changed = { rows: [] as ProductColumns[], payloads: [] as ProductPayload[] };
  for (const payload of payloads) {
    const row = toColumns(payload);
    const current = bySku.get(payload.sku);
    if (current && columnKeys.every((key) => same(row[key], current[key]))) continue;
    changed.rows.push(row);
    changed.payloads.push(payload);
  }
  return changed;
}
