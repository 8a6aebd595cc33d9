import { randomUUID } from 'node:crypto';
import { formatUsd, fromCents, lineTotal, MESSAGES, toCents } from '@wtkit/domain';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isUuid, requireUser } from '../auth/session.js';
import { assertPayable, PRODUCT_NOT_FOUND, stockConflict } from '../cart/rules.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { cartItems, orders, paymentIntents, products, stripeEvents } from '../db/schema.js';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import type { IntentStatus } from '../payments/provider.js';
import { chargeTestCard } from '../payments/testProvider.js';

export interface PricedLine {
  productId: string;
  quantity: number;
  unitCents: number;
}

/**
 * The server's price for a list of lines: today's prices, every product existing and in stock.
 * The same product twice counts once with the quantities added.
 */
export async function priceLines(
  db: Db,
  requested: Array<{ productId: string; quantity: number }>,
): Promise<PricedLine[]> {
  const quantities = new Map<string, number>();
  for (const line of requested) {
    if (!isUuid(line.productId)) throw notFound(PRODUCT_NOT_FOUND);
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }
  const ids = [...quantities.keys()];
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          name: products.name,
          stock: products.stock,
          priceCents: products.priceCents,
        })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  return ids.map((id) => {
    const product = rows.find((row) => row.id === id);
    const quantity = quantities.get(id) ?? 0;
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (quantity > product.stock) throw stockConflict(product.name, product.stock);
    return { productId: id, quantity, unitCents: product.priceCents };
  });
}

export const totalCents = (lines: PricedLine[]) =>
  lines.reduce((sum, line) => sum + lineTotal(line.unitCents, line.quantity), 0);

const sameItems = (a: PricedLine[], b: PricedLine[]) => {
  const key = (lines: PricedLine[]) =>
    lines
      .map((line) => `${line.productId}:${line.quantity}:${line.unitCents}`)
      .sort()
      .join(';');
  return key(a) === key(b);
};

/** Statuses of an intent that can still be paid, or was paid: both are answered again. */
const REUSABLE: ReadonlySet<IntentStatus> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'succeeded',
]);

/**
 * The user's latest intent without an order for the same source, items, prices and amount, with
 * the provider's current status, if it can be paid or was paid.
 */
async function reusableIntent(
  app: AppContext,
  userId: string,
  source: 'cart' | 'buy-now',
  lines: PricedLine[],
  amountCents: number,
): Promise<{ id: string; clientSecret: string; status: IntentStatus } | undefined> {
  const [latest] = await app.db
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
        isNull(orders.id),
      ),
    )
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  if (
    !latest ||
    latest.provider !== app.payments.name ||
    latest.amountCents !== amountCents ||
    !sameItems(latest.items, lines)
  ) {
    return undefined;
  }
  const { status } = await app.payments.retrieve(latest.id);
  return REUSABLE.has(status)
    ? { id: latest.id, clientSecret: latest.clientSecret, status }
    : undefined;
}

export const paymentHandlers = {
  async createPaymentIntent({ body, user, app }) {
    const me = requireUser(user);
    const source = body.items ? 'buy-now' : 'cart';
    const requested =
      body.items ??
      (await app.db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, me.id)));
    if (requested.length === 0) throw unprocessable(MESSAGES.checkout.cartEmpty);
    const lines = await priceLines(app.db, requested);
    const amountCents = totalCents(lines);
    if (amountCents === 0) {
      throw unprocessable('There is nothing to pay: the total is $0.00.');
    }
    assertPayable(amountCents);
    if (toCents(body.amount) !== amountCents) {
      const message = `The total is ${formatUsd(amountCents)}, not ${formatUsd(toCents(body.amount))}. Please review your order.`;
      throw unprocessable(message, [{ path: 'amount', message }]);
    }
    // One intent per checkout: the page asking again (a reload, a second render, a retry after a
    // decline) gets the open intent back, and one already paid but without its order comes back
    // as succeeded, so the customer places the order instead of paying a second time.
    const earlier = await reusableIntent(app, me.id, source, lines, amountCents);
    if (earlier) {
      return {
        status: 200,
        body: {
          success: true,
          data: {
            clientSecret: earlier.clientSecret,
            paymentIntentId: earlier.id,
            amount: fromCents(amountCents),
            currency: 'usd',
            status: earlier.status,
          },
        },
      };
    }
    const intent = await app.payments.create({
      amountCents,
      currency: 'usd',
      userId: me.id,
      idempotencyKey: randomUUID(),
    });
    await app.db.insert(paymentIntents).values({
      id: intent.id,
      userId: me.id,
      provider: app.payments.name,
      clientSecret: intent.clientSecret,
      amountCents,
      status: intent.status,
      source,
      items: lines,
    });
    return {
      status: 200,
      body: {
        success: true,
        data: {
          clientSecret: intent.clientSecret,
          paymentIntentId: intent.id,
          amount: fromCents(amountCents),
          currency: 'usd',
          status: intent.status,
        },
      },
    };
  },

  async stripeWebhook({ headers, rawBody, app }) {
    if (!app.stripe) throw notFound('Stripe is not configured on this shop.');
    let event: Stripe.Event;
    try {
      event = app.stripe.client.webhooks.constructEvent(
        rawBody ?? '',
        headers['Stripe-Signature'],
        app.stripe.webhookSecret,
      );
    } catch {
      throw badRequest('The webhook signature is not valid.');
    }
    const fresh = await app.db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (
      fresh.length > 0 &&
      (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed')
    ) {
      const intent = event.data.object;
      await app.db
        .update(paymentIntents)
        .set({
          status: intent.status,
          lastError: intent.last_payment_error?.message ?? null,
          updatedAt: app.now(),
        })
        .where(eq(paymentIntents.id, intent.id));
      app.logger.info({ type: event.type, paymentIntentId: intent.id }, 'stripe event recorded');
    }
    return { status: 200, body: { received: true } };
  },

  async testConfirmPayment({ body, user, app }) {
    const me = requireUser(user);
    if (app.payments.name !== 'test') {
      throw notFound('Test payments are off: this shop takes real cards through Stripe.');
    }
    const intent = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(paymentIntents)
        .where(
          and(eq(paymentIntents.clientSecret, body.clientSecret), eq(paymentIntents.userId, me.id)),
        )
        .for('update');
      if (!row) throw notFound('Payment not found.');
      if (row.status === 'succeeded') throw conflict('This payment has already been completed.');
      if (row.status === 'canceled')
        throw conflict('This payment was canceled. Please start again.');
      const outcome = chargeTestCard(body.card, app.now());
      if (!outcome.ok) {
        await tx
          .update(paymentIntents)
          .set({
            status: 'requires_payment_method',
            lastError: outcome.message,
            updatedAt: app.now(),
          })
          .where(eq(paymentIntents.id, row.id));
        return { id: row.id, declined: outcome.message };
      }
      await tx
        .update(paymentIntents)
        .set({ status: 'succeeded', lastError: null, updatedAt: app.now() })
        .where(eq(paymentIntents.id, row.id));
      return { id: row.id, declined: undefined };
    });
    // The decline is recorded before it is reported, so a retry sees the intent as it is.
    if (intent.declined) throw new HttpError(402, intent.declined);
    return {
      status: 200,
      body: {
        success: true,
        message: 'Payment succeeded.',
        data: { id: intent.id, status: 'succeeded' },
      },
    };
  },
} satisfies Partial<Handlers>;
