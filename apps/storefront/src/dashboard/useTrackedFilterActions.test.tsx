import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { MESSAGES } from '@wtkit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused } from '../../test/fakeApi';
import { orderWithFilter, tracked } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';
import { queries } from '../apiClient';
import { useTrackedFilterActions } from './useTrackedFilterActions';

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(() => localStorage.clear());

/** How many cards the page rendered last. */
let cardsShown = 0;

/** The dashboard's lists and the card actions, as the page wires them. */
function renderActions(onDeleted = vi.fn(), onDone = vi.fn()) {
  return renderWithApp(() => {
    const tracker = useQuery(queries.getTracker());
    const orders = useQuery(queries.listMyOrders());
    const trackedProducts = tracker.data?.data.trackedProducts ?? [];
    cardsShown = trackedProducts.length;
    return {
      tracker,
      orders,
      actions: useTrackedFilterActions({ tracked: trackedProducts, onDeleted, onDone }),
    };
  });
}

describe('useTrackedFilterActions', () => {
  it('deletes a tracked filter: tracker and orders refreshed, onDeleted once its card is gone', async () => {
    fakeApi.on('GET', '/trackers', ok({ houseData: null, trackedProducts: [tracked('t1')] }));
    fakeApi.on('GET', '/orders/myorders', ok([]));
    fakeApi.on('DELETE', '/trackers/tracked-products/t1', ok({ _id: 't1' }));
    // What the page showed when onDeleted ran (the focus moves only once the card is gone).
    let cardsWhenDeleted: number | undefined;
    const onDeleted = vi.fn(() => {
      cardsWhenDeleted = cardsShown;
    });
    const onDone = vi.fn();
    const { result } = renderActions(onDeleted, onDone);
    await waitFor(() => expect(result.current.tracker.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.orders.isSuccess).toBe(true));

    // Not tracked any more: the ordered filter waits for installation again.
    fakeApi.on('GET', '/trackers', ok({ houseData: null, trackedProducts: [] }));
    fakeApi.on('GET', '/orders/myorders', ok([orderWithFilter()]));
    act(() => result.current.actions.remove('t1'));
    expect(result.current.actions.isDeleting('t1')).toBe(true);

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(cardsWhenDeleted).toBe(0);
    expect(onDone).toHaveBeenCalledWith(MESSAGES.dashboard.trackedDeleted('Filter t1'));
    expect(result.current.tracker.data?.data.trackedProducts).toEqual([]);
    expect(result.current.orders.data?.data).toHaveLength(1);
    expect(result.current.actions.isDeleting('t1')).toBe(false);
    expect(fakeApi.calls('GET', '/trackers')).toHaveLength(2);
    expect(fakeApi.calls('GET', '/orders/myorders')).toHaveLength(2);
  });

  it('resets a part: pending on its card, then the tracker refreshed', async () => {
    fakeApi.on('GET', '/trackers', ok({ houseData: null, trackedProducts: [tracked('t1')] }));
    fakeApi.on('GET', '/orders/myorders', ok([]));
    const withPart = {
      ...tracked('t1'),
      trackedSystemParts: [{ _id: 'pt1', partProductNameSnapshot: 'Sediment filter' }],
    };
    fakeApi.on('GET', '/trackers', ok({ houseData: null, trackedProducts: [withPart] }));
    fakeApi.on('POST', '/trackers/tracked-products/t1/parts/pt1/reset', ok(withPart));
    const onDone = vi.fn();
    const { result } = renderActions(vi.fn(), onDone);
    await waitFor(() => expect(result.current.tracker.isSuccess).toBe(true));

    act(() => result.current.actions.resetPart('t1', 'pt1'));
    expect(result.current.actions.resettingPartId('t1')).toBe('pt1');
    expect(result.current.actions.resettingPartId('t2')).toBeNull();
    await waitFor(() => expect(result.current.actions.resettingPartId('t1')).toBeNull());
    expect(fakeApi.calls('GET', '/trackers')).toHaveLength(2);
    expect(result.current.actions.error).toBeNull();
    expect(onDone).toHaveBeenCalledWith(MESSAGES.dashboard.partReset('Sediment filter'));
  });

  it('shows why a reset or a delete failed, and keeps the card', async () => {
    fakeApi.on('GET', '/trackers', ok({ houseData: null, trackedProducts: [tracked('t1')] }));
    fakeApi.on('GET', '/orders/myorders', ok([]));
    fakeApi.on(
      'POST',
      '/trackers/tracked-products/t1/parts/pt1/reset',
      refused(404, 'Part not found.'),
    );
    fakeApi.on(
      'DELETE',
      '/trackers/tracked-products/t1',
      refused(404, 'Tracked product not found.'),
    );
    const onDeleted = vi.fn();
    const { result } = renderActions(onDeleted);
    await waitFor(() => expect(result.current.tracker.isSuccess).toBe(true));

    act(() => result.current.actions.resetPart('t1', 'pt1'));
    await waitFor(() =>
      expect(result.current.actions.error).toBe(MESSAGES.dashboard.resetError('Part not found.')),
    );
    act(() => result.current.actions.remove('t1'));
    expect(result.current.actions.error).toBeNull();
    await waitFor(() =>
      expect(result.current.actions.error).toBe(
        MESSAGES.dashboard.deleteError('Tracked product not found.'),
      ),
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
