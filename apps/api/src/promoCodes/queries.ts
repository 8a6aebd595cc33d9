import type { PromoCodeDraft } from '@wtkit/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { products, promoCodes, promoGrants, promoRedemptions, users } from '../db/schema.js';
import { statement } from '../db/statements.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Every promo code, newest first. */
export function allPromoCodes(db: Executor) {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

export async function insertPromoCode(db: Executor, draft: PromoCodeDraft) {
  const [row] = await db
    .insert(promoCodes)
    .values({ ...draft, productIds: [...draft.productIds] })
    .returning();
  if (!row) throw new Error('the promo code insert returned no row');
  return row;
}

/** Replaces the code's rules; undefined when there is no such code. */
export async function replacePromoCode(db: Executor, id: string, draft: PromoCodeDraft, now: Date) {
  const [row] = await db
    .update(promoCodes)
    .set({ ...draft, productIds: [...draft.productIds], updatedAt: now })
    .where(eq(promoCodes.id, id))
    .returning();
  return row;
}

/** Turns the code off; undefined when there is no such code. */
export async function deactivate(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(promoCodes)
    .set({ isActive: false, updatedAt: now })
    .where(eq(promoCodes.id, id))
    .returning();
  return row;
}

/** The code with this text (stored upper-case), with how often this customer used it. */
export async function promoCodeFor(db: Executor, code: string, userId: string) {
  const [row] = await db
    .select({
      promo: promoCodes,
      customerUses: sql<number>`(select count(*)::int from ${promoRedemptions}
        where ${promoRedemptions.promoCodeId} = ${promoCodes.id}
          and ${promoRedemptions.userId} = ${userId})`,
    })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  return row && { promo: row.promo, customerUses: Number(row.customerUses) };
}

/** The category of each of these products. */
export async function categoriesOf(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, PromoCodeRow['category']>();
  const rows = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.category]));
}

/**
 * Locks the code until the transaction ends (every order redeeming it waits for the one before)
 * and answers it as the last committed order left it. Count the customer's uses with a statement
 * of its own after this one: its snapshot then holds every redemption committed before the lock.
 */
export async function lockPromoCode(db: Executor, id: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row;
}

/** How many orders this customer placed with this code. */
export async function customerUses(db: Executor, promoCodeId: string, userId: string) {
  const [row] = await db
    .select({ uses: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
  return Number(row?.uses ?? 0);
}

const recordRedemptionStatement = statement(
  'promo_record_redemption',
  sql`with used as (
      insert into promo_redemptions (order_id, promo_code_id, user_id)
      values (${sql.placeholder('orderId')}, ${sql.placeholder('promoCodeId')},
        ${sql.placeholder('userId')})
      returning promo_code_id
    )
    update promo_codes set times_used = times_used + 1
    where id = (select promo_code_id from used)`,
);

/** Records that `orderId` used the code and counts the use, in one statement. */
export async function recordRedemption(
  db: Executor,
  redemption: { promoCodeId: string; userId: string; orderId: string },
) {
  await recordRedemptionStatement.run(db, redemption);
}

/** The user with this id or e-mail address (stored lower-cased). */
export async function customerId(db: Executor, who: { userId?: string; email?: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      who.userId !== undefined
        ? eq(users.id, who.userId)
        : eq(users.email, (who.email ?? '').trim().toLowerCase()),
    );
  return row?.id;
}

/** Grants the code to the user; `created: false` when it was granted before. */
export async function grant(
  db: Executor,
  values: { promoCodeId: string; userId: string; grantedBy: string },
) {
  const [fresh] = await db.insert(promoGrants).values(values).onConflictDoNothing().returning();
  if (fresh) return { grant: fresh, created: true };
  const [earlier] = await db
    .select()
    .from(promoGrants)
    .where(
      and(eq(promoGrants.promoCodeId, values.promoCodeId), eq(promoGrants.userId, values.userId)),
    );
  if (!earlier) throw new Error('the promo grant vanished');
  return { grant: earlier, created: false };
}

/** The codes granted to the user, newest grant first, with how often they used each. */
export async function grantsOf(db: Executor, userId: string) {
  const rows = await db
    .select({
      promo: promoCodes,
      grantedAt: promoGrants.grantedAt,
      customerUses: sql<number>`(select count(*)::int from ${promoRedemptions}
        where ${promoRedemptions.promoCodeId} = ${promoCodes.id}
          and ${promoRedemptions.userId} = ${userId})`,
    })
    .from(promoGrants)
    .innerJoin(promoCodes, eq(promoCodes.id, promoGrants.promoCodeId))
    .where(eq(promoGrants.userId, userId))
    .orderBy(desc(promoGrants.grantedAt), desc(promoCodes.id));
  return rows.map((row) => ({ ...row, customerUses: Number(row.customerUses) }));
}
