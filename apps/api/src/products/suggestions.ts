import type { components } from '@wtkit/api-client';
import { CATEGORY_PATHS, fromCents, SUGGESTED_PRODUCTS_MAX } from '@wtkit/domain';
import { and, asc, desc, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { imageVariants, products, type StoredImageVariant } from '../db/schema.js';
import { boundedRankedSet } from './rankedSet.js';
import { productSearch } from './search.js';
import { orderBy, sortKeys } from './sorts.js';

export type SearchSuggestions = components['schemas']['SearchSuggestions'];

/** Formats every browser shows: a thumbnail is one `src`, with no `srcset` to choose from. */
const THUMBNAIL_FORMATS: ReadonlySet<StoredImageVariant['format']> = new Set(['jpeg', 'png']);

/** The narrowest JPEG or PNG variant of a photo, else the photo as stored. */
export function thumbnailOf(imageUrl: string, variants: StoredImageVariant[] | null): string {
  const narrowest = (variants ?? [])
    .filter((variant) => THUMBNAIL_FORMATS.has(variant.format))
    .sort((a, b) => a.width - b.width)[0];
  return narrowest?.url ?? imageUrl;
}

/**
 * What the search box suggests for `text` (trimmed, non-empty): the best few products in the
 * order a search listing gives them, and the categories of every product the search finds.
 * Reads over the search's indexes: the products among a bounded ranked set, the categories
 * counted; only the main photo's variants are read.
 */
export async function searchSuggestions(db: Executor, text: string): Promise<SearchSuggestions> {
  const search = await productSearch(db, text);
  const count = sql<number>`count(*)::int`;
  const productsRead = async () => {
    // The listing's bounded ranked set (docs/decisions/0051-catalogue-speed.md): a broad prefix
    // ranks at most its candidates, and the first few of a listing are always among them.
    const ranked = await boundedRankedSet(db, search.match);
    return db
      .select({
        id: products.id,
        name: products.name,
        priceCents: products.priceCents,
        imageUrl: products.imageUrl,
        variants: sql<
          StoredImageVariant[] | null
        >`(select ${imageVariants.variants} from ${imageVariants} where ${imageVariants.uploadUrl} = ${products.imageUrl} or ${imageVariants.url} = ${products.imageUrl} limit 1)`,
      })
      .from(products)
      .where(and(search.match, ranked.condition(search)))
      .orderBy(...orderBy(sortKeys('relevance', search, ranked)))
      .limit(SUGGESTED_PRODUCTS_MAX);
  };
  const [rows, categories] = await Promise.all([
    productsRead(),
    db
      .select({ category: products.category, count })
      .from(products)
      .where(search.match)
      .groupBy(products.category)
      .orderBy(desc(count), asc(products.category)),
  ]);
  return {
    products: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      path: `/product/${row.id}`,
      price: fromCents(row.priceCents),
      thumbnailUrl: thumbnailOf(row.imageUrl, row.variants),
    })),
    categories: categories.map((row) => ({
      category: row.category,
      path: CATEGORY_PATHS[row.category],
      count: row.count,
    })),
  };
}
