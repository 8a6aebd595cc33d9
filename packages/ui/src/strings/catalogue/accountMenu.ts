/** The storefront's account menu. */
export const accountMenuStrings = {
  shippingDetails: 'Shipping Details',
  coupons: 'Coupons',
  /** The Coupons button's panel. */
  noCoupons: 'No coupons available yet.',
} as const;
