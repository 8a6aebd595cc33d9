import {
  isPrivatePage,
  listingSearch,
  listingViewOptions,
  PRIVATE_PAGE_PATHS,
  PUBLIC_PAGE_PATHS,
  readListingView,
  SEARCH_MAX_LENGTH,
} from '@wtkit/domain';

/**
 * What a page request is, before anything is rendered:
 * - `page`: render `path` (with `search`), kept under `key` when `shared` (the same for every
 *   visitor; the renderer has the last word);
 * - `redirect`: the same page has another address (case, doubled or trailing slashes);
 * - `badSearch`: a search no shop would run (too long, control characters).
 */
export type PageAddress =
  | { kind: 'page'; key: string; path: string; search: string; shared: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'badSearch' };

/** The pages' first segments as the storefront spells them, by their lower case. */
const ROUTE_SEGMENTS = new Map(
  [...PUBLIC_PAGE_PATHS, ...PRIVATE_PAGE_PATHS, '/product', '/log']
    .map((path) => path.split('/')[1] ?? '')
    .filter((segment) => segment !== '')
    .map((segment) => [segment.toLowerCase(), segment]),
);

/**
 * The query a public page reads, in one spelling: a listing's view (its search, filters, order
 * and page) as the listing reads it; any other page reads none. Whatever else a query holds, or
 * a value the page does not know, is left out of its key, so a crawl of made-up parameters
 * renders each page once.
 */
function pageSearch(path: string, query: URLSearchParams): string {
  const options = listingViewOptions(path);
  const search = options ? listingSearch(readListingView(query, options)) : '';
  return search ? `?${search}` : '';
}

// Control characters (C0, DEL, C1): no one types them into a search box.
const CONTROL = /\p{Cc}/u;

/**
 * The canonical path of `pathname`: no empty segments (doubled or trailing slashes), and, under
 * one of the storefront's own pages, its first segment spelled as the route is (`/Products` is
 * `/products`, `/SHOPPINGCART` is `/shoppingCart`: robots.txt rules are case-sensitive, so a page
 * has the spelling they name) and the rest in lower case (product ids are UUIDs, which are not).
 * Other paths keep their case: they are not the shop's, and answer 404 either way.
 */
export function canonicalPath(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const route = ROUTE_SEGMENTS.get(segments[0]?.toLowerCase() ?? '');
  if (route !== undefined)
    return `/${[route, ...segments.slice(1).map((segment) => segment.toLowerCase())].join('/')}`;
  return `/${segments.join('/')}`;
}

/** Whether `path` (canonical) is a page that is the same for every visitor. */
function isPublicPage(path: string): boolean {
  if (isPrivatePage(path)) return false;
  return PUBLIC_PAGE_PATHS.includes(path) || /^\/product\/[^/]+$/.test(path);
}

export function pageAddress(url: URL): PageAddress {
  const path = canonicalPath(url.pathname);
  const q = url.searchParams.get('q');
  if (
    listingViewOptions(path)?.searchable &&
    q !== null &&
    (q.length > SEARCH_MAX_LENGTH || CONTROL.test(q))
  )
    return { kind: 'badSearch' };
  // The query goes along as it came: a campaign's tags still reach the page's scripts.
  if (path !== url.pathname) return { kind: 'redirect', location: `${path}${url.search}` };
  if (!isPublicPage(path)) {
    // Not kept (a private or unknown page): rendered with its query as given.
    return { kind: 'page', key: `${path}${url.search}`, path, search: url.search, shared: false };
  }
  const search = pageSearch(path, url.searchParams);
  return { kind: 'page', key: `${path}${search}`, path, search, shared: true };
}
