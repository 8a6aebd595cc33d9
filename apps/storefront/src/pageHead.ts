import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '@wtkit/api-client';
import {
  breadcrumbJsonLd,
  type Crumb,
  isRefinedView,
  listingHref,
  listingPageHref,
  organizationJsonLd,
  type PageMeta,
  webSiteJsonLd,
} from '@wtkit/domain';
import { type ImagePreload, imagePreload, layoutStrings, notFoundStrings } from '@wtkit/ui';
import { homeSlides } from './banners';
import { company, socialLinks } from './config';
import { listingAt } from './listings';

/** A page's head: what it says about itself, and the image its first paint waits for. */
export interface RouteHead {
  meta: PageMeta;
  /**
   * Fetched with the page (a `preload` link) instead of after the scripts have drawn it: the
   * same candidates and `sizes` as the image the page shows.
   */
  preloadImage?: ImagePreload;
}

export interface HeadArgs {
  pathname: string;
  search: URLSearchParams;
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
  queries: Queries;
  /** The shop's public address: JSON-LD and canonical links are absolute. */
  baseUrl: string;
}

export type HeadBuilder = (args: HeadArgs) => RouteHead;

export const SHOP_DESCRIPTION =
  'Water filtration systems, reverse osmosis, whole-house solutions, replacement parts and water test kits.';

export const pageTitle = (title: string) => `${title} | ${company.name}`;

export const HOME_CRUMB: Crumb = { name: layoutStrings.home, path: '/' };

export const homeHead: HeadBuilder = ({ baseUrl }) => ({
  meta: {
    title: `${company.name}: water filtration and treatment`,
    description: SHOP_DESCRIPTION,
    canonicalPath: '/',
    image: homeSlides[0]?.image,
    jsonLd: [
      organizationJsonLd(
        {
          name: company.name,
          logoPath: '/favicon.svg',
          phone: company.phone,
          email: company.email,
          sameAs: socialLinks.map((link) => link.href),
        },
        baseUrl,
      ),
      webSiteJsonLd(company.name, baseUrl),
    ],
  },
  preloadImage: bannerPreload(homeSlides[0]?.image),
});

/** The cursors of a listing page's neighbours, as its loader found them (null: not known). */
export interface ListingSides {
  prevCursor: string | null;
  nextCursor: string | null;
}

/**
 * A listing page's head. Its plain pages (the first, and each after it, which is its own
 * canonical page) are indexed and linked to their neighbours; a search, or a listing narrowed or
 * reordered, stays out of indexes while its links are followed.
 */
export function listingHead(args: HeadArgs, sides: ListingSides | null): RouteHead {
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

/** The banners are the shop's own SVGs: one file at every width. */
const bannerPreload = (image: string | undefined) =>
  image ? imagePreload({ url: image }, '100vw') : undefined;

/** A page anyone may read, under its own address. */
export const publicHead =
  (title: string, description: string): HeadBuilder =>
  ({ pathname }) => ({
    meta: { title: pageTitle(title), description, canonicalPath: pathname.replace(/(.)\/$/, '$1') },
  });

/** A page of one signed-in person or of the admins: never in search results. */
export const privateHead =
  (title: string): HeadBuilder =>
  () => ({ meta: { title: pageTitle(title), description: SHOP_DESCRIPTION, noindex: true } });

export function notFoundHead(): RouteHead {
  return {
    meta: {
      title: pageTitle(notFoundStrings.title),
      description: SHOP_DESCRIPTION,
      noindex: true,
    },
  };
}

export const errorHead = (): RouteHead => ({
  meta: { title: pageTitle('Something went wrong'), description: SHOP_DESCRIPTION, noindex: true },
});
