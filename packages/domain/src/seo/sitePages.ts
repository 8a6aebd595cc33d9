import { CATEGORY_PATHS } from '../constants.js';

/** The listings: every product, then one per category. */
export const LISTING_PATHS: readonly string[] = ['/products', ...Object.values(CATEGORY_PATHS)];

/** The shop's pages that are the same for every visitor, besides the products themselves. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  ...LISTING_PATHS,
  '/privacy-policy',
  '/terms-and-conditions',
  '/warranty',
  '/contact-us',
];

/**
 * Pages of one signed-in person or of the admins: kept out of search results (`noindex`) and
 * disallowed in robots.txt. A listing's admin modes (`/products/edit`) count too.
 */
export const PRIVATE_PAGE_PATHS: readonly string[] = [
  '/account',
  '/settings',
  '/shippingDetails',
  '/coupons',
  '/sendVerificationEmail',
  '/enterVerificationCode',
  '/forgot-password',
  '/shoppingCart',
  '/checkout',
  '/orderHistory',
  '/dashboard',
  '/receivedOrders',
  '/promoCodes',
  '/createProduct',
  ...LISTING_PATHS.flatMap((path) => [`${path}/edit`, `${path}/delete`]),
];

/** Whether `pathname` is one of the private pages (or below one). */
export function isPrivatePage(pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return PRIVATE_PAGE_PATHS.some((root) => path === root || path.startsWith(`${root}/`));
}
