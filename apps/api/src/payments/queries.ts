import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { paymentIntents, products, stripeEvents, users } from '../db/schema.js';
import { statement } from '../db/statements.js';

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

export interface OpenIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  items: Array<{ productId: string; quantity: number; unitCents: number }>;
  provider: IntentRow['provider'];
  status: string;
  promoCodeId: string | null;
  shippingMethodId: string | null;
  shippingState: string | null;
  shippingCents: number;
  taxCents: number;
}

export interface CartPriceRow {
  id: string;
  quantity: number;
  name: string;
  stock: number;
  priceCents: number;
}

const latestOpenIntentSql = (source: SQL | Placeholder) =>
  sql`select i.id, i.client_secret, i.amount_cents, i.items, i.provider, i.status,
      i.promo_code_id, i.shipping_method_id, i.shipping_state, i.shipping_cents, i.tax_cents
    from payment_intents i left join orders o on o.payment_intent_id = i.id
    where i.user_id = ${sql.placeholder('userId')} and i.source = ${source}
      and i.status <> 'canceled' and i.refunded_at is null and o.id is null
    order by i.created_at desc
    limit 1`;

const cartAndOpenIntentStatement = statement<
  { [K in keyof CartPriceRow]: CartPriceRow[K] | null } & {
    [K in keyof OpenIntent as `intent${Capitalize<K>}`]: OpenIntent[K] | null;
  }
>(
  'intent_cart_and_latest',
  sql`select l.id as "intentId", l.client_secret as "intentClientSecret",
      l.amount_cents as "intentAmountCents", l.items as "intentItems",
      l.provider as "intentProvider", l.status as "intentStatus",
      l.promo_code_id as "intentPromoCodeId",
      l.shipping_method_id as "intentShippingMethodId", l.shipping_state as "intentShippingState",
      l.shipping_cents as "intentShippingCents", l.tax_cents as "intentTaxCents",
      c.product_id as id, c.quantity, p.name, p.stock, p.price_cents as "priceCents"
    from (select 1) as one
      left join lateral (${latestOpenIntentSql(sql`'cart'`)}) l on true
      left join cart_items c on c.user_id = ${sql.placeholder('userId')}
      left join products p on p.id = c.product_id
    order by c.created_at`,
);

/**
 * In one statement: the user's cart lines with their products' name, stock and today's price,
 * and the user's latest cart intent that is not canceled or refunded and has no order yet.
 */
export async function cartAndOpenIntent(
  db: Executor,
  userId: string,
): Promise<{ cart: CartPriceRow[]; latest: OpenIntent | undefined }> {
  const rows = await cartAndOpenIntentStatement.run(db, { userId });
  const cart: CartPriceRow[] = [];
  for (const row of rows) {
    if (row.id === null || row.name === null) continue;
    cart.push({
      id: row.id,
      quantity: Number(row.quantity),
      name: row.name,
      stock: Number(row.stock),
      priceCents: Number(row.priceCents),
    });
  }
  const first = rows[0];
  const latest =
    first?.intentId != null
      ? {
          id: first.intentId,
          clientSecret: first.intentClientSecret ?? '',
          amountCents: Number(first.intentAmountCents),
          items: first.intentItems ?? [],
          provider: first.intentProvider ?? 'test',
          status: first.intentStatus ?? '',
          promoCodeId: first.intentPromoCodeId ?? null,
          shippingMethodId: first.intentShippingMethodId ?? null,
          shippingState: first.intentShippingState ?? null,
          shippingCents: Number(first.intentShippingCents ?? 0),
          taxCents: Number(first.intentTaxCents ?? 0),
        }
      : undefined;
  return { cart, latest };
}

const latestOpenIntentStatement = statement<OpenIntent>(
  'intent_latest_open',
  sql`select id, client_secret as "clientSecret", amount_cents as "amountCents", items, provider,
      status, promo_code_id as "promoCodeId", shipping_method_id as "shippingMethodId",
      shipping_state as "shippingState", shipping_cents as "shippingCents", tax_cents as "taxCents"
    from (${latestOpenIntentSql(sql.placeholder('source'))}) latest`,
);

/** The user's latest intent for this source that is not canceled or refunded and has no order yet. */
export async function latestOpenIntent(
  db: Executor,
  userId: string,
  source: IntentRow['source'],
): Promise<OpenIntent | undefined> {
  const [latest] = await latestOpenIntentStatement.run(db, { userId, source });
  return (
    latest && {
      ...latest,
      amountCents: Number(latest.amountCents),
      shippingCents: Number(latest.shippingCents),
      taxCents: Number(latest.taxCents),
    }
  );
}

