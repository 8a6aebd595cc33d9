/** User roles, order statuses and the payment method. */

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Order statuses in their order of progress: pending → paid → Shipped → Delivered.
 * The capitalisation is the shop's own ('pending' is one of the "other values"); screens
 * treat everything but Shipped and Delivered as pending-like.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'Shipped', 'Delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The statuses an admin may move an order from, for each step: orders only go forward, and only
 * once paid (paid → Shipped → Delivered, or paid → Delivered for a pickup). A pending order,
 * never paid, can be neither shipped nor delivered.
 */
export const ORDER_STEP_FROM = {
  Shipped: ['paid'],
  Delivered: ['paid', 'Shipped'],
} as const satisfies Record<'Shipped' | 'Delivered', readonly OrderStatus[]>;

export const PAYMENT_METHOD = 'Stripe';
