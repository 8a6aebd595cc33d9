import { QUANTITY_GUARD_MAX, QUANTITY_MIN } from '../constants.js';

/** Add to cart and the cart page. */
export const cartMessages = {
  addedToCart: 'Item added to cart!',
  loginToAdd: 'You must be logged in to add items.',
  productDataMissing: 'Product data is missing.',
  addFailed: 'Failed to add item',
  loadFailed: 'Failed to load cart. Please try again.',
  updateQuantityFailed: 'Failed to update quantity.',
  removeFailed: 'Failed to remove item.',
  /** Beyond the spec: said once a line has been removed. */
  removed: (name: string) => `${name} removed from the cart.`,
  itemProductMissing: 'Error: Product data missing for an item.',
  empty: 'Your Cart is Empty',
  /** Beyond the spec. */
  quantityMin: `Quantity must be a whole number of at least ${QUANTITY_MIN}.`,
  /** Beyond the spec: the server's guard. */
  quantityMax: `Quantity must be at most ${QUANTITY_GUARD_MAX}.`,
} as const;
