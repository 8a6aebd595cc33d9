import type { Category, ListProductsQuery } from '@wtkit/api-client';
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

/** The listing at `pathname`, with its search (All Products only) and the catalogue query. */
export function listingAt(pathname: string, search: URLSearchParams) {
  const page = pathname.split('/')[1] ?? '';
  const listing = Object.hasOwn(LISTINGS, page) ? LISTINGS[page] : undefined;
  const q = page === 'products' ? search.get('q')?.trim() || undefined : undefined;
  const query: ListProductsQuery = listing?.category ? { category: listing.category } : { q };
  return { page, listing, q, query };
}
