import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ListingView, listingHref, productsMessages } from '@wtkit/domain';
import {
  AdminActions,
  Alert,
  Button,
  formatString,
  ListingControls,
  ListingPager,
  listingsStrings,
  type ProductCardMode,
  ProductGrid,
  useFormat,
  useStringAreas,
} from '@wtkit/ui';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { queries } from '../apiClient';
import { homeSlides } from '../banners';
import { CatalogueFile } from '../CatalogueFile';
import { ListingBanner } from '../ListingBanner';
import { listingAt } from '../listings';
import { mutations } from '../mutations';
import { useCurrentUser } from '../useCurrentUser';
import { useHydrated } from '../useHydrated';
import './Listing.css';

/** The catalogue's areas this module reads. */
const STRINGS = { listings: listingsStrings };

const NO_PRODUCTS: readonly never[] = [];
const NO_IDS: readonly string[] = [];

/**
 * What a listing's history entry keeps when its address changes in place: the page its shown
 * pages started at (so Back finds them all again), and that the page itself did not change.
 */
export interface ListingState {
  inPlace: true;
  listingStart: string | null;
}

/** All Products, Commercial, Residential and Test kits, with the admins' edit and delete modes. */
export default function ListingPage() {
  const location = useLocation();
  const { mode: modeParam } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const hydrated = useHydrated();
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const { user, token } = useCurrentUser();
  const { path, listing, view, q, query, start } = listingAt(location.pathname, searchParams);
  const isAdmin = user?.role === 'admin';
  // After more products were shown in place, the address names the last page shown while the
  // pages shown still start where they did; they are read from there while they are cached (Back
  // to them), and from the address's page otherwise (a reload or a shared link).
  const kept = (location.state as Partial<ListingState> | null)?.listingStart;
  const from =
    kept !== undefined &&
    client.getQueryData(queries.listProductPages(query, kept).queryKey) !== undefined
      ? kept
      : start;
  const pages = useInfiniteQuery({
    ...queries.listProductPages(query, from),
    enabled: listing !== undefined,
  });
  const loaded = pages.data?.pages;
  const first = loaded?.[0];
  const last = loaded?.at(-1);
  // The grid follows the answer at transition priority, so React renders its cards in slices,
  // letting the browser in between, instead of in one long task when the list arrives.
  const list = useDeferredValue(
    pages.isPending || pages.isError
      ? undefined
      : (loaded?.flatMap((page) => page.data) ?? NO_PRODUCTS),
  );
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
  // After Show more, focus goes to the first product it added.
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null || !list || list.length <= focusAt) return;
    const item = gridRef.current?.querySelectorAll('li')[focusAt];
    item?.querySelector<HTMLElement>('a, input, button')?.focus();
    setFocusAt(null);
  }, [focusAt, list]);

  // An unknown listing or mode never gets here: the route's loader answers 404 first.
  if (!listing) return null;
  const mode: ProductCardMode = isAdmin && modeParam ? (modeParam as ProductCardMode) : 'view';
  const modePath = modeParam ? `${path}/${modeParam}` : path;
  const banner = homeSlides[listing.banner];
  const at = (cursor: string | null | undefined) =>
    cursor ? listingHref(modePath, { ...view, cursor }) : null;
  const inPlace = (listingStart: string | null): ListingState => ({ inPlace: true, listingStart });

  const showMore = async () => {
    const next = last?.nextCursor;
    if (!next || pages.isFetchingNextPage) return;
    const shown = list?.length ?? 0;
    const result = await pages.fetchNextPage();
    if (result.isError) return;
    setFocusAt(shown);
    // The address names the page just shown, so a reload or a shared link opens there.
    navigate(at(next) ?? modePath, {
      replace: true,
      preventScrollReset: true,
      state: inPlace(from),
    });
  };

  const applyView = (next: ListingView) =>
    navigate(listingHref(modePath, next), { preventScrollReset: true, state: inPlace(null) });

  const total = last?.total ?? 0;
  const estimate = last?.totalIsEstimate ?? false;

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
        facets={first?.facets}
        categoryFilter={!listing.category}
        onChange={hydrated ? applyView : undefined}
      />
      <p className="sf-listing-count" aria-live="polite">
        {last
          ? estimate
            ? formatString(s.listings.productCountEstimate, { count: format.number(total) })
            : format.plural(s.listings.productCount, total, { count: format.number(total) })
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
        <div ref={gridRef}>
          <ProductGrid
            products={list}
            label={listing.title}
            headingLevel={2}
            // After a search, the empty state says what was searched for (the header's box is
            // empty again by then).
            emptyMessage={q ? productsMessages.noProductsFoundFor(q) : undefined}
            mode={mode}
            getRouterOptions={(product) => ({ state: { product } })}
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
        </div>
      )}
      {first && last && list ? (
        <ListingPager
          offset={first.offset}
          shown={list.length}
          total={total}
          totalIsEstimate={estimate}
          previousHref={at(first.prevCursor)}
          nextHref={at(last.nextCursor)}
          onShowMore={hydrated ? () => void showMore() : undefined}
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
