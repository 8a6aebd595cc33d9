export {
  type ReplacementProduct,
  type TrackedFilter,
  TrackedFilterCard,
  type TrackedFilterCardProps,
  type TrackedFilterPart,
} from './TrackedFilterCard.js';
