import { and, asc, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { imageVariants, productParts, products } from '../db/schema.js';
import type { RecordedImage } from '../images/index.js';
import {
  type ApiProduct,
  type ApiProductCard,
  type ProductColumns,
  type ProductRow,
  toApiProduct,
  toApiProductCard,
} from './mapping.js';
import { unitsSold } from './sorts.js';

const productImageUrls = sql`array[${products.imageUrl}] || ${products.imageUrls}`;

/**
 * A product row with its filter's part ids (in the admin's order) and the recorded variants of its
 * images, read in the same query.
 */
export const productWithParts = {
  ...getTableColumns(products),
  images: sql<
    RecordedImage[]
  >`coalesce((select jsonb_agg(jsonb_build_object('uploadUrl', ${imageVariants.uploadUrl}, 'url', ${imageVariants.url}, 'variants', ${imageVariants.variants})) from ${imageVariants} where ${imageVariants.uploadUrl} = any(${productImageUrls}) or ${imageVariants.url} = any(${productImageUrls})), '[]'::jsonb)`,
  partIds: sql<
    string[]
  >`coalesce((select array_agg(${productParts.partId} order by ${productParts.position}) from ${productParts} where ${productParts.filterId} = ${products.id}), '{}')`,
};

type RowWithParts = ProductRow & { partIds: string[]; images: RecordedImage[] };

export const toApi = (row: RowWithParts) => toApiProduct(row, row.partIds, row.images);

/** `select … from products`, each row carrying its part ids; add where/order/limit and map `toApi`. */
export const selectProducts = (db: Executor) => db.select(productWithParts).from(products);

/** Rows read by id, in the order of `ids` (an id with no row left out). */
function inOrderOf<Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The products with these ids, in the order of `ids`. */
export async function productsByIds(db: Executor, ids: string[]): Promise<ApiProduct[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(db).where(inArray(products.id, ids));
  return inOrderOf(ids, rows).map(toApi);
}

/** What a card reads of a product: a few columns, and the recorded variants of its main image. */
const cardColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  priceCents: products.priceCents,
  stock: products.stock,
  category: products.category,
  imageUrl: products.imageUrl,
  additional: products.additional,
  images: sql<
    RecordedImage[]
  >`coalesce((select jsonb_agg(jsonb_build_object('uploadUrl', ${imageVariants.uploadUrl}, 'url', ${imageVariants.url}, 'variants', ${imageVariants.variants})) from ${imageVariants} where ${imageVariants.uploadUrl} = ${products.imageUrl} or ${imageVariants.url} = ${products.imageUrl}), '[]'::jsonb)`,
};

/** The cards of the products with these ids, in the order of `ids`. */
export async function cardsByIds(db: Executor, ids: string[]): Promise<ApiProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns).from(products).where(inArray(products.id, ids));
  return inOrderOf(ids, rows).map((row) => toApiProductCard(row, row.images));
}

/** Rows read without their parts (after an insert or update), read again with them. */
export const withParts = (db: Executor, rows: ProductRow[]) =>
  productsByIds(
    db,
    rows.map((row) => row.id),
  );

export async function replaceParts(db: Executor, filterId: string, partIds: string[]) {
  await db.delete(productParts).where(eq(productParts.filterId, filterId));
  if (partIds.length === 0) return;
  await db
    .insert(productParts)
    .values(partIds.map((partId, position) => ({ filterId, partId, position })));
}

/**
 * The home page's Most ordered rail: units sold first, then the admin's featured picks, which
 * fill the rail while the shop has few orders.
 */
export async function mostOrdered(db: Executor, limit: number): Promise<ApiProduct[]> {
  const rows = await selectProducts(db)
    .where(or(eq(products.isFeatured, true), sql`${unitsSold} > 0`))
    .orderBy(desc(unitsSold), desc(products.isFeatured), asc(products.name))
    .limit(limit);
  return rows.map(toApi);
}

/** Of these ids, those of existing products of type part. */
export async function partIdsAmong(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.type, 'part')));
  return rows.map((row) => row.id);
}

export async function insertProduct(db: Executor, columns: ProductColumns): Promise<ProductRow> {
  const [created] = await db.insert(products).values(columns).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** The product, locked until the transaction ends. */
export async function productForUpdate(db: Executor, id: string) {
  const [current] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return current;
}

/** How many filters list the product as one of their parts. */
export async function filtersListing(db: Executor, partId: string): Promise<number> {
  const [usage] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productParts)
    .where(eq(productParts.partId, partId));
  return usage?.count ?? 0;
}

export async function updateProduct(
  db: Executor,
  id: string,
  columns: ProductColumns,
  now: Date,
): Promise<ProductRow | undefined> {
  const [updated] = await db
    .update(products)
    .set({ ...columns, updatedAt: now })
    .where(eq(products.id, id))
    .returning();
  return updated;
}

/**
 * Deletes the product: its id, or undefined when there was none. Filters that listed it as a
 * part lose it through the foreign key's cascade.
 */
export async function deleteProduct(db: Executor, id: string): Promise<string | undefined> {
  const [deleted] = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return deleted?.id;
}
