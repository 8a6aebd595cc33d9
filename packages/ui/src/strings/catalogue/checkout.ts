/** CheckoutStatus, CheckoutSummary, PaymentPanel, TestCardForm, ThankYouDialog. */
export const checkoutStrings = {
  loading: 'Loading checkout...',
  checkoutError: 'Checkout Error',
  backToCart: 'Back to Cart',
  orderSummary: 'Order Summary',
  itemCount: { one: '{count} item', other: '{count} items' },
  quantity: 'Qty {count}',
  lineTotal: 'Line total',
  grandTotal: 'Total',
  payment: 'Payment',
  payNow: 'Pay Now',
  paying: 'Processing payment...',
  testMode: 'Test mode: no real card is charged.',
  testCardsHeading: 'Test cards',
  testCardsNote: 'Use any future expiry date and any 3-digit CVC.',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  thankYouTitle: 'Thank you for your order!',
  thankYouText:
    'Add this system to My Products to turn on system tracking and SMS or e-mail filter reminders based on the water quality of your ZIP code. You give your consent and accept the terms when you add it, and you can cancel tracking at any time.',
  noThanks: "No Thanks, I'll Do It Later",
  addSystem: 'Add System to My Products',
  /** The storefront's checkout page. */
  title: 'Checkout',
  updateShipping: 'Update your shipping details',
} as const;
