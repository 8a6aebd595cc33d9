import type { ProductPayload } from '@wtkit/domain';
import { toCents } from '@wtkit/domain';
import { and, asc, eq, getTableColumns, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { productParts, products } from '../db/schema.js';
import { type ApiProduct, type ProductRow, toApiProduct } from './mapping.js';

/** A product row with its filter's part ids (in the admin's order), read in the same query. */
const productWithParts = {
  ...getTableColumns(products),
  partIds: sql<
    string[]
  >`coalesce((select array_agg(${productParts.partId} order by ${productParts.position}) from ${productParts} where ${productParts.filterId} = ${products.id}), '{}')`,
};

type RowWithParts = ProductRow & { partIds: string[] };

export const toApi = (row: RowWithParts) => toApiProduct(row, row.partIds);

/** `select … from products`, each row carrying its part ids; add where/order/limit and map `toApi`. */
export const selectProducts = (db: Executor) => db.select(productWithParts).from(products);

/** The products with these ids, in the order of `ids`. */
export async function productsByIds(db: Executor, ids: string[]): Promise<ApiProduct[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(db).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toApi(row)] : [];
  });
}

/** Rows read without their parts (after an insert or update), read again with them. */
export const withParts = (db: Executor, rows: ProductRow[]) =>
  productsByIds(
    db,
    rows.map((row) => row.id),
  );

export interface ProductFilters {
  category?: ProductRow['category'] | undefined;
  type?: ProductRow['type'] | undefined;
  q?: string | undefined;
  important?: boolean | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProducts(db: Db, filters: ProductFilters): Promise<ApiProduct[]> {
  const conditions: SQL[] = [];
  if (filters.category) conditions.push(eq(products.category, filters.category));
  if (filters.type) conditions.push(eq(products.type, filters.type));
  if (filters.important) conditions.push(isNotNull(products.important));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const match = or(
      sql`${products.name} ilike ${pattern}`,
      sql`${products.sku} ilike ${pattern}`,
      sql`${products.description} ilike ${pattern}`,
      sql`array_to_string(${products.tags}, ' ') ilike ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  const order = filters.important
    ? [asc(products.important), asc(products.name)]
    : [asc(products.name), asc(products.id)];
  const rows = await selectProducts(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...order);
  return rows.map(toApi);
}

export function toColumns(payload: ProductPayload) {
  return {
    name: payload.name,
    sku: payload.sku,
    priceCents: toCents(payload.price),
    stock: payload.stock,
    category: payload.category,
    imageUrl: payload.imageUrl,
    imageUrls: payload.imageUrls,
    description: payload.description,
    isFeatured: payload.isFeatured,
    important: payload.important,
    tags: payload.tags,
    type: payload.type,
    filterType: payload.filterType,
    quickReplaceMonths: payload.quickReplaceMonths,
    slowReplaceMonths: payload.slowReplaceMonths,
    additional: payload.additional,
  };
}

export async function replaceParts(db: Executor, filterId: string, partIds: string[]) {
  await db.delete(productParts).where(eq(productParts.filterId, filterId));
  if (partIds.length === 0) return;
  await db
    .insert(productParts)
    .values(partIds.map((partId, position) => ({ filterId, partId, position })));
}