const insertIntentStatement = statement(
  'intent_insert',
  sql`insert into payment_intents
      (id, user_id, provider, client_secret, amount_cents, status, source, items, promo_code_id,
        discount_cents, shipping_method_id, shipping_state, shipping_cents, tax_cents)
    values (${sql.placeholder('id')}, ${sql.placeholder('userId')}, ${sql.placeholder('provider')},
      ${sql.placeholder('clientSecret')}, ${sql.placeholder('amountCents')},
      ${sql.placeholder('status')}, ${sql.placeholder('source')},
      ${sql.placeholder('items')}::text::jsonb, ${sql.placeholder('promoCodeId')}::uuid,
      ${sql.placeholder('discountCents')}, ${sql.placeholder('shippingMethodId')}::uuid,
      ${sql.placeholder('shippingState')}, ${sql.placeholder('shippingCents')},
      ${sql.placeholder('taxCents')})`,
);

/** What an intent charges beyond its items' prices: shipping and tax, and the state they are for. */
export interface IntentCharges {
  shippingMethodId: string | null;
  shippingState: string | null;
  shippingCents: number;
  taxCents: number;
}

export async function insertIntent(
  db: Executor,
  intent: Pick<
    NewIntent,
    'id' | 'userId' | 'provider' | 'clientSecret' | 'amountCents' | 'status' | 'source' | 'items'
  > & { promoCodeId?: string | null; discountCents?: number } & Partial<IntentCharges>,
) {
  await insertIntentStatement.run(db, {
    ...intent,
    items: JSON.stringify(intent.items),
    promoCodeId: intent.promoCodeId ?? null,
    discountCents: intent.discountCents ?? 0,
    shippingMethodId: intent.shippingMethodId ?? null,
    shippingState: intent.shippingState ?? null,
    shippingCents: intent.shippingCents ?? 0,
    taxCents: intent.taxCents ?? 0,
  });
}

const repriceIntentStatement = statement<{ id: string }>(
  'intent_reprice',
  sql`update payment_intents
    set amount_cents = ${sql.placeholder('amountCents')},
      items = ${sql.placeholder('items')}::text::jsonb,
      shipping_method_id = ${sql.placeholder('shippingMethodId')}::uuid,
      shipping_state = ${sql.placeholder('shippingState')},
      shipping_cents = ${sql.placeholder('shippingCents')},
      tax_cents = ${sql.placeholder('taxCents')},
      updated_at = ${sql.placeholder('updatedAt')}
    where id = ${sql.placeholder('id')} and user_id = ${sql.placeholder('userId')}
      and status not in ('succeeded', 'processing', 'canceled') and refunded_at is null
    returning id`,
);

/**
 * Gives an intent not paid yet its new amount, shipping and tax (and the items' tax); false when
 * it was paid, canceled or refunded in the meantime, which this statement never changes.
 */
export async function repriceIntent(
  db: Executor,
  intent: {
    id: string;
    userId: string;
    amountCents: number;
    items: NewIntent['items'];
    updatedAt: Date;
  } & IntentCharges,
): Promise<boolean> {
  const rows = await repriceIntentStatement.run(db, {
    ...intent,
    items: JSON.stringify(intent.items),
  });
  return rows.length > 0;
}

/** The status of the user's intent with this client secret, if there is one. */
export async function intentStatusBySecret(db: Executor, userId: string, clientSecret: string) {
  const [row] = await db
    .select({ status: paymentIntents.status })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.clientSecret, clientSecret), eq(paymentIntents.userId, userId)));
  return row?.status;
}

const settleIntentStatement = statement<{ id: string }>(
  'intent_settle',
  sql`update payment_intents
    set status = ${sql.placeholder('status')}, last_error = ${sql.placeholder('lastError')},
      updated_at = ${sql.placeholder('updatedAt')}
    where client_secret = ${sql.placeholder('clientSecret')} and user_id = ${sql.placeholder('userId')}
      and status not in ('succeeded', 'canceled')
    returning id`,
);

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
  const [row] = await settleIntentStatement.run(db, { userId, clientSecret, ...change });
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

/**
 * Records a plan's off-session charge (source `plan`) as the provider answered it; asked again
 * for the same intent (a run completing a crashed one), it takes the newer status.
 */
export async function recordPlanIntent(
  db: Executor,
  intent: Pick<
    NewIntent,
    'id' | 'userId' | 'provider' | 'clientSecret' | 'amountCents' | 'status' | 'items' | 'lastError'
  > & { updatedAt: Date },
) {
  await db
    .insert(paymentIntents)
    .values({ ...intent, source: 'plan' })
    .onConflictDoUpdate({
      target: paymentIntents.id,
      set: { status: intent.status, lastError: intent.lastError, updatedAt: intent.updatedAt },
    });
}

/** The state and ZIP of the user's profile address ('' when none). */
export async function profileAddress(db: Executor, userId: string) {
  const [row] = await db
    .select({ state: users.addressState, zip: users.addressZip })
    .from(users)
    .where(eq(users.id, userId));
  return { state: row?.state ?? '', zip: row?.zip ?? '' };
}
