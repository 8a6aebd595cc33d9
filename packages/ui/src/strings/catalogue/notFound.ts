/** The storefront's page for an address the shop does not have. */
export const notFoundStrings = {
  title: 'Page not found',
  home: 'Home',
} as const;
