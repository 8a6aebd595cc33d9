/** Home page. */
export const homeMessages = {
  loadingFeatured: 'Loading featured products...',
  noFeatured: 'No featured products available.',
  featuredLoadFailed: 'Failed to load featured products.',
} as const;
