import { LABELS } from './labels.js';

export type OrderStatusTone = 'success' | 'info' | 'warning';

/**
 * Badge tone of an order status (000 §4, 001 §2): Delivered is success (green), Shipped is info
 * (blue), anything else, including pending, paid and unknown values, is warning. The match is
 * exact, as the statuses are stored with this capitalisation.
 */
export function orderStatusTone(status: string): OrderStatusTone {
  if (status === 'Delivered') return 'success';
  if (status === 'Shipped') return 'info';
  return 'warning';
}

/**
 * The badge's text for a status: pending and paid (stored in lower case) read Pending and Paid
 * beside Shipped and Delivered; any other value is shown as stored, so an unexpected status is
 * never dressed up as a known one.
 */
export function orderStatusLabel(status: string): string {
  if (status === 'pending') return LABELS.orders.statusPending;
  if (status === 'paid') return LABELS.orders.statusPaid;
  return status;
}
