import {
  PRODUCT_PAGE_DEFAULT,
  type ProductPayload,
  type ProductSort,
  productInputSchema,
} from '@wtkit/domain';
import { isUuid } from '../auth/session.js';
import { applyRules } from '../businessRules.js';
import type { AppContext } from '../context.js';
import type { Db, Executor } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, invalid, notFound, unprocessable } from '../errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { GenerationCache } from './generationCache.js';
import {
  anyMatching,
  conditionsOf,
  countMatching,
  type FacetCounts,
  facetCounts,
  type ListingFilters,
  type MatchCount,
} from './listing.js';
import { type ApiProduct, toColumns } from './mapping.js';
import { productPageRows, type ReadByIds } from './pageCut.js';
import { type Place, pagePlace } from './pagePlace.js';
import {
  deleteProduct,
  filtersListing,
  insertProduct,
  mostOrdered,
  partIdsAmong,
  productForUpdate,
  productsByIds,
  replaceParts,
  updateProduct,
  withParts,
} from './queries.js';
import { RANKED_CANDIDATES, type RankedEnd, rankedEnd, rankedSet } from './rankedSet.js';
import { productSearch } from './search.js';
import { type SortId, sortKeys, sortOf } from './sorts.js';

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PART_LISTED_TWICE = 'A part is listed twice.';
export const PART_MUST_EXIST = 'Every part must be an existing product of type part.';

/** Parts must be distinct, existing products of type part, and never the product itself. */
async function checkParts(db: Executor, payload: ProductPayload, selfId?: string) {
  const ids = payload.parts;
  if (new Set(ids).size !== ids.length) {
    throw unprocessable(PART_LISTED_TWICE, [{ path: 'parts', message: PART_LISTED_TWICE }]);
  }
  const found = await partIdsAmong(db, ids.filter(isUuid));
  const missing = ids.filter((id) => id === selfId || !found.includes(id));
  if (missing.length > 0) {
    throw unprocessable(
      PART_MUST_EXIST,
      missing.map((id) => ({ path: 'parts', message: `${id}: ${PART_MUST_EXIST}` })),
    );
  }
}

/** How many products the home page's Most ordered rail shows. */
const FEATURED_LIMIT = 12;

/** A listing's parameters as the contract reads them. */
export interface ListingQuery extends Omit<ListingFilters, 'q' | 'search'> {
  q?: string | undefined;
  sort?: ProductSort | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
  facets?: boolean | undefined;
}

/** A listing asked for: what narrows it, its order, and where its page starts. */
export interface Listing {
  filters: ListingFilters;
  sort: SortId;
  limit: number;
  cursor: string | undefined;
  facets: boolean;
}

export const MIN_ABOVE_MAX = 'minPrice must not be above maxPrice.';

/**
 * The listing `query` asks for, with every parameter in one spelling (search text trimmed, the
 * order chosen), so two queries that answer alike are one listing. An empty price range is a 400.
 */
export function listingOf(query: ListingQuery): Listing {
  const q = query.q?.trim() ?? '';
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  )
    throw invalid(MIN_ABOVE_MAX, [{ path: 'query.minPrice', message: MIN_ABOVE_MAX }]);
  return {
    filters: {
      category: query.category,
      type: query.type,
      filterType: query.filterType,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      inStock: query.inStock,
      important: query.important === true ? true : undefined,
      q: q || undefined,
    },
    sort: sortOf(query.sort, q, query.important === true),
    limit: query.limit ?? PRODUCT_PAGE_DEFAULT,
    cursor: query.cursor,
    facets: query.facets === true,
  };
}

export interface CataloguePage<Shown> {
  data: Shown[];
  nextCursor: string | null;
  prevCursor: string | null;
  offset: number;
  total: number;
  totalIsEstimate: boolean;
  facets?: FacetCounts;
}

/** A listing's figures kept per catalogue generation, by its filters. */
export interface ListingFigures {
  counts: GenerationCache<MatchCount>;
  facets: GenerationCache<FacetCounts>;
  /** Where a search's ranked set ends (see `rankedSet`). */
  rankedEnds: GenerationCache<RankedEnd>;
}

/**
 * How a listing is counted: exactly up to `exactCountUpTo` matches, estimated past it; with
 * `figures`, counts and facets are kept until the catalogue changes.
 */
export interface CatalogueOptions<Shown> {
  exactCountUpTo: number;
  figures?: ListingFigures | undefined;
  /** How the page's products are read: whole (`productsByIds`) or as cards (`cardsByIds`). */
  read: ReadByIds<Shown>;
}

/**
 * One page of a listing, with the count of every product it matches (exact up to
 * `exactCountUpTo`, estimated past it), its offset, the cursors of the pages after and before it
 * and, when asked, its facets. The first page counts; the pages its cursors lead to repeat that
 * count, so a page far into a large catalogue, read forwards or backwards, costs what the first
 * costs. A cursor that this server did not give for this order and search is a 400.
 */
