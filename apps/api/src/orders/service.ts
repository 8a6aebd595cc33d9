import { MESSAGES, PAYMENT_METHOD } from '@wtkit/domain';
import { isUuid } from '../auth/session.js';
import { deleteLinesOf } from '../cart/queries.js';
import { stockConflict } from '../cart/rules.js';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/client.js';
import { conflict, HttpError, notFound, unprocessable } from '../http/errors.js';
import { type ApiOrder, toApiOrder } from './mapping.js';
import { type OrderNotice, orderNotice } from './notices.js';
import {
  allOrders,
  buyers,
  contactOfBuyer,
  insertOrder,
  insertOrderItems,
  intentOfUser,
  itemsOfOrders,
  markDelivered,
  markShipped,
  type OrderRow,
  orderOfIntent,
  ordersOfUser,
  productsForUpdate,
  statusOf,
  takeStock,
} from './queries.js';

const ORDER_NOT_FOUND = 'Order not found.';
/** A notice the provider refused is tried again from the outbox for this long. */
const NOTICE_RETRY_SECONDS = 72 * 3600;

/**
 * Tells the buyer about their order by e-mail, or by text message when the account has only a
 * phone, after the answer has gone (a slow provider never holds up the shop).
 */
function notifyBuyer(app: AppContext, kind: OrderNotice, order: ApiOrder): void {
  app.background.run(`order ${kind} notice`, async () => {
    const buyer = await contactOfBuyer(app.db, order.user._id);
    if (!buyer) return;
    const channel = buyer.email ? 'email' : 'sms';
    const to = buyer.email ?? buyer.phoneNumber;
    if (!to) return;
    await app.messenger.send(
      { channel, to, ...orderNotice(kind, order, channel, buyer.name) },
      { retryForSeconds: NOTICE_RETRY_SECONDS },
    );
  });
}

type Lines = Array<{ productId: string; quantity: number }>;

/** Orders as the contract shows them, with their items, buyer and installation state. */
async function toApiOrders(db: Executor, rows: OrderRow[]): Promise<ApiOrder[]> {
  if (rows.length === 0) return [];
  const lines = await itemsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  const people = await buyers(db, [...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) =>
    toApiOrder(
      row,
      lines.filter(({ item }) => item.orderId === row.id),
      people.find((person) => person.id === row.userId),
    ),
  );
}

