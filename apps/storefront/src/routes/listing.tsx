import { isApiError, type ProductPaging } from '@wtkit/api-client';
import { breadcrumbJsonLd, isRefinedView, listingHref, listingPageHref } from '@wtkit/domain';
import {
  data,
  type LoaderFunctionArgs,
  type MetaArgs,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { queryClient } from '../apiClient';
import { bannerPreload, homeSlides } from '../banners';
import { company } from '../config';
import { infiniteQueries } from '../infiniteQueries';
import { LISTING_MODES, listingAt, listingPages } from '../listings';
import {
  type HeadArgs,
  HOME_CRUMB,
  notFoundHead,
  pageTitle,
  privateHead,
  type RouteHead,
  SHOP_DESCRIPTION,
} from '../pageHead';
import { routeMeta } from '../pageMeta';
import { pageQueries } from '../pageQueries';
import Listing from '../pages/Listing';
import { RouteError } from '../pages/RouteError';

/** The listing the address asks for, or a 404 for an unknown listing or mode. */
function listingOf({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = listingAt(url.pathname, url.searchParams);
  if (!found.listing || (params.mode !== undefined && !LISTING_MODES.includes(params.mode)))
    throw data(null, { status: 404, statusText: 'Not Found' });
  return found;
}

/** What the head needs of the page shown: the cursors of the pages on each side. */
const sides = (page: ProductPaging | undefined) =>
  page ? { prevCursor: page.prevCursor, nextCursor: page.nextCursor } : null;

/**
 * The page's products, fetched before it is drawn. A cursor the catalogue refuses (altered, or
 * from before a change of order) leads to the listing's first page with the same view.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient: server, infiniteQueries: serverQueries } = args.context;
  const { path, view, query, start } = listingOf(args);
  try {
    const pages = listingPages(serverQueries, args.params.mode);
    const answer = await server.fetchInfiniteQuery(pages(query, start));
    return { page: sides(answer.pages[0]), queries: pageQueries(server) };
  } catch (error) {
    if (start && isApiError(error) && error.status === 400)
      throw redirect(listingHref(path, { ...view, cursor: undefined }));
    // Any other failure: the page says so and offers to try again.
    return { page: null, queries: pageQueries(server) };
  }
}

export function clientLoader(args: LoaderFunctionArgs) {
  const { query, start } = listingOf(args);
  const options = listingPages(infiniteQueries, args.params.mode)(query, start);
  void queryClient.prefetchInfiniteQuery(options);
  return { page: sides(queryClient.getQueryData(options.queryKey)?.pages[0]) };
}

/**
 * Another page of the same view needs no loader: the page reads it itself, and when more
 * products were shown in place the address only follows them.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withoutCursor = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete('cursor');
    return `${url.pathname}?${search}`;
  };
  if (withoutCursor(currentUrl) === withoutCursor(nextUrl)) return false;
  return defaultShouldRevalidate;
}

/** The cursors of a listing page's neighbours, as its loader found them (null: not known). */
interface ListingSides {
  prevCursor: string | null;
  nextCursor: string | null;
}

/**
 * A listing page's head. Its plain pages (the first, and each after it, which is its own
 * canonical page) are indexed and linked to their neighbours; a search, or a listing narrowed or
 * reordered, stays out of indexes while its links are followed.
 */
function listingHead(args: HeadArgs, sides: ListingSides | null): RouteHead {
  const { pathname, search, baseUrl, params } = args;
  const { path, listing, q, view } = listingAt(pathname, search);
  if (!listing) return notFoundHead();
  // The admins' edit and delete modes.
  if (params.mode) return privateHead(listing.title)(args);
  const banner = homeSlides[listing.banner]?.image;
  const what = listing.category
    ? `${listing.title} water treatment: ${SHOP_DESCRIPTION.charAt(0).toLowerCase()}${SHOP_DESCRIPTION.slice(1)}`
    : SHOP_DESCRIPTION;
  const prevPath = listingPageHref(path, view, sides?.prevCursor);
  const nextPath = listingPageHref(path, view, sides?.nextCursor);
  return {
    meta: {
      title: pageTitle(q ? `${listing.title}: “${q}”` : listing.title),
      description: `${what} From ${company.name}.`,
      canonicalPath: listingHref(path, view),
      ...(isRefinedView(view) ? { noindex: true, followLinks: true } : {}),
      ...(prevPath ? { prevPath } : {}),
      ...(nextPath ? { nextPath } : {}),
      image: banner,
      jsonLd: [breadcrumbJsonLd([HOME_CRUMB, { name: listing.title, path }], baseUrl)],
    },
    preloadImage: bannerPreload(banner),
  };
}

export const meta = routeMeta(({ data: loaded }: MetaArgs<typeof loader>, head) =>
  listingHead(head, loaded?.page ?? null),
);

export const ErrorBoundary = RouteError;

export default Listing;
