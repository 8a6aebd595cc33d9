/** The catalogue's choice lists: categories, product and filter types, ranks. */

export const CATEGORIES = ['commercial', 'residential', 'test kit'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'residential';

/** Route of each category's listing page. */
export const CATEGORY_PATHS: Readonly<Record<Category, string>> = {
  commercial: '/commercial',
  residential: '/residential',
  'test kit': '/testkit',
};

export const PRODUCT_TYPES = ['none', 'part', 'filter'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const FILTER_TYPES = ['none', 'undersink', 'wholehouse'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** Ranks of the important products shown on the home page (null = not important). */
export const IMPORTANT_RANKS = [1, 2, 3] as const;
export type ImportantRank = (typeof IMPORTANT_RANKS)[number];

/** How the product form holds the important rank: 'no' or a rank as text. */
export const IMPORTANT_OPTIONS = ['no', '1', '2', '3'] as const;
export type ImportantOption = (typeof IMPORTANT_OPTIONS)[number];

/** How the product form holds isFeatured. */
export const FEATURED_OPTIONS = ['yes', 'no'] as const;
export type FeaturedOption = (typeof FEATURED_OPTIONS)[number];
