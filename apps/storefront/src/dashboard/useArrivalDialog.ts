import type { Order, Product } from '@wtkit/api-client';
import type { PendingInstallationEntry } from '@wtkit/domain';
import { useEffect } from 'react';
import { useConsumeNavigationState } from '../useConsumeNavigationState';
import { addTarget, type DialogTarget, installTarget } from './useTrackerDialog';

/**
 * The navigation state the checkout's thank-you dialog sends (Add System: the ordered item to
 * install), or a product page's I have this product (a customer marks a product they own).
 */
export interface ArrivalState {
  installItem?: { orderId?: unknown; orderItemId?: unknown };
  product?: Partial<Pick<Product, '_id' | 'name' | 'type' | 'filterType'>>;
}

/**
 * Opens the dashboard's dialog for what the page that linked here asked for, once: the state is
 * consumed, so a reload or Back does not open it again.
 */
export function useArrivalDialog({
  orders,
  pending,
  open,
}: {
  /** The customer's orders query. */
  orders: { isSuccess: boolean; isFetching: boolean };
  /** Their items waiting for installation. */
  pending: readonly PendingInstallationEntry<Order>[];
  open: (target: DialogTarget) => void;
}) {
  const { state, consume } = useConsumeNavigationState<ArrivalState>();

  // From the checkout's thank-you dialog: the install dialog for that item.
  const requested = state?.installItem;
  const { isSuccess, isFetching } = orders;
  useEffect(() => {
    if (!requested || !isSuccess) return;
    const found = pending.find(
      ({ order, item }) => order._id === requested.orderId && item._id === requested.orderItemId,
    );
    // Wait for a fresh list: the order may be newer than the cached one.
    if (!found && isFetching) return;
    if (found) open(installTarget(found));
    consume();
  }, [requested, isSuccess, isFetching, pending, open, consume]);

  // From a product page's I have this product: a filter system opens the dialog to start
  // tracking it, as Add to Tracker does; other products have nothing to track.
  const owned = state?.product;
  useEffect(() => {
    if (!owned) return;
    if (owned.type === 'filter' && owned._id && owned.name) {
      open(addTarget({ _id: owned._id, name: owned.name, filterType: owned.filterType }));
    }
    consume();
  }, [owned, open, consume]);
}
