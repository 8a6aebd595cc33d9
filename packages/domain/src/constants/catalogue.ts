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

/** How a product listing may be ordered (`sort`); `relevance` needs search text to rank by. */
export const PRODUCT_SORTS = [
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
  'best-selling',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * Products in one page of a listing: the default holds the seeded shop's 41 products, so a
 * caller that asks without `limit` still gets the whole small catalogue.
 */
export const PRODUCT_PAGE_DEFAULT = 48;
export const PRODUCT_PAGE_MAX = 100;

/** How many products the search box suggests at most. */
export const SUGGESTED_PRODUCTS_MAX = 5;

/**
 * The price bands a listing's facets count, in cents, each inclusive of both ends; the last has
 * no top. Together they cover every price a product can have.
 */
export const PRICE_BANDS: readonly {
  readonly minCents: number;
  readonly maxCents: number | null;
}[] = [
  { minCents: 0, maxCents: 4_999 },
  { minCents: 5_000, maxCents: 9_999 },
  { minCents: 10_000, maxCents: 24_999 },
  { minCents: 25_000, maxCents: 49_999 },
  { minCents: 50_000, maxCents: 99_999 },
  { minCents: 100_000, maxCents: null },
];
