import { type QueryClient, useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { queryKeys } from '@wtkit/api-client';
import { pendingInstallations } from '@wtkit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fakeApi';
import { orderWithFilter } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';
import { queries } from '../apiClient';
import { type ArrivalState, useArrivalDialog } from './useArrivalDialog';
import type { DialogTarget } from './useTrackerDialog';

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(() => localStorage.clear());

/** The dashboard's orders and the arrival hook, reached with `state`. */
function arriveWith(
  state: ArrivalState,
  open: (target: DialogTarget) => void,
  seed?: (queryClient: QueryClient) => void,
) {
  return renderWithApp(
    () => {
      const orders = useQuery(queries.listMyOrders());
      const pending = pendingInstallations(orders.data?.data ?? []);
      useArrivalDialog({ orders, pending, open });
      return orders;
    },
    { state, ...(seed ? { seed } : {}) },
  );
}

describe('useArrivalDialog', () => {
  it('opens the install dialog for the thank-you dialog’s item once its order is listed, once', async () => {
    // The cached list predates the order (placing it made the list stale): the page waits for
    // the fresh one.
    fakeApi.on('GET', '/orders/myorders', ok([orderWithFilter('o2', 'i2')]));
    const open = vi.fn();
    const page = arriveWith(
      { installItem: { orderId: 'o2', orderItemId: 'i2' } },
      open,
      (cache) => {
        cache.setQueryData(queryKeys.orders.mine, { success: true, data: [] });
        void cache.invalidateQueries({ queryKey: queryKeys.orders.all });
      },
    );

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'install', orderId: 'o2', orderItemId: 'i2' }),
    );
    await waitFor(() => expect(page.location().state).toBeNull());
    // Later changes to the orders do not open it again.
    await page.queryClient.refetchQueries();
    page.rerender();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('waits while the orders are on the way, and drops an item that is not pending', async () => {
    fakeApi.on('GET', '/orders/myorders', ok([orderWithFilter('o1', 'i1')]));
    const open = vi.fn();
    const page = arriveWith({ installItem: { orderId: 'o9', orderItemId: 'i9' } }, open);
    expect(page.location().state).not.toBeNull();
    await waitFor(() => expect(page.location().state).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });

  it('opens Add to Tracker for an owned filter system, and nothing for another product', async () => {
    fakeApi.on('GET', '/orders/myorders', ok([]));
    const open = vi.fn();
    const owned = arriveWith(
      { product: { _id: 'p1', name: 'Carbon block', type: 'filter', filterType: 'wholehouse' } },
      open,
    );
    await waitFor(() => expect(owned.location().state).toBeNull());
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'add', productId: 'p1', filterType: 'wholehouse' }),
    );

    open.mockClear();
    const kit = arriveWith({ product: { _id: 'p2', name: 'Test kit', type: 'part' } }, open);
    await waitFor(() => expect(kit.location().state).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });
});
