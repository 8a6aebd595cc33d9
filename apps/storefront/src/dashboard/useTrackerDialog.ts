import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilterType, Order, Product } from '@wtkit/api-client';
import {
  dashboardMessages,
  displayTds,
  fiveDigitZip,
  type PendingInstallationEntry,
  TRACKER_DIALOG_RESET_MS,
  type TrackerDialogOutput,
  toTrackerAdditionalData,
  trackerDialogPrefill,
} from '@wtkit/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { queries } from '../apiClient';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';

/** What the Add Product Information dialog saves: a catalogue filter, or an ordered one. */
export type DialogTarget =
  | { mode: 'add'; key: string; productId: string; productName: string; filterType: FilterType }
  | {
      mode: 'install';
      key: string;
      orderId: string;
      orderItemId: string;
      productName: string;
      filterType: FilterType;
    };

/** The dialog for an ordered filter waiting for installation (Install & Track). */
export function installTarget({ order, item }: PendingInstallationEntry<Order>): DialogTarget {
  return {
    mode: 'install',
    key: `install:${order._id}:${item._id}`,
    orderId: order._id,
    orderItemId: item._id,
    productName: item.name,
    filterType: item.filterType ?? 'none',
  };
}

/** The dialog for a catalogue filter (Add to Tracker, or a product page's I have this product). */
export function addTarget(
  product: Pick<Product, '_id' | 'name'> & { filterType?: FilterType | undefined },
): DialogTarget {
  return {
    mode: 'add',
    key: `add:${product._id}`,
    productId: product._id,
    productName: product.name,
    filterType: product.filterType ?? 'none',
  };
}

/**
 * With the estimate, TDS comes from the ZIP lookup (the ppm the shop shows for that ZIP), or
 * null when the lookup fails.
 */
async function estimatedTdsFor(queryClient: QueryClient, zip: string): Promise<number | null> {
  const zip5 = fiveDigitZip(zip);
  if (!zip5) return null;
  try {
    const answer = await queryClient.fetchQuery({ ...queries.getTdsByZip(zip5), retry: false });
    return displayTds(answer.data.tdsValue, zip5);
  } catch (error) {
    console.error('TDS lookup failed', error);
    return null;
  }
}

/**
 * The dashboard's Add Product Information dialog: which product it is for, open or closed,
 * pre-filled from the account and the tracker's house data, and its save (install an ordered
 * filter, or add a catalogue one). The page's lists refresh through the mutations' invalidation
 * before the dialog closes. The product is cleared `TRACKER_DIALOG_RESET_MS` after the dialog
 * closes; `onCleared` runs then (the control that opened it may be gone). `onSaved` gets what
 * to announce once the dialog has saved.
 */
export function useTrackerDialog({
  onCleared,
  onSaved,
}: {
  onCleared: () => void;
  onSaved: (announcement: string) => void;
}) {
  const queryClient = useQueryClient();
  // The route module's loader asked already: an answer that failed before the page
  // mounted is shown, not asked again (a 4xx will not get better).
  const me = useQuery({ ...queries.getMe(), retryOnMount: false });
  const tracker = useQuery({ ...queries.getTracker(), retryOnMount: false });
  const install = useMutation(mutations.installOrderItem());
  const add = useMutation(mutations.addTrackedProduct());

  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A failed pre-fill is only logged.
  useEffect(() => {
    if (me.error) console.error('Could not pre-fill the tracker dialog (account)', me.error);
  }, [me.error]);

  const houseData = tracker.data?.data.houseData;
  const user = me.data?.data;
  const initialValues = useMemo(() => trackerDialogPrefill(houseData, user), [houseData, user]);
  const isPrefillSettled = !tracker.isPending && !me.isPending;

  useEffect(() => {
    if (isOpen || target === null) return;
    const timer = setTimeout(() => {
      setTarget(null);
      onCleared();
    }, TRACKER_DIALOG_RESET_MS);
    return () => clearTimeout(timer);
  }, [isOpen, target, onCleared]);

  const open = useCallback((next: DialogTarget) => {
    setError(null);
    // Reopened for the same product before it was cleared: the dialog keeps what was typed.
    setTarget((current) => (current?.key === next.key ? current : next));
    setOpen(true);
  }, []);

  const save = async (values: TrackerDialogOutput) => {
    if (!target) return;
    setError(null);
    setSaving(true);
    try {
      const estimatedTds = values.useEstimate
        ? await estimatedTdsFor(queryClient, values.zipCode)
        : null;
      const additionalData = toTrackerAdditionalData(values, { estimatedTds });
      if (target.mode === 'install') {
        await install.mutateAsync({
          orderId: target.orderId,
          orderItemId: target.orderItemId,
          body: { customFilterName: values.customName, additionalData },
        });
      } else {
        await add.mutateAsync({
          productId: target.productId,
          customName: values.customName,
          additionalData,
        });
      }
      setOpen(false);
      onSaved(dashboardMessages.trackerSaved(values.customName));
    } catch (cause) {
      setError(dashboardMessages.saveError(errorMessage(cause)));
    } finally {
      setSaving(false);
    }
  };

  return {
    /** The product the dialog is for; it stays a moment after closing (the closing animation). */
    target,
    isOpen,
    setOpen,
    open,
    save,
    isSaving,
    error,
    initialValues,
    /** The dialog waits for the account and the tracker, so its fields start filled. */
    isPrefillSettled,
  };
}
