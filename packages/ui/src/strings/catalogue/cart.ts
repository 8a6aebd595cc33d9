/** CartState, CartLine, OrderSummary. */
export const cartStrings = {
  loginPrompt: 'Please log in to see your cart.',
  goToLogin: 'Go to Login',
  loading: 'Loading cart...',
  loadFailed: 'Failed to load cart. Please try again.',
  tryAgain: 'Try Again',
  empty: 'Your Cart is Empty',
  continueShopping: 'Continue Shopping',
  itemProductMissing: 'Error: Product data missing for an item.',
  unitPrice: 'Price',
  lineTotal: 'Line total',
  quantityOf: 'Quantity, {name}',
  /** Announced when a line's quantity has changed. */
  quantityChanged: '{name}: quantity {count}, line total {total}',
  remove: 'Remove {name}',
  orderSummary: 'Order Summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  calculatedAtCheckout: 'Calculated at checkout',
  proceedToCheckout: 'Proceed to Checkout',
  /** The storefront's cart page: its heading and the list of lines' accessible name. */
  title: 'Shopping Cart',
} as const;
