import {
  MESSAGES,
  PAYMENT_METHOD,
  promoCodeMessages,
  readShipmentFields,
  shippingRateMessages,
  stateCode,
  toCents,
} from '@wtkit/domain';
import { type AuthUser, isUuid } from '../auth/session.js';
import { stockConflict } from '../cart/index.js';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/client.js';
import { conflict, notFound, paymentRefused, unprocessable } from '../errors.js';
import { recordedImages } from '../images/index.js';
import { shopNow } from '../jobs/shopClock.js';
import type { QueuedMessage } from '../messaging/index.js';
import { lockForRedemption, redeemPromoCode } from '../promoCodes/index.js';
import { type ApiOrder, toApiOrder } from './mapping.js';
import { type OrderNotice, orderNotice } from './notices.js';
import {
  allOrders,
  buyers,
  contactOfBuyer,
  intentOfUser,
  itemsOfOrders,
  lockIntent,
  lockProducts,
  markDelivered,
  markRefunded,
  markShipped,
  type OrderRow,
  orderById,
  ordersOfUser,
  type PlacedOutcome,
  placeLockedOrder,
  restartPlanPart,
  statusOf,
} from './queries.js';

const ORDER_NOT_FOUND = 'Order not found.';
/** A notice the provider refused is tried again from the outbox for this long. */
const NOTICE_RETRY_SECONDS = 72 * 3600;

type Contact = { name: string; email: string | null; phoneNumber: string | null };

/**
 * Writes the buyer's notice about their order to the outbox with `tx`, the transaction that makes
 * the change it tells of, so the message exists if and only if the change committed: by e-mail,
 * or by text message when the account has only a phone. Nothing is written when the buyer has
 * neither. `contact` is the buyer's, when the caller has it at hand.
 */
async function queueNotice(
  app: AppContext,
  tx: Executor,
  kind: OrderNotice,
  order: ApiOrder,
  contact?: Contact,
): Promise<QueuedMessage[]> {
  const buyer = contact ?? (await contactOfBuyer(tx, order.user._id));
  const to = buyer?.email ?? buyer?.phoneNumber;
  if (!buyer || !to) return [];
  const channel = buyer.email ? 'email' : 'sms';
  const message = { channel, to, ...orderNotice(kind, order, channel, buyer.name) } as const;
  return [await app.messenger.enqueue(tx, message, { retryForSeconds: NOTICE_RETRY_SECONDS })];
}

/**
 * Delivers notices once their transaction committed, after the answer has gone (a slow provider
 * never holds up the shop). A delivery that fails is tried again by the outbox job; one this
 * process never gets to (it stops or dies first) is delivered by the job once its lease passes.
 */
function deliverAfterCommit(app: AppContext, queued: QueuedMessage[]): void {
  if (queued.length === 0) return;
  app.background.run('order notice', () => app.messenger.deliverQueued(queued));
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
  const recorded = await recordedImages(
    db,
    lines.map(({ item }) => item.imageUrl),
  );
  return rows.map((row) =>
    toApiOrder(
      row,
      lines.filter(({ item }) => item.orderId === row.id),
      people.find((person) => person.id === row.userId),
      recorded,
    ),
  );
}

/** An order just placed, as the contract shows it (nothing of it is installed yet). */
async function placedOrder(
  db: Executor,
  placed: Extract<PlacedOutcome, { order: OrderRow }>,
  buyer: Parameters<typeof toApiOrder>[2],
): Promise<ApiOrder> {
  const lines = placed.items
    .sort((x, y) => x.position - y.position)
    .map((item) => ({ item, installed: false }));
  const recorded = await recordedImages(
    db,
    lines.map(({ item }) => item.imageUrl),
  );
  return toApiOrder(placed.order, lines, buyer, recorded);
}

