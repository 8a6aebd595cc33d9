/** OrderCard. */
export const ordersStrings = {
  order: 'Order {id}',
  name: 'Name',
  email: 'E-mail',
  total: 'Total',
  discount: 'Discount ({code})',
  discountAmount: '−{amount}',
  /** The shipping method's name, as the order recorded it. */
  shipping: 'Shipping ({method})',
  shippingFree: 'Free',
  tax: 'Sales tax',
  placed: 'Placed',
  delivered: 'Delivered',
  items: 'Items ({count})',
  quantity: 'Qty',
  statusPending: 'Pending',
  statusPaid: 'Paid',
  /** An order a filter plan placed. */
  planOrder: 'Filter plan order',
  markAsDelivered: 'Mark as Delivered',
  shipped: 'Shipped',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  markAsShipped: 'Mark as Shipped',
  carrierOptional: 'Carrier (optional)',
  trackingNumberOptional: 'Tracking number (optional)',
  confirmShipment: 'Confirm shipment',
  /** The storefront's order history page. */
  myOrders: 'My Orders',
  loading: 'Loading orders...',
} as const;
