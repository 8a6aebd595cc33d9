import type { components } from '@wtkit/api-client';
import { fromCents } from '@wtkit/domain';
import type { products } from '../db/schema.js';

export type ProductRow = typeof products.$inferSelect;
export type ApiProduct = components['schemas']['Product'];

export function toApiProduct(row: ProductRow, partIds: string[]): ApiProduct {
  return {
    _id: row.id,
    name: row.name,
    sku: row.sku,
    price: fromCents(row.priceCents),
    stock: row.stock,
    category: row.category,
    imageUrl: row.imageUrl,
    imageUrls: row.imageUrls,
    description: row.description,
    isFeatured: row.isFeatured,
    important: row.important as ApiProduct['important'],
    tags: row.tags,
    type: row.type,
    filterType: row.filterType,
    parts: partIds,
    quickReplaceMonths: row.quickReplaceMonths,
    slowReplaceMonths: row.slowReplaceMonths,
    additional: row.additional,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
