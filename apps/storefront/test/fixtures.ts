import type { Order, TrackedProduct } from '@wtkit/api-client';
import {
  type TrackerDialogOutput,
  trackerDialogDefaults,
  trackerDialogSchema,
} from '@wtkit/domain';

/** A paid, delivered order with one filter not installed yet. */
export function orderWithFilter(orderId = 'o1', itemId = 'i1'): Order {
  return {
    _id: orderId,
    isPaid: true,
    status: 'delivered',
    createdAt: '2026-01-10T10:00:00.000Z',
    orderItems: [
      {
        _id: itemId,
        name: 'Kitchen RO',
        type: 'filter',
        filterType: 'undersink',
        isInstalled: false,
      },
    ],
  } as unknown as Order;
}

export function tracked(id: string): TrackedProduct {
  return {
    _id: id,
    customName: `Filter ${id}`,
    trackedSystemParts: [],
  } as unknown as TrackedProduct;
}

/** What the dialog's form hands to save: valid values, with or without the TDS estimate. */
export function dialogValues(
  overrides: Partial<typeof trackerDialogDefaults> = {},
): TrackerDialogOutput {
  return trackerDialogSchema.parse({
    ...trackerDialogDefaults,
    customName: 'Kitchen RO',
    email: 'ann@example.com',
    zipCode: '75201',
    tds: '120',
    hardness: '7',
    ...overrides,
  });
}
