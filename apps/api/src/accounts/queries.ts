import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
/** The columns an account's owner or the shop may change. */
type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt' | 'sessionVersion'>>;

async function firstUser(db: Executor, where: SQL): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(where).limit(1);
  return user;
}

/** The account with this (already normalised) e-mail address. */
export const userByEmail = (db: Executor, email: string) => firstUser(db, eq(users.email, email));

export const userByPhone = (db: Executor, phoneNumber: string) =>
  firstUser(db, eq(users.phoneNumber, phoneNumber));

export const userByGoogleSub = (db: Executor, sub: string) =>
  firstUser(db, eq(users.googleSub, sub));

/** Whether an account matches (only its id is read). */
async function anyUser(db: Executor, where: SQL): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return row !== undefined;
}

/** Whether an account holds this e-mail address. */
export const emailTaken = (db: Executor, email: string) => anyUser(db, eq(users.email, email));

export const phoneTaken = (db: Executor, phoneNumber: string) =>
  anyUser(db, eq(users.phoneNumber, phoneNumber));

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}

/** Changes an account's columns and stamps `updatedAt`; undefined when the account is gone. */
export async function updateUser(
  db: Executor,
  id: string,
  changes: UserChanges,
  updatedAt: Date,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/** A new password hash, and every session signed before it ended (the session version moves). */
export async function replacePassword(db: Executor, id: string, passwordHash: string, at: Date) {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: at })
    .where(eq(users.id, id));
}
