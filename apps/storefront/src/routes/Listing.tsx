import { useMutation, useQuery } from '@tanstack/react-query';
import { productsMessages } from '@wtkit/domain';
import {
  AdminActions,
  Alert,
  Button,
  listingsStrings,
  type ProductCardMode,
  ProductGrid,
  useStringAreas,
} from '@wtkit/ui';
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { queries } from '../apiClient';
import { homeSlides } from '../banners';
import { CatalogueFile } from '../CatalogueFile';
import { ListingBanner } from '../ListingBanner';
import { listingAt } from '../listings';
import { mutations } from '../mutations';
import { useCurrentUser } from '../useCurrentUser';
import './Listing.css';

/** The catalogue's areas this module reads. */
const STRINGS = { listings: listingsStrings };

const NO_PRODUCTS: readonly never[] = [];

/** All Products, Commercial, Residential and Test kits, with the admins' edit and delete modes. */
export default function ListingPage() {
  const { pathname } = useLocation();
  const { mode: modeParam } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const s = useStringAreas(STRINGS);
  const { user, token } = useCurrentUser();
  const { page, listing, q, query } = listingAt(pathname, searchParams);
  const isAdmin = user?.role === 'admin';
  const products = useQuery({ ...queries.listProducts(query), enabled: listing !== undefined });
  // The grid follows the answer at transition priority, so React renders its cards in slices,
  // letting the browser in between, instead of in one long task when the list arrives.
  const list = useDeferredValue(
    products.isPending || products.isError ? undefined : (products.data?.data ?? NO_PRODUCTS),
  );
  // A list that could not load is logged and said (with Try Again), never shown as empty.
  useEffect(() => {
    if (products.error) console.error('Could not load the products', products.error);
  }, [products.error]);
  const remove = useMutation(mutations.deleteProduct());
  // Said after delete mode has deleted the chosen products (the page stays mounted as it goes
  // back to the listing, so this live region is there before it speaks).
  const [deletedMessage, setDeletedMessage] = useState('');
  useEffect(() => {
    if (modeParam) setDeletedMessage('');
  }, [modeParam]);

  // An unknown listing or mode never gets here: the route's loader answers 404 first.
  if (!listing) return null;
  const listingPath = `/${page}`;
  const mode: ProductCardMode = isAdmin && modeParam ? (modeParam as ProductCardMode) : 'view';
  const banner = homeSlides[listing.banner];

  return (
    <div className="sf-listing">
      {banner ? <ListingBanner slide={banner} /> : null}
      <h1 className="sf-listing-title">{listing.title}</h1>
      <p className="wt-visually-hidden" role="status">
        {deletedMessage}
      </p>
      {isAdmin && token && mode === 'view' ? (
        <CatalogueFile token={token} onImported={() => void products.refetch()} />
      ) : null}
      {products.isError ? (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" onPress={() => void products.refetch()}>
              {s.listings.tryAgain}
            </Button>
          }
        >
          {productsMessages.listFailed}
        </Alert>
      ) : null}
      {list === undefined ? null : (
        <ProductGrid
          products={list}
          label={listing.title}
          headingLevel={2}
          // After a search, the empty state says what was searched for (the header's box is
          // empty again by then).
          emptyMessage={q ? productsMessages.noProductsFoundFor(q) : undefined}
          mode={mode}
          getRouterOptions={(product) => ({ state: { product } })}
          isDeleting={remove.isPending}
          onDeleteSelected={async (ids) => {
            const results = await Promise.allSettled(ids.map((id) => remove.mutateAsync(id)));
            const deleted = results.filter(({ status }) => status === 'fulfilled').length;
            setDeletedMessage(productsMessages.productsDeleted(deleted));
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
