import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { orderItems, orders, paymentIntents, trackedProducts, users } from '../db/schema.js';
import { asDate, statement } from '../db/statements.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;

export interface IntentToOrder {
  id: string;
  amountCents: number;
  status: string;
  source: 'cart' | 'buy-now';
  items: Array<{ productId: string; quantity: number; unitCents: number }>;
  refundedAt: string | null;
}

const intentOfUserStatement = statement<IntentToOrder & { orderId: string | null }>(
  'order_intent_of_user',
  sql`select i.id, i.amount_cents as "amountCents", i.status, i.source, i.items,
      i.refunded_at as "refundedAt", o.id as "orderId"
    from payment_intents i left join orders o on o.payment_intent_id = i.id
    where i.id = ${sql.placeholder('intentId')} and i.user_id = ${sql.placeholder('userId')}`,
);

/** The user's payment intent with this id, and the id of its order if one was placed. */
export async function intentOfUser(db: Executor, intentId: string, userId: string) {
  const [row] = await intentOfUserStatement.run(db, { intentId, userId });
  if (!row) return undefined;
  const { orderId, ...intent } = row;
  return { intent, orderId };
}

const lockIntentStatement = statement<{ refundedAt: string | null }>(
  'order_lock_intent',
  sql`select refunded_at as "refundedAt" from payment_intents
    where id = ${sql.placeholder('intentId')} for update`,
);

/**
 * Locks the intent until the transaction ends, so the attempts to place its order run one after
 * the other; says whether it was refunded. Read its order with a statement of its own after this
 * one (`lockProducts`): a row another attempt committed while this one waited is only seen by a
 * later statement.
 */
export async function lockIntent(db: Executor, intentId: string) {
  const [row] = await lockIntentStatement.run(db, { intentId });
  return row;
}

export interface LockedProduct {
  id: string;
  name: string;
  imageUrl: string;
  type: NewOrderItem['type'];
  filterType: NonNullable<NewOrderItem['filterType']>;
  stock: number;
}

const lockProductsStatement = statement<
  { orderId: string | null } & { [K in keyof LockedProduct]: LockedProduct[K] | null }
>(
  'order_lock_products',
  sql`select o.id as "orderId", p.id, p.name, p.image_url as "imageUrl", p.type,
      p.filter_type as "filterType", p.stock
    from (select 1) as one
      left join orders o on o.payment_intent_id = ${sql.placeholder('intentId')}
      left join lateral (
        select id, name, image_url, type, filter_type, stock from products
        where id = any(${sql.placeholder('productIds')}::uuid[])
        order by id
        for update
      ) p on true`,
);

/**
 * After `lockIntent`, in one statement: the id of the order already placed with this payment, if
 * any (there is at most one), and the products with these ids, locked in id order (two checkouts
 * never deadlock) with their stock as it is now.
 */
