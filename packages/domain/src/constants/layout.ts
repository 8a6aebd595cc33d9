/** Figures of the home page, the listings and prices. */

/** Horizontal scroll distance of the Most ordered carousel's arrow buttons. */
export const FEATURED_SCROLL_STEP_PX = 1000;
export const PRICE_DECIMALS = 2;
export const CURRENCY = 'USD';
/** The page colour changes while scrolling between these offsets; both ends use the same colour. */
export const PAGE_COLOR_SCROLL_START_PX = 300;
export const PAGE_COLOR_SCROLL_END_PX = 900;
/** Column counts of the listing grid, by growing screen width. */
export const LISTING_GRID_COLUMNS = [2, 3, 4] as const;
export const MAGNIFIER_RADIUS_PX = 80;
