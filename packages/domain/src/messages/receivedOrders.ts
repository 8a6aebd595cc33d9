/** Admin received orders. */
export const receivedOrdersMessages = {
  loadFailed: 'Failed to load orders.',
  empty: 'No orders have been received yet.',
  /** Beyond the spec: a tracking number with other characters than the carriers use. */
  trackingNumberInvalid: 'Use letters, digits, spaces and dashes only.',
  /** Beyond the spec: the carrier's name goes into e-mails and text messages as one line. */
  carrierInvalid: 'Write the carrier on one line, without control characters or < >.',
} as const;
