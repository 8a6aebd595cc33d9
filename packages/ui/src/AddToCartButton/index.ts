export {
  AddToCartButton,
  type AddToCartButtonProps,
  type AddToCartStatus,
} from './AddToCartButton.js';
