import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  orderItems,
  orders,
  paymentIntents,
  products,
  trackedProducts,
  users,
} from '../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;

/** The user's payment intent with this id, and the id of its order if one was placed. */
export async function intentOfUser(db: Executor, intentId: string, userId: string) {
  const [row] = await db
    .select({ intent: paymentIntents, orderId: orders.id })
    .from(paymentIntents)
    .leftJoin(orders, eq(orders.paymentIntentId, paymentIntents.id))
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.userId, userId)));
  return row;
}

/**
 * Locks the intent until the transaction ends, so the attempts to place its order run one after
 * the other; says whether it was refunded. Read its order with a statement of its own after this
 * one: a row another attempt committed while this one waited is only seen by a later statement.
 */
export async function lockIntent(db: Executor, intentId: string) {
  const [row] = await db
    .select({ refundedAt: paymentIntents.refundedAt })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId))
    .for('update');
  return row;
}

/** The id of the order placed with this payment, if any (there is at most one). */
export async function orderIdOfIntent(db: Executor, intentId: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, intentId));
  return order?.id;
}

/** Records that the intent's payment is given back: it will never become an order. */
export async function markRefunded(db: Executor, intentId: string, now: Date) {
  await db
    .update(paymentIntents)
    .set({ refundedAt: now, updatedAt: now })
    .where(and(eq(paymentIntents.id, intentId), isNull(paymentIntents.refundedAt)));
}

/** The order with this id. */
export async function orderById(db: Executor, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The products with these ids, locked in id order (two checkouts never deadlock). */
export function productsForUpdate(db: Executor, ids: string[]) {
  return db
    .select()
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

export async function insertOrder(db: Executor, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export function insertOrderItems(db: Executor, items: NewOrderItem[]) {
  return db.insert(orderItems).values(items).returning();
}

/** Takes `quantity` units of the product out of stock. */
export async function takeStock(db: Executor, productId: string, quantity: number) {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(eq(products.id, productId));
}

/** The items of these orders in their order, each with whether it is installed on the tracker. */
export function itemsOfOrders(db: Executor, orderIds: string[]) {
  return db
    .select({
      item: orderItems,
      installed: sql<boolean>`${trackedProducts.id} is not null`,
    })
    .from(orderItems)
    .leftJoin(trackedProducts, eq(trackedProducts.orderItemId, orderItems.id))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.position));
}

export type OrderLine = Awaited<ReturnType<typeof itemsOfOrders>>[number];

/** Name and e-mail of the users with these ids. */
export function buyers(db: Executor, userIds: string[]) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
}

export type Buyer = Awaited<ReturnType<typeof buyers>>[number];

/** The user's orders, newest first. */
export function ordersOfUser(db: Executor, userId: string) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Every order, newest first. */
export function allOrders(db: Executor) {
  return db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Marks the order delivered by `adminId`, unless it already is; undefined when nothing changed. */
export async function markDelivered(db: Executor, orderId: string, adminId: string, now: Date) {
  const [updated] = await db
    .update(orders)
    .set({
      status: 'Delivered',
      isDelivered: true,
      deliveredAt: now,
      deliveredBy: adminId,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.isDelivered, false)))
    .returning();
  return updated;
}

/**
 * Marks a paid order shipped by `adminId`, with its carrier and tracking number if given;
 * undefined when it is not a paid order (unknown, already shipped or delivered).
 */
export async function markShipped(
  db: Executor,
  orderId: string,
  shipment: { adminId: string; carrier: string | null; trackingNumber: string | null },
  now: Date,
) {
  const [updated] = await db
    .update(orders)
    .set({
      status: 'Shipped',
      shippedAt: now,
      shippedBy: shipment.adminId,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning();
  return updated;
}

/** Where the buyer of an order hears from the shop: their e-mail, else their phone. */
export async function contactOfBuyer(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The order's status, or undefined when there is no such order. */
export async function statusOf(db: Executor, orderId: string) {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}
