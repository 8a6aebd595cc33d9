import { useMutation } from '@tanstack/react-query';
import { type ListingView, listingHref, productsMessages } from '@wtkit/domain';
import {
  AdminActions,
  Alert,
  Button,
  formatString,
  ListingControls,
  ListingPager,
  listingPagesStrings,
  listingsStrings,
  type ProductCardMode,
  ProductGrid,
  useFormat,
  useStringAreas,
} from '@wtkit/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { homeSlides } from '../banners';
import { CatalogueFile } from '../CatalogueFile';
import { carryProduct } from '../carryProduct';
import { ListingBanner } from '../ListingBanner';
import { listingAt } from '../listings';
import { mutations } from '../mutations';
import { useCurrentUser } from '../useCurrentUser';
import { useHydrated } from '../useHydrated';
import { inPlace, useListingPages } from '../useListingPages';
import './Listing.css';

/** The catalogue's areas this module reads. */
const STRINGS = { listings: listingsStrings, listingPages: listingPagesStrings };

const NO_IDS: readonly string[] = [];

/** All Products, Commercial, Residential and Test kits, with the admins' edit and delete modes. */
export default function ListingPage() {
  const location = useLocation();
  const { mode: modeParam } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const { user, token } = useCurrentUser();
  const { path, listing, view, q, query } = listingAt(location.pathname, searchParams);
  const isAdmin = user?.role === 'admin';
  const mode: ProductCardMode = isAdmin && modeParam ? (modeParam as ProductCardMode) : 'view';
  const modePath = modeParam ? `${path}/${modeParam}` : path;
  const shown = useListingPages(modePath, modeParam, view, query, listing !== undefined);
  const { pages, products: list } = shown;
  // A list that could not load is logged and said (with Try Again), never shown as empty.
  useEffect(() => {
    if (pages.error) console.error('Could not load the products', pages.error);
  }, [pages.error]);
  const remove = useMutation(mutations.deleteProduct());
  // Said after delete mode has deleted the chosen products (the page stays mounted as it goes
  // back to the listing, so this live region is there before it speaks).
  const [deletedMessage, setDeletedMessage] = useState('');
  // Delete mode's checked products, kept while more are shown.
  const [selected, setSelected] = useState<readonly string[]>(NO_IDS);
  useEffect(() => {
    if (modeParam) setDeletedMessage('');
    setSelected(NO_IDS);
  }, [modeParam]);
  // An unknown listing or mode never gets here: the route's loader answers 404 first.
  if (!listing) return null;
  const banner = homeSlides[listing.banner];
  const applyView = (next: ListingView) =>
    navigate(listingHref(modePath, next), { preventScrollReset: true, state: inPlace(null) });
  const { total, totalIsEstimate: estimate } = shown;

  return (
    <div className="sf-listing">
      {banner ? <ListingBanner slide={banner} /> : null}
      <h1 className="sf-listing-title">{listing.title}</h1>
      <p className="wt-visually-hidden" role="status">
        {deletedMessage}
      </p>
      {isAdmin && token && mode === 'view' ? (
        <CatalogueFile token={token} onImported={() => void pages.refetch()} />
      ) : null}
      <ListingControls
        action={modePath}
        view={view}
        facets={shown.facets}
        categoryFilter={!listing.category}
        onChange={applyView}
      />
      <p className="sf-listing-count" aria-live="polite">
        {list
          ? estimate
            ? formatString(s.listingPages.productCountEstimate, { count: format.number(total) })
            : format.plural(s.listingPages.productCount, total, { count: format.number(total) })
          : null}
      </p>
      {pages.isError ? (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" onPress={() => void pages.refetch()}>
              {s.listings.tryAgain}
            </Button>
          }
        >
          {productsMessages.listFailed}
        </Alert>
      ) : null}
      {list === undefined ? null : (
        <ProductGrid
          listRef={shown.listRef}
          products={list}
          label={listing.title}
          headingLevel={2}
          // After a search, the empty state says what was searched for (the header's box is
          // empty again by then).
          emptyMessage={q ? productsMessages.noProductsFoundFor(q) : undefined}
          mode={mode}
          getRouterOptions={carryProduct}
          selectedIds={selected}
          onSelectionChange={setSelected}
          isDeleting={remove.isPending}
          onDeleteSelected={async (ids) => {
            const results = await Promise.allSettled(ids.map((id) => remove.mutateAsync(id)));
            const deleted = results.filter(({ status }) => status === 'fulfilled').length;
            setDeletedMessage(productsMessages.productsDeleted(deleted));
            navigate(path);
          }}
        />
      )}
      {list ? (
        <ListingPager
          offset={shown.offset}
          shown={list.length}
          total={total}
          totalIsEstimate={estimate}
          previousHref={shown.previousHref}
          nextHref={shown.nextHref}
          onShowMore={hydrated ? shown.showMore : undefined}
          isLoadingMore={pages.isFetchingNextPage}
        />
      ) : null}
      {isAdmin ? (
        <AdminActions
          listingPath={path}
          mode={mode}
          addRouterOptions={
            listing.category ? { state: { category: listing.category } } : undefined
          }
        />
      ) : null}
    </div>
  );
}
