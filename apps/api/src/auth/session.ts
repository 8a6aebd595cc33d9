import { MESSAGES } from '@wtkit/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { AuthError } from './errors.js';

export type AuthUser = typeof users.$inferSelect;

const notSignedIn = () => new AuthError('unauthenticated', MESSAGES.session.loginToContinue);
const sessionEnded = () => new AuthError('unauthenticated', MESSAGES.session.expiredOrInvalid);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * The user behind a bearer header. The row comes from the database or from the cache of rows that
 * forgets each one when it changes, so a deleted account, a changed role or an ended session takes
 * effect at once rather than when the token expires.
 */
export async function authenticate(app: AppContext, header: string | undefined): Promise<AuthUser> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw notSignedIn();
  const subject = await app.tokens.verify(match[1]);
  if (!subject || !isUuid(subject.userId)) throw sessionEnded();
  const user = await app.users.get(subject.userId, () => userRow(app, subject.userId));
  // A token from before a Log Out or a password change names an older session version.
  if (!user || user.sessionVersion !== subject.sessionVersion) throw sessionEnded();
  return user;
}

async function userRow(app: AppContext, id: string): Promise<AuthUser | undefined> {
  const [user] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export function requireAdmin(user: AuthUser | null): AuthUser {
  if (!user) throw notSignedIn();
  if (user.role !== 'admin') throw new AuthError('forbidden', MESSAGES.session.accessDenied);
  return user;
}

export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw notSignedIn();
  return user;
}

/** A new session token for `user`, valid until its session version is raised. */
export const signSession = (app: AppContext, user: AuthUser) =>
  app.tokens.sign({ userId: user.id, sessionVersion: user.sessionVersion });

/** Raises the user's session version: every token issued before stops working at once. */
export async function endAllSessions(app: AppContext, userId: string): Promise<void> {
  await app.db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: app.now() })
    .where(eq(users.id, userId));
  app.users.forget(userId);
}
