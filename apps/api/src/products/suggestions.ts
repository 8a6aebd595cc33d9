import type { components } from '@wtkit/api-client';
import { CATEGORY_PATHS, fromCents, SUGGESTED_PRODUCTS_MAX } from '@wtkit/domain';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { imageVariants, products, type StoredImageVariant } from '../db/schema.js';
import { boundedRankedSet, RANKED_CANDIDATES } from './rankedSet.js';
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
 * order a search listing gives them, and the categories of the products ranked for it. Reads
 * over the search's indexes, bounded by the listing's ranked set
 * (docs/decisions/0051-catalogue-speed.md), not by the catalogue: a broad prefix ranks at most
 * its candidates, the first few of a listing are always among them, and the categories are
 * counted over them alone (docs/decisions/0048-search-suggestions.md). Only the main photo's
 * variants are read.
 */
export async function searchSuggestions(db: Executor, text: string): Promise<SearchSuggestions> {
  const search = await productSearch(db, text);
  const ranked = await boundedRankedSet(db, search.match);
  const candidates = and(search.match, ranked.condition(search));
  const [rows, categories] = await Promise.all([
    db
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
      .where(candidates)
      .orderBy(...orderBy(sortKeys('relevance', search, ranked)))
      .limit(SUGGESTED_PRODUCTS_MAX),
    categoriesOf(db, candidates),
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
      // Past the candidates, a category may hold more matches than were counted.
      countIsAtLeast: ranked.end !== null,
    })),
  };
}

/**
 * The categories of the candidates, the fullest first, counted over at most the ranked set's
 * rows (its candidates and the exact SKU): the limit says so to the planner, whatever it reads.
 */
function categoriesOf(db: Executor, candidates: SQL | undefined) {
  const count = sql<number>`count(*)::int`;
  const ranked = db
    .select({ category: products.category })
    .from(products)
    .where(candidates)
    .limit(RANKED_CANDIDATES + 1)
    .as('ranked');
  return db
    .select({ category: ranked.category, count })
    .from(ranked)
    .groupBy(ranked.category)
    .orderBy(desc(count), asc(ranked.category));
}
