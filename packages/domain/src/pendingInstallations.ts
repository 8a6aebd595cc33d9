/** An order item as the pending-installation rule reads it. */
export interface InstallableOrderItem {
  readonly type: string;
  readonly isInstalled: boolean;
}

/** An order as the pending-installation rule reads it. */
export interface InstallableOrder {
  readonly isPaid: boolean;
  readonly status: string;
  readonly orderItems: readonly InstallableOrderItem[];
}

export interface PendingInstallationEntry<Order extends InstallableOrder> {
  readonly order: Order;
  readonly item: Order['orderItems'][number];
}

/**
 * The dashboard's Pending Installations: the filter items (`type` 'filter', the
 * trackable ones) of the user's paid orders that are not installed yet, in the orders' and
 * items' own order. A `pending` order is not paid, and the server refuses to install from it.
 */
export function pendingInstallations<Order extends InstallableOrder>(
  orders: readonly Order[],
): Array<PendingInstallationEntry<Order>> {
  return orders
    .filter((order) => order.isPaid && order.status !== 'pending')
    .flatMap((order) =>
      order.orderItems
        .filter((item) => item.type === 'filter' && !item.isInstalled)
        .map((item) => ({ order, item })),
    );
}
