import type { components } from '@wtkit/api-client';
import { fromCents, PAYMENT_METHOD } from '@wtkit/domain';
import { lineImages, type RecordedImage } from '../images/index.js';
import type { Buyer, OrderLine, OrderRow } from './queries.js';

export type ApiOrder = components['schemas']['Order'];

/**
 * An order as the contract shows it: its items (each image with its recorded variants), buyer and
 * installation state.
 */
export function toApiOrder(
  row: OrderRow,
  lines: OrderLine[],
  buyer: Buyer | undefined,
  recorded: readonly RecordedImage[],
): ApiOrder {
  const filters = lines.filter(({ item }) => item.type === 'filter');
  return {
    _id: row.id,
    user: { _id: row.userId, name: buyer?.name ?? '', email: buyer?.email ?? null },
    status: row.status,
    totalPrice: fromCents(row.totalCents),
    subtotal: fromCents(row.subtotalCents),
    discount: fromCents(row.discountCents),
    promoCode: row.promoCode,
    shipping: fromCents(row.shippingCents),
    shippingMethod:
      row.shippingMethodId === null
        ? null
        : { _id: row.shippingMethodId, name: row.shippingMethod ?? '' },
    tax: fromCents(row.taxCents),
    createdAt: row.createdAt.toISOString(),
    isPaid: row.isPaid,
    paidAt: row.paidAt?.toISOString() ?? null,
    isDelivered: row.isDelivered,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    isInstalled: filters.length > 0 && filters.every(({ installed }) => installed),
    orderItems: lines.map(({ item, installed }) => ({
      _id: item.id,
      product: item.productId,
      name: item.name,
      imageUrl: item.imageUrl,
      images: lineImages(recorded, item.imageUrl),
      quantity: item.quantity,
      price: fromCents(item.unitCents),
      discount: fromCents(item.discountCents),
      tax: fromCents(item.taxCents),
      type: item.type,
      filterType: item.filterType,
      isInstalled: installed,
    })),
    shippingAddress: {
      street: row.shippingStreet,
      city: row.shippingCity,
      state: row.shippingState,
      zip: row.shippingZip,
    },
    paymentMethod: PAYMENT_METHOD,
    paymentIntentId: row.paymentIntentId,
    planId: row.planId,
  };
}
