/** The storefront's account menu, and its Coupons page (CouponList). */
export const accountMenuStrings = {
  shippingDetails: 'Shipping Details',
  coupons: 'Coupons',
  /** The Coupons page with no coupon granted. */
  noCoupons: 'No coupons available yet.',
  /** CouponList. */
  couponsIntro: 'Promo codes given to you. Type a code at checkout to use it.',
  loadingCoupons: 'Loading coupons...',
  percentOff: '{percent}% off',
  amountOff: '{amount} off',
  freeShipping: 'Free shipping',
  minimumSubtotal: 'On a subtotal of {amount} or more',
  validFrom: 'Valid from {date}',
  validUntil: 'Valid until {date}',
  couponStates: {
    available: 'Available',
    used: 'Used',
    'limit-reached': 'No uses left',
    expired: 'Expired',
    'not-yet-valid': 'Not yet valid',
    inactive: 'No longer active',
  },
} as const;
