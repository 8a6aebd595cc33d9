import type { Db } from '../../src/db/client.js';
import { productParts, products } from '../../src/db/schema.js';

type ProductValues = typeof products.$inferInsert;
type Stocked = Partial<Pick<ProductValues, 'priceCents' | 'stock' | 'imageUrl'>>;

/** A residential product at $1 with one in stock, unless `stocked` says otherwise. */
const residential = (name: string, sku: string, stocked: Stocked) => ({
  name,
  sku,
  priceCents: 100,
  stock: 1,
  category: 'residential' as const,
  ...stocked,
});

/** An under-sink filter system of the residential catalogue. */
export function filterProduct(name: string, sku: string, stocked: Stocked = {}): ProductValues {
  return {
    ...residential(name, sku, stocked),
    description: 'filter',
    type: 'filter',
    filterType: 'undersink',
  };
}

/** A replacement part that lasts `quickMonths` in hard water and `slowMonths` otherwise. */
export function partProduct(
  name: string,
  sku: string,
  [quickMonths, slowMonths]: [number, number],
  stocked: Stocked = {},
): ProductValues {
  return {
    ...residential(name, sku, stocked),
    description: 'part',
    type: 'part',
    quickReplaceMonths: quickMonths,
    slowReplaceMonths: slowMonths,
  };
}

/** Inserts a filter and the parts it lists, in their order, straight into the shop's database. */
export async function insertFilterWithParts(db: Db, filter: ProductValues, parts: ProductValues[]) {
  const [filterRow] = await db.insert(products).values(filter).returning({ id: products.id });
  const partRows = await db.insert(products).values(parts).returning({ id: products.id });
  if (!filterRow || partRows.length !== parts.length) throw new Error('products missing');
  const partIds = partRows.map((row) => row.id);
  await db
    .insert(productParts)
    .values(partIds.map((partId, position) => ({ filterId: filterRow.id, partId, position })));
  return { filterId: filterRow.id, partIds };
}
