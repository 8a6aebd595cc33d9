import type { Category, InfiniteQueries, ListProductsQuery } from '@wtkit/api-client';
import {
  type ListingView,
  listingQueryOf,
  listingViewOptions,
  readListingView,
} from '@wtkit/domain';
import { listingsStrings } from '@wtkit/ui';

export interface Listing {
  title: string;
  category?: Category;
  /** The home slide (0-based) whose image and text the listing's banner shows. */
  banner: number;
}

/** The four listings (all products, then one per category), by their first path segment. */
export const LISTINGS: Record<string, Listing> = {
  products: { title: listingsStrings.allProducts, banner: 0 },
  commercial: { title: listingsStrings.commercial, category: 'commercial', banner: 3 },
  residential: { title: listingsStrings.residential, category: 'residential', banner: 1 },
  testkit: { title: listingsStrings.testKits, category: 'test kit', banner: 2 },
};

/** The admins' modes of a listing (`/products/edit`, `/products/delete`). */
export const LISTING_MODES: readonly string[] = ['edit', 'delete'];

/**
 * The listing at `pathname` and the view its address asks for (All Products searches and
 * offers every category; a category's page shows its own), with the catalogue query of its
 * pages (counts by facet included) and the cursor of the page it starts at.
 */
export function listingAt(pathname: string, search: URLSearchParams) {
  const page = pathname.split('/')[1] ?? '';
  const listing = Object.hasOwn(LISTINGS, page) ? LISTINGS[page] : undefined;
  const options = listingViewOptions(`/${page}`);
  const view: ListingView = options ? readListingView(search, options) : {};
  const query: Omit<ListProductsQuery, 'cursor'> = {
    ...listingQueryOf(view),
    ...(listing?.category ? { category: listing.category } : {}),
    facets: true,
  };
  return { page, path: `/${page}`, listing, view, q: view.q, query, start: view.cursor ?? null };
}

/**
 * How a listing's pages are read: as cards, or whole in the admins' edit mode, whose form is
 * given the chosen product as the listing read it. A whole product has every field a card has,
 * so the page draws either.
 */
export function listingPages(
  factories: InfiniteQueries,
  mode: string | undefined,
): InfiniteQueries['listProductCards'] {
  return mode === 'edit'
    ? (factories.listProducts as unknown as InfiniteQueries['listProductCards'])
    : factories.listProductCards;
}

/** The search text the header's box shows: All Products' `q`, trimmed ('' elsewhere). */
export const searchTextAt = (pathname: string, search: URLSearchParams): string =>
  pathname === '/products' ? (search.get('q')?.trim() ?? '') : '';
