import type { components } from '@wtkit/api-client';
import { fromCents, MESSAGES } from '@wtkit/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid, requireAdmin, requireUser } from '../auth/session.js';
import { stockConflict } from '../cart/rules.js';
import type { Db } from '../db/client.js';
import {
  cartItems,
  orderItems,
  orders,
  paymentIntents,
  products,
  trackedProducts,
  users,
} from '../db/schema.js';
import { conflict, HttpError, notFound, unprocessable } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';

type ApiOrder = components['schemas']['Order'];
type OrderRow = typeof orders.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const ORDER_NOT_FOUND = 'Order not found.';

/** Orders as the contract shows them, with their items, buyer and installation state. */
export async function toApiOrders(db: Executor, rows: OrderRow[]): Promise<ApiOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db
    .select({
      item: orderItems,
      installed: sql<boolean>`${trackedProducts.id} is not null`,
    })
    .from(orderItems)
    .leftJoin(trackedProducts, eq(trackedProducts.orderItemId, orderItems.id))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.position));
  const buyers = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
  return rows.map((row) => {
    const lines = items.filter(({ item }) => item.orderId === row.id);
    const filters = lines.filter(({ item }) => item.type === 'filter');
    const buyer = buyers.find((user) => user.id === row.userId);
    return {
      _id: row.id,
      user: { _id: row.userId, name: buyer?.name ?? '', email: buyer?.email ?? null },
      status: row.status,
      totalPrice: fromCents(row.totalCents),
      createdAt: row.createdAt.toISOString(),
      isPaid: row.isPaid,
      paidAt: row.paidAt?.toISOString() ?? null,
      isDelivered: row.isDelivered,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      isInstalled: filters.length > 0 && filters.every(({ installed }) => installed),
      orderItems: lines.map(({ item, installed }) => ({
        _id: item.id,
        product: item.productId,
        name: item.name,
        imageUrl: item.imageUrl,
        quantity: item.quantity,
        price: fromCents(item.unitCents),
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
      paymentMethod: 'Stripe',
      paymentIntentId: row.paymentIntentId,
    };
  });
}

async function oneOrder(db: Executor, row: OrderRow): Promise<ApiOrder> {
  const [order] = await toApiOrders(db, [row]);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

const sameLines = (
  a: Array<{ productId: string; quantity: number }>,
  b: Array<{ productId: string; quantity: number }>,
) => {
  const key = (lines: typeof a) => {
    const merged = new Map<string, number>();
    for (const line of lines)
      merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
    return [...merged].sort(([x], [y]) => x.localeCompare(y)).join(';');
  };
  return key(a) === key(b);
};

export const orderHandlers = {
  async createOrder({ body, user, app }) {
    const me = requireUser(user);
    const [intent] = await app.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, body.paymentIntentId), eq(paymentIntents.userId, me.id)));
    if (!intent) throw notFound('Payment not found.');

    const [existing] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, intent.id));
    if (existing)
      return { status: 200, body: { success: true, data: await oneOrder(app.db, existing) } };

    const provider = await app.payments.retrieve(intent.id);
    if (provider.status !== 'succeeded') {
      throw new HttpError(402, 'The payment has not been completed, so no order was placed.');
    }
    if (provider.amountCents !== intent.amountCents) {
      throw unprocessable('The amount paid does not match the order total.');
    }
    if (!sameLines(body.orderItems, intent.items)) {
      throw unprocessable('The items do not match what was paid for.', [
        { path: 'orderItems', message: 'Must be the items of the payment.' },
      ]);
    }
    const address = body.shippingAddress;
    if (!address.zip.trim()) throw unprocessable(MESSAGES.checkout.shippingAddressMissing);

    const outcome = await app.db.transaction(async (tx) => {
      // Lock the products in id order (no deadlocks between two checkouts), then re-check.
      const ids = [...new Set(intent.items.map((line) => line.productId))].sort();
      const locked = await tx
        .select()
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update');
      const [raced] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id));
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
      const [order] = await tx
        .insert(orders)
        .values({
          userId: me.id,
          status: 'paid',
          totalCents: intent.amountCents,
          paymentIntentId: intent.id,
          paymentMethod: 'Stripe',
          shippingStreet: address.street.trim(),
          shippingCity: address.city.trim(),
          shippingState: address.state.trim(),
          shippingZip: address.zip.trim(),
          isPaid: true,
          paidAt: app.now(),
        })
        .returning();
      if (!order) throw new Error('order insert returned no row');
      await tx.insert(orderItems).values(
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
      for (const line of intent.items) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(eq(products.id, line.productId));
      }
      if (intent.source === 'cart') {
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.userId, me.id), inArray(cartItems.productId, ids)));
      }
      return { order, created: true, soldOut: undefined };
    });

    if (outcome.soldOut) {
      // Someone else bought the last units after this customer paid: give the money back.
      await app.payments.refund(intent.id);
      app.logger.warn({ paymentIntentId: intent.id }, 'refunded a payment whose items sold out');
      throw conflict(`${outcome.soldOut.message} Your payment has been refunded.`);
    }
    if (!outcome.order) throw new Error('order transaction returned nothing');
    app.catalogueCache.clear();
    const data = await oneOrder(app.db, outcome.order);
    return outcome.created
      ? { status: 201, body: { success: true, message: 'Order placed.', data } }
      : { status: 200, body: { success: true, data } };
  },

  async listMyOrders({ user, app }) {
    const me = requireUser(user);
    const rows = await app.db
      .select()
      .from(orders)
      .where(eq(orders.userId, me.id))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return { status: 200, body: { success: true, data: await toApiOrders(app.db, rows) } };
  },

  async listOrders({ user, app }) {
    requireAdmin(user);
    const rows = await app.db
      .select()
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return { status: 200, body: { success: true, data: await toApiOrders(app.db, rows) } };
  },

  async markOrderDelivered({ params, user, app }) {
    requireAdmin(user);
    if (!isUuid(params.orderId)) throw notFound(ORDER_NOT_FOUND);
    const [updated] = await app.db
      .update(orders)
      .set({ status: 'Delivered', isDelivered: true, deliveredAt: app.now(), updatedAt: app.now() })
      .where(and(eq(orders.id, params.orderId), eq(orders.isDelivered, false)))
      .returning();
    if (!updated) {
      const [exists] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, params.orderId));
      throw exists
        ? conflict('This order is already marked as delivered.')
        : notFound(ORDER_NOT_FOUND);
    }
    return {
      status: 200,
      body: {
        success: true,
        message: 'Order marked as delivered.',
        data: await oneOrder(app.db, updated),
      },
    };
  },
} satisfies Partial<Handlers>;
