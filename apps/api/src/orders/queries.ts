import { ORDER_STEP_FROM } from '@wtkit/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  orderItems,
  orders,
  paymentIntents,
  plans,
  trackedParts,
  trackedProducts,
  users,
} from '../db/schema.js';
import { asDate, statement } from '../db/statements.js';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export interface IntentToOrder {
  id: string;
  amountCents: number;
  status: string;
  source: 'cart' | 'buy-now' | 'plan';
  items: Array<{
    productId: string;
    quantity: number;
    unitCents: number;
    discountCents?: number;
    taxCents?: number;
  }>;
  refundedAt: string | null;
  /** The promo code the payment's discount came from, its text, and the discount. */
  promoCodeId: string | null;
  promoCode: string | null;
  discountCents: number;
  /** The shipping method, its price, the sales tax and the state they were priced for. */
  shippingMethodId: string | null;
  shippingCents: number;
  taxCents: number;
  shippingState: string | null;
}

const intentOfUserStatement = statement<IntentToOrder & { orderId: string | null }>(
  'order_intent_of_user',
  sql`select i.id, i.amount_cents as "amountCents", i.status, i.source, i.items,
      i.refunded_at as "refundedAt", i.promo_code_id as "promoCodeId", pc.code as "promoCode",
      i.discount_cents as "discountCents", i.shipping_method_id as "shippingMethodId",
      i.shipping_cents as "shippingCents", i.tax_cents as "taxCents",
      i.shipping_state as "shippingState", o.id as "orderId"
    from payment_intents i left join orders o on o.payment_intent_id = i.id
      left join promo_codes pc on pc.id = i.promo_code_id
    where i.id = ${sql.placeholder('intentId')} and i.user_id = ${sql.placeholder('userId')}`,
);

/** The user's payment intent with this id, and the id of its order if one was placed. */
export async function intentOfUser(db: Executor, intentId: string, userId: string) {
  const [row] = await intentOfUserStatement.run(db, { intentId, userId });
  if (!row) return undefined;
  const { orderId, ...intent } = row;
  return {
    intent: {
      ...intent,
      discountCents: Number(intent.discountCents),
      shippingCents: Number(intent.shippingCents),
      taxCents: Number(intent.taxCents),
    },
    orderId,
  };
}

const lockIntentStatement = statement<{ refundedAt: string | null }>(
  'order_lock_intent',
  sql`select refunded_at as "refundedAt" from payment_intents
    where id = ${sql.placeholder('intentId')} for update`,
);

/**
 * Locks the intent until the transaction ends, so the attempts to place its order run one after
 * the other; says whether it was refunded. Read its order with a statement of its own after this
 * one (`placeLockedOrder`): a row another attempt committed while this one waited is only seen by a
 * later statement.
 */
