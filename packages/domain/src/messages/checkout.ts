/** Checkout. */
export const checkoutMessages = {
  cartEmpty: 'Your cart is empty.',
  noItems: 'There are no items to order.',
  shippingAddressMissing: 'Shipping address is missing. Please update it in your profile.',
  loadFailed: 'Failed to load checkout details.',
  finalizeFailed: 'Failed to finalize order.',
  unexpectedError: 'An unexpected error occurred.',
  success: 'Order Placed Successfully! Thank you! Redirecting to your order history...',
  /** Beyond the spec: the test provider's card form (no Stripe key). */
  cardNumberRequired: 'Card number is required.',
  cardNumberInvalid: 'Enter the 13 to 19 digits of the card number.',
  expiryRequired: 'Expiry date is required.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  cvcRequired: 'CVC is required.',
  cvcInvalid: 'Enter the 3 or 4 digits of the CVC.',
  /** Beyond the spec: Stripe.js could not be loaded (offline, blocked). */
  providerUnavailable: 'The payment form could not be loaded. Please try again later.',
} as const;
