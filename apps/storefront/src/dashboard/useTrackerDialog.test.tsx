import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { queryKeys } from '@wtkit/api-client';
import { MESSAGES, TRACKER_DIALOG_RESET_MS } from '@wtkit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused } from '../../test/fakeApi';
import { dialogValues, orderWithFilter } from '../../test/fixtures';
import { renderWithApp } from '../../test/renderWithApp';
import { queries } from '../apiClient';
import { addTarget, installTarget, useTrackerDialog } from './useTrackerDialog';

const user = { _id: 'u1', email: 'ann@example.com', phoneNumber: '', address: { zip: '75201' } };
const houseData = { waterType: 'Well', tds: 150, hardness: 10, peopleNumber: 2 };

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  fakeApi.on('GET', '/users/me', ok(user));
  fakeApi.on('GET', '/trackers', ok({ houseData, trackedProducts: [] }));
  fakeApi.on('GET', '/orders/myorders', ok([orderWithFilter()]));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** The dialog hook beside the page's own queries (the lists a save must refresh). */
function renderDialog(onCleared = vi.fn(), onSaved = vi.fn()) {
  return renderWithApp(() => ({
    dialog: useTrackerDialog({ onCleared, onSaved }),
    tracker: useQuery(queries.getTracker()),
    orders: useQuery(queries.listMyOrders()),
  }));
}

describe('useTrackerDialog', () => {
  it('waits for the account and the tracker, then pre-fills from them', async () => {
    const { result } = renderDialog();
    expect(result.current.dialog.isPrefillSettled).toBe(false);
    await waitFor(() => expect(result.current.dialog.isPrefillSettled).toBe(true));
    expect(result.current.dialog.initialValues).toMatchObject({
      email: 'ann@example.com',
      zipCode: '75201',
      waterSource: 'well',
    });
  });

  it('opens for a product, keeps it while reopened, clears it a moment after closing', async () => {
    const onCleared = vi.fn();
    const { result } = renderDialog(onCleared);
    const first = addTarget({ _id: 'p1', name: 'Carbon block', filterType: 'undersink' });
    act(() => result.current.dialog.open(first));
    expect(result.current.dialog).toMatchObject({ isOpen: true, target: first });

    vi.useFakeTimers();
    act(() => result.current.dialog.setOpen(false));
    act(() => vi.advanceTimersByTime(TRACKER_DIALOG_RESET_MS - 50));
    // Reopened for the same product before it was cleared: the same target (what was typed stays).
    act(() => result.current.dialog.open({ ...first }));
    expect(result.current.dialog.target).toBe(first);

    act(() => result.current.dialog.setOpen(false));
    act(() => vi.advanceTimersByTime(TRACKER_DIALOG_RESET_MS - 1));
    expect(result.current.dialog.target).toBe(first);
    expect(onCleared).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.dialog.target).toBeNull();
    expect(onCleared).toHaveBeenCalledTimes(1);
  });

  it('installs an ordered filter, and the tracker and orders are the server’s new ones before it closes', async () => {
    fakeApi.on('PUT', '/orders/o1/items/i1/install', ok({}));
    const onSaved = vi.fn();
    const { result, queryClient } = renderDialog(vi.fn(), onSaved);
    await waitFor(() => expect(result.current.orders.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.tracker.isSuccess).toBe(true));
    const installed = { ...orderWithFilter(), orderItems: [] };
    fakeApi.on('GET', '/orders/myorders', ok([installed]));
    fakeApi.on('GET', '/trackers', ok({ houseData, trackedProducts: [{ _id: 't1' }] }));

    const order = orderWithFilter();
    const [item] = order.orderItems;
    if (!item) throw new Error('The fixture has no item');
    act(() => result.current.dialog.open(installTarget({ order, item })));
    await act(() => result.current.dialog.save(dialogValues()));

    expect(fakeApi.calls('PUT', '/orders/o1/items/i1/install')[0]?.body).toMatchObject({
      customFilterName: 'Kitchen RO',
    });
    expect(result.current.dialog).toMatchObject({ isOpen: false, isSaving: false, error: null });
    expect(onSaved).toHaveBeenCalledWith(MESSAGES.dashboard.trackerSaved('Kitchen RO'));
    // Refreshed through the mutation's invalidation, before the dialog closed.
    expect(queryClient.getQueryData(queryKeys.orders.mine)).toMatchObject({
      data: [installed],
    });
    expect(queryClient.getQueryData(queryKeys.tracker)).toMatchObject({
      data: { trackedProducts: [{ _id: 't1' }] },
    });
  });

  it('adds a catalogue filter with the TDS the shop shows for the ZIP when the estimate is used', async () => {
    fakeApi.on('GET', '/waterquality/tds?zip=75201', ok({ zip: '75201', tdsValue: 200 }));
    fakeApi.on('POST', '/trackers/tracked-products', ok({ _id: 't1' }, 201));
    const { result } = renderDialog();
    act(() => result.current.dialog.open(addTarget({ _id: 'p1', name: 'Carbon block' })));
    await act(() =>
      result.current.dialog.save(dialogValues({ useEstimate: true, zipCode: '75201-1234' })),
    );
    const [sent] = fakeApi.calls('POST', '/trackers/tracked-products');
    // 200 ppm scaled ×1.73 is 346, plus the ZIP's last two digits.
    expect(sent?.body).toMatchObject({
      productId: 'p1',
      customName: 'Kitchen RO',
      additionalData: { tds: 347 },
    });
    expect(result.current.dialog.isOpen).toBe(false);
  });

  it('stays open with the server’s sentence when saving fails', async () => {
    fakeApi.on('POST', '/trackers/tracked-products', refused(422, 'Name is taken.'));
    const { result } = renderDialog();
    act(() => result.current.dialog.open(addTarget({ _id: 'p1', name: 'Carbon block' })));
    await act(() => result.current.dialog.save(dialogValues()));
    expect(result.current.dialog).toMatchObject({
      isOpen: true,
      isSaving: false,
      error: MESSAGES.dashboard.saveError('Name is taken.'),
    });
  });
});
