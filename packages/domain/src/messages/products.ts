/** Listings and product detail. */
export const productsMessages = {
  loadingProduct: 'Loading Product...',
  /** Beyond the spec: the All Products no-products-found state had no text. */
  noProductsFound: 'No products found.',
  /** Beyond the spec: the same state after a search names what was searched for. */
  noProductsFoundFor: (query: string) => `No products found for "${query}".`,
  /** Beyond the spec: a listing that could not load says so rather than "No products found.". */
  listFailed: 'The products could not be loaded.',
  imageNotFound: 'Image Not Found',
} as const;
