/**
 * A listing page's controls: its filters and sort, the count of its products, and its paging
 * (an area of its own: every page's first load carries the listings' titles, not these).
 */
export const listingPagesStrings = {
  /** The filter and sort form's accessible name. */
  refine: 'Filter and sort',
  sortBy: 'Sort by',
  sortName: 'Name',
  sortRelevance: 'Best match',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  sortNewest: 'Newest',
  sortBestSelling: 'Best selling',
  category: 'Category',
  anyCategory: 'All categories',
  productType: 'Product type',
  anyProductType: 'All types',
  typeNone: 'Systems and kits',
  typePart: 'Parts',
  typeFilter: 'Filters',
  filterType: 'Filter kind',
  anyFilterType: 'All kinds',
  filterTypeNone: 'Other',
  filterTypeUndersink: 'Under-sink',
  filterTypeWholehouse: 'Whole-house',
  price: 'Price',
  anyPrice: 'Any price',
  priceUnder: 'Under {max}',
  priceBetween: '{min} to {max}',
  priceFrom: '{min} and over',
  inStock: 'In stock only',
  /** Applies the form's choices where JavaScript does not apply them as they change. */
  apply: 'Apply',
  clearFilters: 'Clear filters',
  /** An option with how many products choosing it would show. */
  optionCount: '{label} ({count})',
  productCount: { one: '{count} product', other: '{count} products' },
  productCountEstimate: 'About {count} products',
  /** The products shown so far, e.g. "Showing 1–48 of 310". */
  showing: 'Showing {from}–{to} of {total}',
  showingEstimate: 'Showing {from}–{to} of about {total}',
  /** The paging links' navigation landmark. */
  pages: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  showMore: 'Show more products',
} as const;
