export { ListingPager, type ListingPagerProps } from './ListingPager.js';
