import {
  CATEGORIES,
  CATEGORY_PATHS,
  type Category,
  FILTER_TYPES,
  type FilterType,
  PRICE_BANDS,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  type ProductSort,
  type ProductType,
} from './constants.js';

/**
 * What a listing page shows, as its address says: the search, the shopper's filters and order,
 * and where in the listing the page starts. A listing's address is its state, so a page works
 * with JavaScript off (a GET form and links) and Back returns to it.
 */
export interface ListingView {
  q?: string;
  category?: Category;
  type?: ProductType;
  filterType?: FilterType;
  /** The index of one of `PRICE_BANDS`. */
  price?: number;
  /** true: only products in stock. */
  inStock?: boolean;
  sort?: ProductSort;
  /** An opaque page cursor the catalogue answered. */
  cursor?: string;
}

/** What a listing page's address may ask: a search, and a category beside its own. */
export interface ListingViewOptions {
  searchable: boolean;
  categoryFilter: boolean;
}

/**
 * How the listing at `path` reads its address: All Products (`/products`) searches and offers
 * every category; a category's page does neither. Undefined for a path that is no listing.
 */
export function listingViewOptions(path: string): ListingViewOptions | undefined {
  if (path === '/products') return { searchable: true, categoryFilter: true };
  if (Object.values(CATEGORY_PATHS).includes(path))
    return { searchable: false, categoryFilter: false };
  return undefined;
}

/** The parts of a view that narrow or reorder a listing (not the search or the page). */
const REFINEMENTS = ['category', 'type', 'filterType', 'price', 'inStock', 'sort'] as const;

/** The longest search text and cursor an address carries (the catalogue's own limits). */
const Q_MAX = 200;
const CURSOR_MAX = 4000;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A price band's address value: its bounds in cents, `5000-9999`, or `100000-` without a top. */
export const priceBandParam = (index: number): string => {
  const band = PRICE_BANDS[index];
  return band ? `${band.minCents}-${band.maxCents ?? ''}` : '';
};

/**
 * The view an address asks for. A value it does not know is left out (an old or edited link
 * shows the listing without it, never an error); `q` only where the listing searches, `category`
 * only where it is not the page's own, and `relevance` only with search text.
 */
export function readListingView(search: URLSearchParams, options: ListingViewOptions): ListingView {
  const view: ListingView = {};
  const q = search.get('q')?.trim().slice(0, Q_MAX);
  if (options.searchable && q) view.q = q;
  const category = oneOf(CATEGORIES, search.get('category'));
  if (options.categoryFilter && category) view.category = category;
  const type = oneOf(PRODUCT_TYPES, search.get('type'));
  if (type) view.type = type;
  const filterType = oneOf(FILTER_TYPES, search.get('filterType'));
  if (filterType) view.filterType = filterType;
  const price = search.get('price');
  const band = PRICE_BANDS.findIndex((_, index) => priceBandParam(index) === price);
  if (band >= 0) view.price = band;
  if (search.get('inStock') === 'true') view.inStock = true;
  const sort = oneOf(PRODUCT_SORTS, search.get('sort'));
  if (sort && (sort !== 'relevance' || view.q)) view.sort = sort;
  const cursor = search.get('cursor');
  if (cursor && cursor.length <= CURSOR_MAX) view.cursor = cursor;
  return view;
}

/** A view's address query, in one order (so one view has one address), without `?`. */
export function listingSearch(view: ListingView): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.category) params.set('category', view.category);
  if (view.type) params.set('type', view.type);
  if (view.filterType) params.set('filterType', view.filterType);
  if (view.price !== undefined && PRICE_BANDS[view.price])
    params.set('price', priceBandParam(view.price));
  if (view.inStock) params.set('inStock', 'true');
  if (view.sort) params.set('sort', view.sort);
  if (view.cursor) params.set('cursor', view.cursor);
  return params.toString();
}

/** A view's address on the listing at `path`. */
export function listingHref(path: string, view: ListingView): string {
  const search = listingSearch(view);
  return search ? `${path}?${search}` : path;
}

/**
 * The address of a neighbouring page of a listing: the same view on `path`, starting at `cursor`
 * (a `nextCursor` or `prevCursor` the catalogue answered); null when there is no such page.
 */
export const listingPageHref = (
  path: string,
  view: ListingView,
  cursor: string | null | undefined,
): string | null => (cursor ? listingHref(path, { ...view, cursor }) : null);

/**
 * Whether a view is a search or narrows or reorders its listing: such pages stay out of search
 * engines' indexes (their products are on the listing's own pages), while the listing's plain
 * pages, the first and those after it, are each their own canonical page.
 */
export const isRefinedView = (view: ListingView): boolean =>
  view.q !== undefined || REFINEMENTS.some((key) => view[key] !== undefined);

/** The catalogue's query for a view: its filters, the price band as bounds, and its order. */
export function listingQueryOf(view: ListingView) {
  const band = view.price === undefined ? undefined : PRICE_BANDS[view.price];
  return {
    ...(view.q ? { q: view.q } : {}),
    ...(view.category ? { category: view.category } : {}),
    ...(view.type ? { type: view.type } : {}),
    ...(view.filterType ? { filterType: view.filterType } : {}),
    ...(band ? { minPrice: band.minCents } : {}),
    ...(band && band.maxCents !== null ? { maxPrice: band.maxCents } : {}),
    ...(view.inStock ? { inStock: true } : {}),
    ...(view.sort ? { sort: view.sort } : {}),
  };
}
