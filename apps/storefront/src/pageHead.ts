import type { Crumb, PageMeta } from '@wtkit/domain';
import { type ImagePreload, layoutStrings, notFoundStrings } from '@wtkit/ui';
import { company } from './config';

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
  /** The shop's public address: JSON-LD and canonical links are absolute. */
  baseUrl: string;
}

export type HeadBuilder = (args: HeadArgs) => RouteHead;

export const SHOP_DESCRIPTION =
  'Water filtration systems, reverse osmosis, whole-house solutions, replacement parts and water test kits.';

export const pageTitle = (title: string) => `${title} | ${company.name}`;

export const HOME_CRUMB: Crumb = { name: layoutStrings.home, path: '/' };

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
