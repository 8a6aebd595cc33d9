export {
  ProductCard,
  type ProductCardMode,
  type ProductCardProduct,
  type ProductCardProps,
} from './ProductCard.js';
export {
  SelectableProductCard,
  type SelectableProductCardProps,
} from './SelectableProductCard.js';
