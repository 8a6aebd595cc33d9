import { useMutation, useQuery } from '@tanstack/react-query';
import type { Category, ListProductsQuery } from '@wtkit/api-client';
import { LABELS, MESSAGES } from '@wtkit/domain';
import { AdminActions, type ProductCardMode, ProductGrid } from '@wtkit/ui';
import { useDeferredValue } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { homeSlides } from '../banners';
import { useCurrentUser } from '../hooks';
import { ListingBanner } from '../ListingBanner';
import { mutations, queries } from '../session';
import NotFound from './NotFound';

interface Listing {
  title: string;
  category?: Category;
  /** The home slide (0-based) whose image and text the listing's banner shows. */
  banner: number;
}

const LISTINGS: Record<string, Listing> = {
  products: { title: LABELS.listings.allProducts, banner: 0 },
  commercial: { title: LABELS.listings.commercial, category: 'commercial', banner: 3 },
  residential: { title: LABELS.listings.residential, category: 'residential', banner: 1 },
  testkit: { title: LABELS.listings.testKits, category: 'test kit', banner: 2 },
};

const MODES: readonly string[] = ['edit', 'delete'];
const NO_PRODUCTS: readonly never[] = [];

/** All Products, Commercial, Residential and Test kits, with the admins' edit and delete modes (000 §2). */
export default function ListingPage() {
  const { pathname } = useLocation();
  const { mode: modeParam } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const page = pathname.split('/')[1] ?? '';
  const listing = LISTINGS[page];
  const isAdmin = user?.role === 'admin';
  const q = page === 'products' ? searchParams.get('q')?.trim() || undefined : undefined;
  const query: ListProductsQuery = listing?.category ? { category: listing.category } : { q };
  const products = useQuery({ ...queries.listProducts(query), enabled: listing !== undefined });
  // Product list failures show nothing (000 §8): an empty list rather than an error. The grid
  // follows the answer at transition priority, so React renders its cards in slices, letting
  // the browser in between, instead of in one long task when the list arrives.
  const list = useDeferredValue(
    products.isPending ? undefined : (products.data?.data ?? NO_PRODUCTS),
  );
  const remove = useMutation(mutations.deleteProduct());

  if (!listing || (modeParam !== undefined && !MODES.includes(modeParam))) return <NotFound />;
  const listingPath = `/${page}`;
  const mode: ProductCardMode = isAdmin && modeParam ? (modeParam as ProductCardMode) : 'view';
  const banner = homeSlides[listing.banner];

  return (
    <div className="sf-listing">
      {banner ? <ListingBanner slide={banner} /> : null}
      <h1 className="sf-listing-title">{listing.title}</h1>
      {list === undefined ? null : (
        <ProductGrid
          products={list}
          label={listing.title}
          headingLevel={2}
          // After a search, the empty state says what was searched for (the header's box is
          // empty again by then).
          emptyMessage={q ? MESSAGES.products.noProductsFoundFor(q) : undefined}
          mode={mode}
          getRouterOptions={(product) => ({ state: { product } })}
          isDeleting={remove.isPending}
          onDeleteSelected={async (ids) => {
            await Promise.allSettled(ids.map((id) => remove.mutateAsync(id)));
            navigate(listingPath);
          }}
        />
      )}
      {isAdmin ? (
        <AdminActions
          listingPath={listingPath}
          mode={mode}
          addRouterOptions={
            listing.category ? { state: { category: listing.category } } : undefined
          }
        />
      ) : null}
    </div>
  );
}