export async function catalogue<Shown>(
  db: Db,
  secret: string,
  listing: Listing,
  options: CatalogueOptions<Shown>,
): Promise<CataloguePage<Shown>> {
  const q = listing.filters.q ?? '';
  const search = q ? await productSearch(db, q) : undefined;
  const filters = { ...listing.filters, search };
  // The filters as read name the figures: the same count and facets whatever the order or page.
  const figuresKey = JSON.stringify(listing.filters);
  const kept = <T>(cache: GenerationCache<T> | undefined, compute: () => Promise<T>) =>
    cache ? cache.get(figuresKey, compute) : compute();
  const start = listing.cursor
    ? decodeCursor(secret, listing.cursor, listing.sort, q, sortKeys(listing.sort, search).length)
    : null;
  const counting = start
    ? Promise.resolve(start.count)
    : kept(options.figures?.counts, () => countMatching(db, filters, options.exactCountUpTo));
  const facetsRead = listing.facets
    ? kept(options.figures?.facets, () => facetCounts(db, filters))
    : undefined;
  // Awaited below, after the ranked set: a failure meanwhile is not an unhandled rejection.
  facetsRead?.catch(() => {});
  // The count tells whether the matches outnumber the ranked set; only then is its end looked
  // for (a query in name order, which would read far for a search of a few matches).
  const ranks = search !== undefined && listing.sort === 'relevance';
  const ranked = rankedSet(
    start
      ? start.rankedEnd
      : ranks && (await counting).total > RANKED_CANDIDATES
        ? await kept(options.figures?.rankedEnds, () => rankedEnd(db, conditionsOf(filters)))
        : null,
  );
  const keys = sortKeys(listing.sort, search, ranked);
  const [page, count, facets] = await Promise.all([
    productPageRows(
      db,
      options.read,
      filters,
      keys,
      listing.limit,
      start ?? { direction: 'after', values: null },
      ranked,
    ),
    counting,
    facetsRead,
  ]);
  const place = await pagePlace(start, page, () => anyMatching(db, filters));
  const cursorTo = (to: Place | null) =>
    to ? encodeCursor(secret, listing.sort, q, { ...to, count, rankedEnd: ranked.end }) : null;
  return {
    data: page.products,
    nextCursor: cursorTo(place.next),
    prevCursor: cursorTo(place.prev),
    offset: place.offset,
    total: count.total,
    totalIsEstimate: count.estimate,
    ...(facets ? { facets } : {}),
  };
}

/** The home page's Most ordered rail. */
export const featuredProducts = (db: Executor) => mostOrdered(db, FEATURED_LIMIT);

const duplicateSku = (sku: string) =>
  conflict(`Another product already uses the SKU ${sku}.`, [
    { path: 'sku', message: 'This SKU is already in use.' },
  ]);

/** A product with the products it lists as parts, for its page; refused when unknown. */
export async function productPage(db: Executor, id: string) {
  const [product] = isUuid(id) ? await productsByIds(db, [id]) : [];
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return { ...product, partProducts: await productsByIds(db, product.parts) };
}

/** Adds a product the domain's rules accept, with its parts; its SKU must be new. */
export async function createProduct(app: AppContext, input: unknown): Promise<ApiProduct> {
  const payload = applyRules(productInputSchema, input);
  await checkParts(app.db, payload);
  try {
    const row = await app.db.transaction(async (tx) => {
      const created = await insertProduct(tx, toColumns(payload));
      await replaceParts(tx, created.id, payload.parts);
      return created;
    });
    app.catalogueCache.clear();
    const [data] = await withParts(app.db, [row]);
    if (!data) throw new Error('created product vanished');
    return data;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSku(payload.sku);
    throw error;
  }
}

/**
 * Replaces a product with what the form sent. A part that filters list keeps its type until
 * they no longer list it.
 */
export async function changeProduct(
  app: AppContext,
  id: string,
  input: unknown,
): Promise<ApiProduct> {
  const payload = applyRules(productInputSchema, input);
  if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND);
  await checkParts(app.db, payload, id);
  try {
    const row = await app.db.transaction(async (tx) => {
      const current = await productForUpdate(tx, id);
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      if (current.type === 'part' && payload.type !== 'part') {
        const count = await filtersListing(tx, id);
        if (count > 0) {
          throw conflict(
            `This part is listed by ${count} filter(s); remove it from them before changing its type.`,
          );
        }
      }
      const updated = await updateProduct(tx, id, toColumns(payload), new Date());
      if (!updated) throw notFound(PRODUCT_NOT_FOUND);
      await replaceParts(tx, updated.id, payload.parts);
      return updated;
    });
    app.catalogueCache.clear();
    const [data] = await withParts(app.db, [row]);
    if (!data) throw notFound(PRODUCT_NOT_FOUND);
    return data;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSku(payload.sku);
    throw error;
  }
}

/** Removes a product from the catalogue: the id removed. */
export async function removeProduct(app: AppContext, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND);
  const deleted = await deleteProduct(app.db, id);
  if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
  app.catalogueCache.clear();
  return deleted;
}
