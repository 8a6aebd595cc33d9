import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { paymentCustomers, savedCards, setupIntents } from '../db/schema.js';

export type SavedCardRow = typeof savedCards.$inferSelect;
type Provider = SavedCardRow['provider'];

export async function customerIdOf(db: Executor, userId: string, provider: Provider) {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
    .limit(1);
  return row?.customerId;
}

/**
 * Keeps the user's customer unless one was kept already (two tabs saving a card at once): the
 * customer id the table holds afterwards.
 */
export async function keepCustomer(
  db: Executor,
  values: { userId: string; provider: Provider; customerId: string },
): Promise<string> {
  await db.insert(paymentCustomers).values(values).onConflictDoNothing();
  const kept = await customerIdOf(db, values.userId, values.provider);
  if (!kept) throw new Error('payment customer insert kept no row');
  return kept;
}

export async function insertSetupIntent(db: Executor, values: typeof setupIntents.$inferInsert) {
  await db.insert(setupIntents).values(values);
}

/** One of the user's setup intents with this provider; undefined for another user's. */
export async function setupIntentOfUser(
  db: Executor,
  userId: string,
  provider: Provider,
  id: string,
) {
  const [row] = await db
    .select()
    .from(setupIntents)
    .where(
      and(
        eq(setupIntents.id, id),
        eq(setupIntents.userId, userId),
        eq(setupIntents.provider, provider),
      ),
    )
    .limit(1);
  return row;
}

export async function cardOfSetupIntent(db: Executor, setupIntentId: string) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(eq(savedCards.setupIntentId, setupIntentId))
    .limit(1);
  return row;
}

/** Inserts a card; undefined when its setup intent's card was saved already (a repeated save). */
export async function insertSavedCard(db: Executor, values: typeof savedCards.$inferInsert) {
  const [row] = await db
    .insert(savedCards)
    .values(values)
    .onConflictDoNothing({ target: savedCards.setupIntentId })
    .returning();
  return row;
}

export function savedCardsOf(db: Executor, userId: string) {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

export async function savedCardOfUser(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteSavedCard(db: Executor, id: string) {
  await db.delete(savedCards).where(eq(savedCards.id, id));
}
