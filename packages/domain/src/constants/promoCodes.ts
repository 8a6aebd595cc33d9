/** Promo codes: their kinds, the states of a shopper's granted codes, and their limits. */

/** Percentage off the order, a fixed amount off the order, or its shipping for free. */
export const PROMO_KINDS = ['percentage', 'fixed-amount', 'free-shipping'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/**
 * Where a code granted to a shopper stands for them: usable now, used up by them (their
 * per-customer limit), used up by everyone (the total limit), past its end, before its start, or
 * turned off by an admin.
 */
export const COUPON_STATES = [
  'available',
  'used',
  'limit-reached',
  'expired',
  'not-yet-valid',
  'inactive',
] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** A code as typed; stored upper-case. */
export const PROMO_CODE_MAX_LENGTH = 40;
/** A code as stored: upper-case letters and digits, hyphens between. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
/** Products one code may be scoped to. */
export const PROMO_PRODUCTS_MAX = 100;
/** Highest total or per-customer usage limit. */
export const PROMO_USAGE_LIMIT_MAX = 1_000_000;
