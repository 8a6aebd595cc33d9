export {
  OrderCard,
  type OrderCardItem,
  type OrderCardOrder,
  type OrderCardProps,
} from './OrderCard.js';