export async function lockIntent(db: Executor, intentId: string) {
  const [row] = await lockIntentStatement.run(db, { intentId });
  return row;
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

const placeOrderStatement = statement<{
  placedId: string | null;
  isShort: boolean;
  shortName: string | null;
  shortStock: number | null;
  orderId: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  subtotalCents: number | null;
  shippingMethod: string | null;
  itemId: string | null;
  position: number | null;
  name: string | null;
  imageUrl: string | null;
  type: OrderItemRow['type'] | null;
  filterType: OrderItemRow['filterType'] | null;
}>(
  'order_place',
  sql`with lines as (
      select * from unnest(
        ${sql.placeholder('productIds')}::uuid[], ${sql.placeholder('unitCents')}::int[],
        ${sql.placeholder('quantities')}::int[], ${sql.placeholder('positions')}::int[],
        ${sql.placeholder('discounts')}::int[], ${sql.placeholder('taxes')}::int[]
      ) as l(product_id, unit_cents, quantity, position, discount_cents, tax_cents)
    ),
    locked as (
      select id, name, image_url, type, filter_type, stock from products
      where id = any(${sql.placeholder('productIds')}::uuid[])
    ),
    placed as (
      select id from orders where payment_intent_id = ${sql.placeholder('paymentIntentId')}
    ),
    wanted as (
      select product_id, sum(quantity)::int as quantity from lines group by product_id
    ),
    short as (
      select l.position, p.name, p.stock
      from lines l join wanted w on w.product_id = l.product_id
        left join locked p on p.id = l.product_id
      where p.id is null or p.stock < w.quantity
    ),
    new_order as (
      insert into orders (user_id, status, total_cents, discount_cents, promo_code_id, promo_code,
        shipping_cents, tax_cents, shipping_method_id, shipping_method,
        payment_intent_id, payment_method, shipping_street, shipping_city, shipping_state,
        shipping_zip, is_paid, paid_at, plan_id)
      select ${sql.placeholder('userId')}, 'paid', ${sql.placeholder('totalCents')},
        ${sql.placeholder('discountCents')}, ${sql.placeholder('promoCodeId')}::uuid,
        ${sql.placeholder('promoCode')}, ${sql.placeholder('shippingCents')},
        ${sql.placeholder('taxCents')}, ${sql.placeholder('shippingMethodId')}::uuid,
        (select name from shipping_methods
          where id = ${sql.placeholder('shippingMethodId')}::uuid),
        ${sql.placeholder('paymentIntentId')}, ${sql.placeholder('paymentMethod')},
        ${sql.placeholder('street')}, ${sql.placeholder('city')}, ${sql.placeholder('state')},
        ${sql.placeholder('zip')}, true, ${sql.placeholder('paidAt')}::timestamptz,
        ${sql.placeholder('planId')}::uuid
      where not exists (select 1 from placed) and not exists (select 1 from short)
      returning id, created_at, updated_at, subtotal_cents, shipping_method
    ),
    items as (
      insert into order_items (order_id, product_id, name, image_url, unit_cents, quantity,
        discount_cents, tax_cents, type, filter_type, position)
      select new_order.id, l.product_id, p.name, p.image_url, l.unit_cents, l.quantity,
        l.discount_cents, l.tax_cents, p.type, p.filter_type, l.position
      from new_order cross join lines l join locked p on p.id = l.product_id
      returning id, position, name, image_url, type, filter_type
    ),
    taken as (
      update products p set stock = p.stock - w.quantity
      from wanted w cross join new_order
      where p.id = w.product_id
      returning p.id
    ),
    cleared as (
      delete from cart_items
      where ${sql.placeholder('clearCart')}::boolean
        and exists (select 1 from new_order)
        and user_id = ${sql.placeholder('userId')}
        and product_id = any(${sql.placeholder('productIds')}::uuid[])
      returning product_id
    )
    select (select id from placed) as "placedId",
      exists (select 1 from short) as "isShort",
      (select name from short order by position limit 1) as "shortName",
      (select stock from short order by position limit 1) as "shortStock",
      new_order.id as "orderId", new_order.created_at as "createdAt",
      new_order.updated_at as "updatedAt", new_order.subtotal_cents as "subtotalCents",
      new_order.shipping_method as "shippingMethod", items.id as "itemId", items.position, items.name,
      items.image_url as "imageUrl", items.type, items.filter_type as "filterType"
    from (select 1) as one
      left join new_order on true
      left join items on true
    order by items.position`,
);

const lockProductsStatement = statement<{ id: string }>(
  'order_lock_products',
  sql`select id from products where id = any(${sql.placeholder('productIds')}::uuid[])
    order by id
    for no key update`,
);

/**
 * Locks the products of an order in id order (two checkouts never wait on each other in opposite
 * orders) with the lock an update of their stock takes (`for no key update`: other checkouts of
 * the same products wait, carts adding them do not), until the transaction ends.
 *
 * It is a statement of its own, before `placeLockedOrder`, for a reason: a statement that locks a
 * row another checkout has just updated locks the newest version, but its own later update of the
 * row starts again from the version its snapshot holds, and waits in the queue of that old version
 * behind the checkouts waiting for this one: PostgreSQL then reports a deadlock (40P01) under a
 * crowd buying one product. A later statement's snapshot holds the version locked here.
 */
export async function lockProducts(db: Executor, productIds: string[]) {
  await lockProductsStatement.run(db, { productIds });
}

export type PlacedOutcome =
  /** The order another attempt with this payment placed first. */
  | { placedId: string }
  /** The first line the stock no longer covers (its product gone: no name, no stock). */
  | { short: { name: string | null; stock: number } }
  | { order: OrderRow; items: OrderItemRow[] };

/**
 * Places a paid order in one statement, after `lockIntent` and `lockProducts` in the same
 * transaction: unless an order was already placed with this payment, it checks the stock of every
 * line as it is now, and only when all are covered writes the order, its items (named as the
 * products are now), the stock each line takes (one update for every product) and, when
 * `clearCart`, the ordered products' lines of the buyer's cart. Otherwise it writes nothing and
 * says why.
 */
export async function placeLockedOrder(
  db: Executor,
  order: {
    userId: string;
    /** What was charged: the lines' prices less `discountCents`. */
    totalCents: number;
    /** Taken off by `promoCode` (0 without one): the sum of the lines' `discountCents`. */
    discountCents?: number;
    promoCodeId?: string | null;
    promoCode?: string | null;
    /** The shipping price and the sales tax charged (0 without them), and the method. */
    shippingCents?: number;
    taxCents?: number;
    shippingMethodId?: string | null;
    paymentIntentId: string;
    paymentMethod: string;
    shippingStreet: string;
    shippingCity: string;
    shippingState: string;
    shippingZip: string;
    paidAt: Date;
    /** The filter plan placing it, for a plan order. */
    planId?: string | null;
  },
  lines: Array<{
    productId: string;
    unitCents: number;
    quantity: number;
    discountCents?: number;
    taxCents?: number;
  }>,
  clearCart: boolean,
): Promise<PlacedOutcome> {
  const discountCents = order.discountCents ?? 0;
  const rows = await placeOrderStatement.run(db, {
    userId: order.userId,
    totalCents: order.totalCents,
    discountCents,
    promoCodeId: order.promoCodeId ?? null,
    promoCode: order.promoCode ?? null,
    shippingCents: order.shippingCents ?? 0,
    taxCents: order.taxCents ?? 0,
    shippingMethodId: order.shippingMethodId ?? null,
    paymentIntentId: order.paymentIntentId,
    paymentMethod: order.paymentMethod,
    street: order.shippingStreet,
    city: order.shippingCity,
    state: order.shippingState,
    zip: order.shippingZip,
    paidAt: order.paidAt,
    planId: order.planId ?? null,
    productIds: lines.map((line) => line.productId),
    unitCents: lines.map((line) => line.unitCents),
    quantities: lines.map((line) => line.quantity),
    positions: lines.map((_, position) => position),
    discounts: lines.map((line) => line.discountCents ?? 0),
    taxes: lines.map((line) => line.taxCents ?? 0),
    clearCart,
  });
  const [first] = rows;
  if (!first) throw new Error('the order statement returned no row');
  if (first.placedId) return { placedId: first.placedId };
  if (first.isShort) {
    return { short: { name: first.shortName, stock: Number(first.shortStock ?? 0) } };
  }
  if (!first.orderId || !first.createdAt || !first.updatedAt || rows.length !== lines.length) {
    throw new Error('the order statement wrote no order');
  }
  const row: OrderRow = {
    id: first.orderId,
    userId: order.userId,
    status: 'paid',
    totalCents: order.totalCents,
    subtotalCents: Number(first.subtotalCents),
    discountCents,
    promoCodeId: order.promoCodeId ?? null,
    promoCode: order.promoCode ?? null,
    shippingCents: order.shippingCents ?? 0,
    taxCents: order.taxCents ?? 0,
    shippingMethodId: order.shippingMethodId ?? null,
    shippingMethod: first.shippingMethod,
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
    planId: order.planId ?? null,
    createdAt: asDate(first.createdAt),
    updatedAt: asDate(first.updatedAt),
  };
  const items = rows.map((written): OrderItemRow => {
    const position = Number(written.position);
    const line = lines[position];
    if (!line || !written.itemId) throw new Error('the order statement wrote an unknown item');
    return {
      id: written.itemId,
      orderId: row.id,
      productId: line.productId,
      name: written.name ?? '',
      imageUrl: written.imageUrl ?? '',
      unitCents: line.unitCents,
      quantity: line.quantity,
      discountCents: line.discountCents ?? 0,
      taxCents: line.taxCents ?? 0,
      type: written.type ?? 'none',
      filterType: written.filterType ?? 'none',
      position,
    };
  });
  return { order: row, items };
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

/**
 * Marks the order delivered by `adminId` when its status allows it (`ORDER_STEP_FROM`: paid or
 * Shipped); undefined when nothing changed.
 */
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
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...ORDER_STEP_FROM.Delivered])))
    .returning();
  return updated;
}

/**
 * Marks a paid order shipped by `adminId`, with its carrier and tracking number if given;
 * undefined when its status does not allow it (`ORDER_STEP_FROM`: unknown, pending, already
 * shipped or delivered).
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
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...ORDER_STEP_FROM.Shipped])))
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

/**
 * A delivered plan order restarts the life of the part its plan is for, at the shop's time:
 * the part was replaced, so its next cycle counts from now.
 */
export async function restartPlanPart(db: Executor, planId: string, at: Date) {
  await db
    .update(trackedParts)
    .set({ clockStartedAt: at })
    .where(
      eq(
        trackedParts.id,
        db.select({ id: plans.trackedPartId }).from(plans).where(eq(plans.id, planId)),
      ),
    );
}