async function oneOrder(db: Executor, row: OrderRow): Promise<ApiOrder> {
  const [order] = await toApiOrders(db, [row]);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Whether two lists order the same quantities of the same products, in any order or split. */
const sameLines = (a: Lines, b: Lines) => {
  const key = (lines: Lines) => {
    const merged = new Map<string, number>();
    for (const line of lines)
      merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
    return [...merged].sort(([x], [y]) => x.localeCompare(y)).join(';');
  };
  return key(a) === key(b);
};

export interface OrderRequest {
  paymentIntentId: string;
  orderItems: Lines;
  shippingAddress: { street: string; city: string; state: string; zip: string };
}

/**
 * Places the order a payment paid for, once: asked again with the same payment, the order placed
 * the first time comes back (`created: false`). The payment must have succeeded for the amount
 * and the items the server priced. The stock is taken in the same transaction; when someone else
 * bought the last units after this customer paid, the payment is refunded and no order placed.
 */
export async function placeOrder(
  app: AppContext,
  userId: string,
  request: OrderRequest,
): Promise<{ order: ApiOrder; created: boolean }> {
  const intent = await intentOfUser(app.db, request.paymentIntentId, userId);
  if (!intent) throw notFound('Payment not found.');

  const existing = await orderOfIntent(app.db, intent.id);
  if (existing) return { order: await oneOrder(app.db, existing), created: false };

  const provider = await app.payments.retrieve(intent.id);
  if (provider.status !== 'succeeded') {
    throw new HttpError(402, 'The payment has not been completed, so no order was placed.');
  }
  if (provider.amountCents !== intent.amountCents) {
    throw unprocessable('The amount paid does not match the order total.');
  }
  if (!sameLines(request.orderItems, intent.items)) {
    throw unprocessable('The items do not match what was paid for.', [
      { path: 'orderItems', message: 'Must be the items of the payment.' },
    ]);
  }
  const address = request.shippingAddress;
  if (!address.zip.trim()) throw unprocessable(MESSAGES.checkout.shippingAddressMissing);

  const outcome = await app.db.transaction(async (tx) => {
    // Lock the products, then re-check: another checkout may have taken the stock meanwhile.
    const ids = [...new Set(intent.items.map((line) => line.productId))].sort();
    const locked = await productsForUpdate(tx, ids);
    const raced = await orderOfIntent(tx, intent.id);
    if (raced) return { order: raced, created: false, soldOut: undefined };
    for (const line of intent.items) {
      const product = locked.find((row) => row.id === line.productId);
      if (!product || product.stock < line.quantity) {
        return {
          order: undefined,
          created: false,
          soldOut: stockConflict(product?.name ?? 'This product', product?.stock ?? 0),
        };
      }
    }
    const order = await insertOrder(tx, {
      userId,
      status: 'paid',
      totalCents: intent.amountCents,
      paymentIntentId: intent.id,
      paymentMethod: PAYMENT_METHOD,
      shippingStreet: address.street.trim(),
      shippingCity: address.city.trim(),
      shippingState: address.state.trim(),
      shippingZip: address.zip.trim(),
      isPaid: true,
      paidAt: app.now(),
    });
    await insertOrderItems(
      tx,
      intent.items.map((line, position) => {
        const product = locked.find((row) => row.id === line.productId);
        return {
          orderId: order.id,
          productId: line.productId,
          name: product?.name ?? '',
          imageUrl: product?.imageUrl ?? '',
          unitCents: line.unitCents,
          quantity: line.quantity,
          type: product?.type ?? 'none',
          filterType: product?.filterType ?? 'none',
          position,
        };
      }),
    );
    for (const line of intent.items) await takeStock(tx, line.productId, line.quantity);
    if (intent.source === 'cart') await deleteLinesOf(tx, userId, ids);
    return { order, created: true, soldOut: undefined };
  });

  if (outcome.soldOut) {
    // Someone else bought the last units after this customer paid: give the money back.
    await app.payments.refund(intent.id);
    app.logger.warn({ paymentIntentId: intent.id }, 'refunded a payment whose items sold out');
    throw conflict(`${outcome.soldOut.message} Your payment has been refunded.`);
  }
  if (!outcome.order) throw new Error('order transaction returned nothing');
  if (outcome.created) app.metrics.orderPlaced(outcome.order.totalCents);
  app.catalogueCache.clear();
  const order = await oneOrder(app.db, outcome.order);
  if (outcome.created) notifyBuyer(app, 'confirmed', order);
  return { order, created: outcome.created };
}

/**
 * Marks a paid order shipped (orders only go forward: paid, Shipped, Delivered) and tells the
 * buyer, with the tracking number when there is one.
 */
export async function shipOrder(
  app: AppContext,
  adminId: string,
  orderId: string,
  shipment: { carrier?: string | undefined; trackingNumber?: string | undefined },
): Promise<ApiOrder> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const updated = await markShipped(
    app.db,
    orderId,
    {
      adminId,
      carrier: shipment.carrier?.trim() || null,
      trackingNumber: shipment.trackingNumber?.trim() || null,
    },
    app.now(),
  );
  if (!updated) {
    const status = await statusOf(app.db, orderId);
    if (!status) throw notFound(ORDER_NOT_FOUND);
    throw conflict(
      status === 'Delivered'
        ? 'This order is already marked as delivered.'
        : status === 'Shipped'
          ? 'This order is already marked as shipped.'
          : 'Only a paid order can be shipped.',
    );
  }
  const order = await oneOrder(app.db, updated);
  notifyBuyer(app, 'shipped', order);
  return order;
}

/** Marks an order delivered and tells the buyer; refused when it is unknown or already delivered. */
export async function deliverOrder(
  app: AppContext,
  adminId: string,
  orderId: string,
): Promise<ApiOrder> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const updated = await markDelivered(app.db, orderId, adminId, app.now());
  if (!updated) {
    throw (await statusOf(app.db, orderId))
      ? conflict('This order is already marked as delivered.')
      : notFound(ORDER_NOT_FOUND);
  }
  const order = await oneOrder(app.db, updated);
  notifyBuyer(app, 'delivered', order);
  return order;
}

/** The user's own orders, newest first. */
export async function ordersOf(db: Executor, userId: string): Promise<ApiOrder[]> {
  return toApiOrders(db, await ordersOfUser(db, userId));
}

/** Every order the shop received, newest first. */
export async function receivedOrders(db: Executor): Promise<ApiOrder[]> {
  return toApiOrders(db, await allOrders(db));
}
