export {
  ListingControls,
  type ListingControlsProps,
  type ListingFacets,
} from './ListingControls.js';
