export {
  PromoCodeList,
  type PromoCodeListItem,
  type PromoCodeListProps,
  type PromoCodeOutcome,
} from './PromoCodeList.js';
