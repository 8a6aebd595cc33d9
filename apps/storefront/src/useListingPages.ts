import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ListProductsQuery } from '@wtkit/api-client';
import { type ListingView, listingPageHref } from '@wtkit/domain';
import { useShowMore } from '@wtkit/ui';
import { useDeferredValue, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { infiniteQueries } from './infiniteQueries';
import { listingPages } from './listings';

const NO_PRODUCTS: readonly never[] = [];

/**
 * What a listing's history entry keeps when its address changes in place: the page its shown
 * pages started at (so Back finds them all again), and that the page itself did not change (the
 * layout then leaves focus where it is).
 */
export interface ListingState {
  inPlace: true;
  listingStart: string | null;
}

export const inPlace = (listingStart: string | null): ListingState => ({
  inPlace: true,
  listingStart,
});

/**
 * A listing's pages as the shopper reaches them: from the page its address names, with the
 * next ones shown below on demand (the address then names the last page shown, and focus goes
 * to the first product added), and the addresses of the pages on each side.
 */
export function useListingPages(
  path: string,
  mode: string | undefined,
  view: ListingView,
  query: Omit<ListProductsQuery, 'cursor'>,
  enabled: boolean,
) {
  const pagesFrom = listingPages(infiniteQueries, mode);
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // After more products were shown in place the address names the last page shown, while the
  // pages shown start where they did: read from there while they are cached (Back to them), and
  // from the address's page otherwise (a reload, a shared link).
  const kept = (location.state as Partial<ListingState> | null)?.listingStart;
  const from =
    kept !== undefined && client.getQueryData(pagesFrom(query, kept).queryKey) !== undefined
      ? kept
      : (view.cursor ?? null);
  const pages = useInfiniteQuery({ ...pagesFrom(query, from), enabled });
  const loaded = pages.data?.pages;
  const first = loaded?.[0];
  const last = loaded?.at(-1);
  // The grid follows the answer at transition priority, so React renders its cards in slices,
  // letting the browser in between, instead of in one long task when the list arrives.
  const products = useDeferredValue(
    pages.isPending || pages.isError
      ? undefined
      : (loaded?.flatMap((page) => page.data) ?? NO_PRODUCTS),
  );
  const at = (cursor: string | null | undefined) => listingPageHref(path, view, cursor);

  const showNextPage = async () => {
    const next = last?.nextCursor;
    if (!next || pages.isFetchingNextPage) return;
    const result = await pages.fetchNextPage();
    if (result.isError) return;
    // The address names the page just shown, so a reload or a shared link opens there.
    navigate(at(next) ?? path, { replace: true, preventScrollReset: true, state: inPlace(from) });
  };
  const listRef = useRef<HTMLUListElement>(null);
  const showMore = useShowMore(listRef, products?.length ?? 0, () => void showNextPage());

  return {
    pages,
    products,
    listRef,
    showMore,
    facets: first?.facets,
    offset: first?.offset ?? 0,
    total: last?.total ?? 0,
    totalIsEstimate: last?.totalIsEstimate ?? false,
    previousHref: at(first?.prevCursor),
    nextHref: at(last?.nextCursor),
  };
}
