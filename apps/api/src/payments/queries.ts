import { and, desc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { cartItems, orders, paymentIntents, products, stripeEvents } from '../db/schema.js';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type NewIntent = typeof paymentIntents.$inferInsert;

/** Today's name, stock and price of the products with these ids. */
export async function productPrices(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      priceCents: products.priceCents,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** The user's cart lines with their products' name, stock and today's price. */
export function cartWithPrices(db: Executor, userId: string) {
  return db
    .select({
      id: products.id,
      quantity: cartItems.quantity,
      name: products.name,
      stock: products.stock,
      priceCents: products.priceCents,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId));
}

/** The user's latest intent for this source that is not canceled or refunded and has no order yet. */
export async function latestOpenIntent(db: Executor, userId: string, source: IntentRow['source']) {
  const [latest] = await db
    .select({
      id: paymentIntents.id,
      clientSecret: paymentIntents.clientSecret,
      amountCents: paymentIntents.amountCents,
      items: paymentIntents.items,
      provider: paymentIntents.provider,
    })
    .from(paymentIntents)
    .leftJoin(orders, eq(orders.paymentIntentId, paymentIntents.id))
    .where(
      and(
        eq(paymentIntents.userId, userId),
        eq(paymentIntents.source, source),
        ne(paymentIntents.status, 'canceled'),
        isNull(paymentIntents.refundedAt),
        isNull(orders.id),
      ),
    )
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  return latest;
}

export async function insertIntent(db: Executor, intent: NewIntent) {
  await db.insert(paymentIntents).values(intent);
}

/** The status of the user's intent with this client secret, if there is one. */
export async function intentStatusBySecret(db: Executor, userId: string, clientSecret: string) {
  const [row] = await db
    .select({ status: paymentIntents.status })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.clientSecret, clientSecret), eq(paymentIntents.userId, userId)));
  return row?.status;
}

/**
 * Records a card's outcome on the user's intent with this client secret, unless the intent was
 * already paid or canceled; undefined when nothing was changed.
 */
export async function settleIntent(
  db: Executor,
  userId: string,
  clientSecret: string,
  change: { status: string; lastError: string | null; updatedAt: Date },
) {
  const [row] = await db
    .update(paymentIntents)
    .set(change)
    .where(
      and(
        eq(paymentIntents.clientSecret, clientSecret),
        eq(paymentIntents.userId, userId),
        notInArray(paymentIntents.status, ['succeeded', 'canceled']),
      ),
    )
    .returning({ id: paymentIntents.id });
  return row;
}

/** The provider's status of an intent and its last error, as last reported. */
export async function setIntentStatus(
  db: Executor,
  id: string,
  change: { status: string; lastError: string | null; updatedAt: Date },
) {
  await db.update(paymentIntents).set(change).where(eq(paymentIntents.id, id));
}

/** Records a Stripe event; false when it was recorded before (Stripe delivers some twice). */
export async function recordStripeEvent(
  db: Executor,
  event: { id: string; type: string },
): Promise<boolean> {
  const fresh = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  return fresh.length > 0;
}