export async function lockProducts(
  db: Executor,
  intentId: string,
  productIds: string[],
): Promise<{ orderId: string | undefined; products: LockedProduct[] }> {
  const rows = await lockProductsStatement.run(db, { intentId, productIds });
  const products: LockedProduct[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    products.push({
      id: row.id,
      name: row.name ?? '',
      imageUrl: row.imageUrl ?? '',
      type: row.type ?? 'none',
      filterType: row.filterType ?? 'none',
      stock: Number(row.stock),
    });
  }
  return { orderId: rows[0]?.orderId ?? undefined, products };
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

export type PlacedItem = Omit<typeof orderItems.$inferSelect, 'orderId' | 'id'>;

const placeOrderStatement = statement<{
  orderId: string;
  createdAt: string;
  updatedAt: string;
  itemId: string;
  position: number;
}>(
  'order_place',
  sql`with new_order as (
      insert into orders (user_id, status, total_cents, payment_intent_id, payment_method,
        shipping_street, shipping_city, shipping_state, shipping_zip, is_paid, paid_at)
      values (${sql.placeholder('userId')}, 'paid', ${sql.placeholder('totalCents')},
        ${sql.placeholder('paymentIntentId')}, ${sql.placeholder('paymentMethod')},
        ${sql.placeholder('street')}, ${sql.placeholder('city')}, ${sql.placeholder('state')},
        ${sql.placeholder('zip')}, true, ${sql.placeholder('paidAt')})
      returning id, created_at, updated_at
    ),
    lines as (
      select * from unnest(
        ${sql.placeholder('productIds')}::uuid[], ${sql.placeholder('names')}::text[],
        ${sql.placeholder('imageUrls')}::text[], ${sql.placeholder('unitCents')}::int[],
        ${sql.placeholder('quantities')}::int[], ${sql.placeholder('types')}::text[],
        ${sql.placeholder('filterTypes')}::text[], ${sql.placeholder('positions')}::int[]
      ) as l(product_id, name, image_url, unit_cents, quantity, type, filter_type, position)
    ),
    items as (
      insert into order_items (order_id, product_id, name, image_url, unit_cents, quantity, type,
        filter_type, position)
      select new_order.id, l.product_id, l.name, l.image_url, l.unit_cents, l.quantity, l.type,
        l.filter_type, l.position
      from new_order cross join lines l
      returning id, position
    ),
    taken as (
      update products p set stock = p.stock - t.quantity
      from (select product_id, sum(quantity)::int as quantity from lines group by product_id) t
      where p.id = t.product_id
      returning p.id
    ),
    cleared as (
      delete from cart_items
      where ${sql.placeholder('clearCart')}::boolean
        and user_id = ${sql.placeholder('userId')}
        and product_id = any(${sql.placeholder('productIds')}::uuid[])
      returning product_id
    )
    select new_order.id as "orderId", new_order.created_at as "createdAt",
      new_order.updated_at as "updatedAt", items.id as "itemId", items.position
    from new_order cross join items
    order by items.position`,
);

/**
 * Writes a paid order in one statement: the order, its items, the stock each line takes (one
 * update for every product) and, when `clearCart`, the ordered products' lines of the buyer's
 * cart. Run it in the transaction that locked the intent and the products and checked the stock.
 */
export async function writeOrder(
  db: Executor,
  order: Omit<NewOrder, 'id' | 'createdAt' | 'updatedAt'> & {
    paymentMethod: string;
    paidAt: Date;
  },
  items: PlacedItem[],
  clearCart: boolean,
): Promise<{ order: OrderRow; items: Array<typeof orderItems.$inferSelect> }> {
  const rows = await placeOrderStatement.run(db, {
    userId: order.userId,
    totalCents: order.totalCents,
    paymentIntentId: order.paymentIntentId,
    paymentMethod: order.paymentMethod,
    street: order.shippingStreet,
    city: order.shippingCity,
    state: order.shippingState,
    zip: order.shippingZip,
    paidAt: order.paidAt,
    productIds: items.map((item) => item.productId),
    names: items.map((item) => item.name),
    imageUrls: items.map((item) => item.imageUrl),
    unitCents: items.map((item) => item.unitCents),
    quantities: items.map((item) => item.quantity),
    types: items.map((item) => item.type),
    filterTypes: items.map((item) => item.filterType),
    positions: items.map((item) => item.position),
    clearCart,
  });
  const [first] = rows;
  if (!first || rows.length !== items.length) throw new Error('order insert returned no row');
  const row: OrderRow = {
    id: first.orderId,
    userId: order.userId,
    status: 'paid',
    totalCents: order.totalCents,
    paymentIntentId: order.paymentIntentId,
    paymentMethod: order.paymentMethod,
    shippingStreet: order.shippingStreet,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingZip: order.shippingZip,
    isPaid: true,
    paidAt: order.paidAt,
    isDelivered: false,
    deliveredAt: null,
    deliveredBy: null,
    shippedAt: null,
    shippedBy: null,
    carrier: null,
    trackingNumber: null,
    createdAt: asDate(first.createdAt),
    updatedAt: asDate(first.updatedAt),
  };
  const byPosition = new Map(items.map((item) => [item.position, item]));
  return {
    order: row,
    items: rows.map((written) => {
      const item = byPosition.get(Number(written.position));
      if (!item) throw new Error('order item insert returned an unknown position');
      return { ...item, id: written.itemId, orderId: row.id };
    }),
  };
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
