export {
  type AdminOutcome,
  ShippingMethodList,
  type ShippingMethodListItem,
  type ShippingMethodListProps,
} from './ShippingMethodList.js';
