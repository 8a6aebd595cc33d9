/** The storefront's category and product listings' titles. */
export const listingsStrings = {
  allProducts: 'All Products',
  commercial: 'Commercial',
  residential: 'Residential',
  testKits: 'Test kits',
  /** Reloads a listing that could not load. */
  tryAgain: 'Try Again',
} as const;
