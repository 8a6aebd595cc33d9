import { asc, getTableColumns, getTableName, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { productParts, products } from '../db/schema.js';
import { inIdBatches } from '../products/index.js';
import { csvLine } from './csvText.js';
import { PRODUCT_COLUMNS, productCells } from './productColumns.js';

/**
 * A filter's parts by SKU, in the admin's order. The outer row's id is named with its table:
 * drizzle writes a lone column unqualified, which inside the subquery would be the part's.
 */
const partSkus = sql<string[]>`coalesce((
  select array_agg(part.sku order by pp.position)
  from ${productParts} pp join ${products} part on part.id = pp.part_id
  where pp.filter_id = ${sql.identifier(getTableName(products))}.${sql.identifier(products.id.name)}), '{}')`;

/**
 * The catalogue as CSV text, a header line and then one line per product by SKU, read in
 * batches as the caller takes them: what `importCatalogue` reads back unchanged.
 */
export async function* exportCatalogue(db: Executor): AsyncGenerator<string> {
  yield csvLine(PRODUCT_COLUMNS);
  const batches = inIdBatches(
    (after, size) =>
      db
        .select({ ...getTableColumns(products), partSkus })
        .from(products)
        .where(after === undefined ? undefined : gt(products.sku, after))
        .orderBy(asc(products.sku))
        .limit(size),
    { keyOf: (row) => row.sku },
  );
  for await (const rows of batches)
    yield rows.map((row) => csvLine(productCells(row, row.partSkus))).join('');
}
