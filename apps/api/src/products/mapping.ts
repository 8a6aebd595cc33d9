import type { components } from '@wtkit/api-client';
import { fromCents, type ProductPayload, toCents } from '@wtkit/domain';
import type { products } from '../db/schema.js';
import { lineImages, type RecordedImage, shownImage } from '../images/index.js';

export type ProductRow = typeof products.$inferSelect;
export type ApiProduct = components['schemas']['Product'];

export type ApiProductCard = components['schemas']['ProductCard'];

/** The columns a card reads of a product. */
export type CardRow = Pick<
  ProductRow,
  'id' | 'name' | 'sku' | 'priceCents' | 'stock' | 'category' | 'imageUrl' | 'additional'
>;

/** A product's card: its main image alone, with the variants recorded for it. */
export function toApiProductCard(row: CardRow, recorded: RecordedImage[]): ApiProductCard {
  return {
    _id: row.id,
    name: row.name,
    sku: row.sku,
    price: fromCents(row.priceCents),
    stock: row.stock,
    category: row.category,
    imageUrl: row.imageUrl,
    images: lineImages(recorded, row.imageUrl),
    additional: row.additional,
  };
}

/** A product whole: its card's fields, with every image and the rest of the record. */
export function toApiProduct(
  row: ProductRow,
  partIds: string[],
  recorded: RecordedImage[],
): ApiProduct {
  const urls = [row.imageUrl, ...row.imageUrls].filter((url) => url !== '');
  return {
    ...toApiProductCard(row, recorded),
    imageUrls: row.imageUrls,
    images: urls.map((url) => shownImage(recorded, url)),
    description: row.description,
    isFeatured: row.isFeatured,
    important: row.important as ApiProduct['important'],
    tags: row.tags,
    type: row.type,
    filterType: row.filterType,
    parts: partIds,
    quickReplaceMonths: row.quickReplaceMonths,
    slowReplaceMonths: row.slowReplaceMonths,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a product form's accepted payload is stored in. */
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

export type ProductColumns = ReturnType<typeof toColumns>;