async function oneOrder(db: Executor, row: OrderRow): Promise<ApiOrder> {
  const [order] = await toApiOrders(db, [row]);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

async function orderWithId(db: Executor, orderId: string): Promise<ApiOrder> {
  const row = await orderById(db, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return oneOrder(db, row);
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

/** The answer to an order whose items sold out after the payment: the money goes back. */
const soldOutRefunded = (reason = 'The items sold out before your order could be placed.') =>
  conflict(`${reason} Your payment has been refunded.`);

/**
 * Places the order a payment paid for, once: asked again with the same payment, the order placed
 * the first time comes back (`created: false`). The payment must have succeeded for the amount
 * and the items the server priced. The stock is taken in the same transaction; when someone else
 * bought the last units after this customer paid, the payment is refunded, recorded as such, and
 * no order is ever placed with it.
 */
export async function placeOrder(
  app: AppContext,
  buyer: AuthUser,
  request: OrderRequest,
): Promise<{ order: ApiOrder; created: boolean }> {
  const found = await intentOfUser(app.db, request.paymentIntentId, buyer.id);
  if (!found) throw notFound('Payment not found.');
  const { intent } = found;
  if (found.orderId) return { order: await orderWithId(app.db, found.orderId), created: false };
  if (intent.refundedAt) {
    // Asking the provider again costs nothing (the refund is idempotent) and finishes a refund
    // that was recorded but not carried out.
    await app.payments.refund(intent.id);
    throw soldOutRefunded();
  }

  // The shop's row of the intent was just read: the test provider answers from it.
  const provider = await app.payments.retrieve(intent.id, intent);
  if (provider.status !== 'succeeded') {
    throw paymentRefused('The payment has not been completed, so no order was placed.');
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
  // Shipping and tax were priced for a state: the order ships there.
  if (intent.shippingState !== null && stateCode(address.state) !== intent.shippingState) {
    const message = shippingRateMessages.stateChanged;
    throw unprocessable(message, [{ path: 'shippingAddress.state', message }]);
  }

  // Three statements, or four when the stock no longer covers a line: the intent's lock, the
  // products' locks, then the order placed in one statement (or the refund's record instead).
  const outcome = await app.db.transaction(async (tx) => {
    // One attempt per payment at a time; then the stock, re-checked under its lock.
    const state = await lockIntent(tx, intent.id);
    if (!state || state.refundedAt) return { soldOut: soldOutRefunded() };
    await lockProducts(
      tx,
      intent.items.map((line) => line.productId),
    );
    // The code's limits, checked again under its lock: the orders redeeming it run one at a time.
    const promoUsedUp =
      intent.promoCodeId && (await lockForRedemption(tx, intent.promoCodeId, buyer.id));
    if (promoUsedUp) {
      await markRefunded(tx, intent.id, app.now());
      return { soldOut: conflict(promoCodeMessages.refunded(promoUsedUp)) };
    }
    const placed = await placeLockedOrder(
      tx,
      {
        userId: buyer.id,
        totalCents: intent.amountCents,
        discountCents: intent.discountCents,
        promoCodeId: intent.promoCodeId,
        promoCode: intent.promoCode,
        shippingCents: intent.shippingCents,
        taxCents: intent.taxCents,
        shippingMethodId: intent.shippingMethodId,
        paymentIntentId: intent.id,
        paymentMethod: PAYMENT_METHOD,
        shippingStreet: address.street.trim(),
        shippingCity: address.city.trim(),
        shippingState: address.state.trim(),
        shippingZip: address.zip.trim(),
        paidAt: app.now(),
      },
      intent.items,
      intent.source === 'cart',
    );
    if ('placedId' in placed) return { raced: placed.placedId };
    if ('short' in placed) {
      await markRefunded(tx, intent.id, app.now());
      const reason = stockConflict(placed.short.name ?? 'This product', placed.short.stock);
      return { soldOut: soldOutRefunded(reason.message) };
    }
    if (intent.promoCodeId)
      await redeemPromoCode(tx, {
        promoCodeId: intent.promoCodeId,
        userId: buyer.id,
        orderId: placed.order.id,
      });
    const order = await placedOrder(tx, placed, buyer);
    return { placed: order, queued: await queueNotice(app, tx, 'confirmed', order, buyer) };
  });

  if (outcome.soldOut) {
    // Someone else bought the last units, or the code's last use, after this customer paid:
    // give the money back.
    await app.payments.refund(intent.id);
    app.logger.warn(
      { paymentIntentId: intent.id },
      'refunded a payment that could not become an order (sold out or promo code used up)',
    );
    throw outcome.soldOut;
  }
  if (outcome.raced) return { order: await orderWithId(app.db, outcome.raced), created: false };
  if (!outcome.placed) throw new Error('order transaction returned nothing');
  const order = outcome.placed;
  app.metrics.orderPlaced(intent.amountCents);
  app.catalogueCache.clear();
  deliverAfterCommit(app, outcome.queued);
  return { order, created: true };
}

/**
 * Places a filter plan's order with `tx`, after its card was charged off session (`intent`):
 * the products locked and their stock checked as for any order, the order marked with its plan,
 * and the confirmation written to the outbox in the same transaction. Answers the order placed
 * with this payment before (`placedId`), or the line the stock no longer covers (`short`, the
 * payment then recorded as refunded: the caller refunds it after the commit), when it places
 * nothing. Once committed, pass the order to `announcePlacedOrder`.
 */
export async function placePlanOrder(
  app: AppContext,
  tx: Executor,
  input: {
    userId: string;
    planId: string;
    intent: { id: string; amountCents: number };
    items: Array<{ productId: string; quantity: number; unitCents: number; taxCents?: number }>;
    /** The shipping and tax charged (0 without them), and the method, as the cycle priced them. */
    shippingCents: number;
    taxCents: number;
    shippingMethodId: string | null;
    address: OrderRequest['shippingAddress'];
  },
): Promise<
  | { placedId: string }
  | { short: { name: string | null; stock: number } }
  | { order: ApiOrder; queued: QueuedMessage[] }
> {
  await lockProducts(
    tx,
    input.items.map((line) => line.productId),
  );
  const placed = await placeLockedOrder(
    tx,
    {
      userId: input.userId,
      totalCents: input.intent.amountCents,
      shippingCents: input.shippingCents,
      taxCents: input.taxCents,
      shippingMethodId: input.shippingMethodId,
      paymentIntentId: input.intent.id,
      paymentMethod: PAYMENT_METHOD,
      shippingStreet: input.address.street.trim(),
      shippingCity: input.address.city.trim(),
      shippingState: input.address.state.trim(),
      shippingZip: input.address.zip.trim(),
      paidAt: app.now(),
      planId: input.planId,
    },
    input.items,
    false,
  );
  // The card was charged already: a payment whose order cannot be placed is given back.
  if ('short' in placed) await markRefunded(tx, input.intent.id, app.now());
  if (!('order' in placed)) return placed;
  const [buyer] = await buyers(tx, [input.userId]);
  const order = await placedOrder(tx, placed, buyer);
  return { order, queued: await queueNotice(app, tx, 'confirmed', order) };
}

/** What follows an order placed outside a request (a plan's), once its transaction committed. */
export function announcePlacedOrder(app: AppContext, order: ApiOrder, queued: QueuedMessage[]) {
  app.metrics.orderPlaced(toCents(order.totalPrice));
  app.catalogueCache.clear();
  deliverAfterCommit(app, queued);
}

/** Why an order in `status` cannot take the step to `to`. */
function refusedStep(status: OrderRow['status'], to: 'Shipped' | 'Delivered') {
  if (status === 'Delivered') return conflict('This order is already marked as delivered.');
  if (status === 'Shipped' && to === 'Shipped')
    return conflict('This order is already marked as shipped.');
  return conflict(
    to === 'Shipped'
      ? 'Only a paid order can be shipped.'
      : 'Only a paid order can be marked as delivered.',
  );
}

/**
 * Marks a paid order shipped (orders only go forward: paid, Shipped, Delivered) and tells the
 * buyer, with the tracking number when there is one. The carrier and tracking number are one line
 * of plain characters (`readShipmentFields`): they go into e-mails and text messages.
 */
export async function shipOrder(
  app: AppContext,
  adminId: string,
  orderId: string,
  input: { carrier?: string | undefined; trackingNumber?: string | undefined },
): Promise<ApiOrder> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const shipment = readShipmentFields(input);
  if (!shipment.ok) throw unprocessable(shipment.message, shipment.errors);
  const outcome = await app.db.transaction(async (tx) => {
    const updated = await markShipped(
      tx,
      orderId,
      {
        adminId,
        carrier: shipment.shipment.carrier ?? null,
        trackingNumber: shipment.shipment.trackingNumber ?? null,
      },
      app.now(),
    );
    if (!updated) return { status: await statusOf(tx, orderId) };
    const order = await oneOrder(tx, updated);
    return { order, queued: await queueNotice(app, tx, 'shipped', order) };
  });
  if (!outcome.order) {
    if (!outcome.status) throw notFound(ORDER_NOT_FOUND);
    throw refusedStep(outcome.status, 'Shipped');
  }
  deliverAfterCommit(app, outcome.queued);
  return outcome.order;
}

/**
 * Marks a paid or shipped order delivered (a pickup skips Shipped) and tells the buyer; a plan
 * order also restarts its part's life at the shop's time. Refused
 * when it is unknown, not paid, or already delivered.
 */
export async function deliverOrder(
  app: AppContext,
  adminId: string,
  orderId: string,
): Promise<ApiOrder> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const today = await shopNow(app);
  const outcome = await app.db.transaction(async (tx) => {
    const updated = await markDelivered(tx, orderId, adminId, app.now());
    if (!updated) return { status: await statusOf(tx, orderId) };
    // A plan's replacement arrived: the part's next cycle counts from today.
    if (updated.planId) await restartPlanPart(tx, updated.planId, today);
    const order = await oneOrder(tx, updated);
    return { order, queued: await queueNotice(app, tx, 'delivered', order) };
  });
  if (!outcome.order) {
    if (!outcome.status) throw notFound(ORDER_NOT_FOUND);
    throw refusedStep(outcome.status, 'Delivered');
  }
  deliverAfterCommit(app, outcome.queued);
  return outcome.order;
}

/** The user's own orders, newest first. */
export async function ordersOf(db: Executor, userId: string): Promise<ApiOrder[]> {
  return toApiOrders(db, await ordersOfUser(db, userId));
}

/** Every order the shop received, newest first. */
export async function receivedOrders(db: Executor): Promise<ApiOrder[]> {
  return toApiOrders(db, await allOrders(db));
}
