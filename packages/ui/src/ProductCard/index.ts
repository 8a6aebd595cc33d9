export {
  ProductCard,
  type ProductCardMode,
  type ProductCardProduct,
  type ProductCardProps,
} from './ProductCard.js';
