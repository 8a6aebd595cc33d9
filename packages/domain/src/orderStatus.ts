export type OrderStatusTone = 'success' | 'info' | 'warning';

/**
 * Badge tone of an order status: Delivered is success (green), Shipped is info
 * (blue), anything else, including pending, paid and unknown values, is warning. The match is
 * exact, as the statuses are stored with this capitalisation.
 */
export function orderStatusTone(status: string): OrderStatusTone {
  if (status === 'Delivered') return 'success';
  if (status === 'Shipped') return 'info';
  return 'warning';
}
