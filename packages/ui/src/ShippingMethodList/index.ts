export {
  ShippingMethodList,
  type ShippingMethodListItem,
  type ShippingMethodListProps,
} from './ShippingMethodList.js';
