/** My Orders. */
export const orderHistoryMessages = {
  loadFailed: 'Failed to load orders.',
  empty: "You haven't made any orders yet.",
} as const;
