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

export const PAYMENT_METHOD = 'Stripe';
