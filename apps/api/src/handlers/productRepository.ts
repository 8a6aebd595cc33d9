import type { ProductPayload } from '@wtkit/domain';
import { toCents } from '@wtkit/domain';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productParts, products } from '../db/schema.js';
import { type ApiProduct, type ProductRow, toApiProduct } from './productMapping.js';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Part ids of each filter, in the admin's order. */
async function partIdsByFilter(db: Executor, filterIds: string[]) {
  const map = new Map<string, string[]>();
  if (filterIds.length === 0) return map;
  const rows = await db
    .select()
    .from(productParts)
    .where(inArray(productParts.filterId, filterIds))
    .orderBy(asc(productParts.filterId), asc(productParts.position));
  for (const row of rows) {
    const list = map.get(row.filterId) ?? [];
    list.push(row.partId);
    map.set(row.filterId, list);
  }
  return map;
}

export async function withParts(db: Executor, rows: ProductRow[]): Promise<ApiProduct[]> {
  const filters = rows.filter((row) => row.type === 'filter').map((row) => row.id);
  const parts = await partIdsByFilter(db, filters);
  return rows.map((row) => toApiProduct(row, parts.get(row.id) ?? []));
}

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
  const rows = await db
    .select()
    .from(products)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...order);
  return withParts(db, rows);
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
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
