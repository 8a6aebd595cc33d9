import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@wtkit.local';

/**
 * Makes sure the shop has an admin. With ADMIN_EMAIL/ADMIN_PASSWORD that account is created (or
 * promoted) once; with neither, a first admin gets a random password that is logged exactly once.
 * There is never a fixed default password.
 */
export async function ensureAdmin(
  db: Db,
  logger: Logger,
  options: { email?: string | undefined; password?: string | undefined },
) {
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    if (existing.role !== 'admin') {
      await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
      logger.info({ email }, 'promoted the configured account to admin');
    }
    return;
  }
  if (!options.email) {
    const [anyAdmin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    if (anyAdmin) return;
  }
  const password = options.password ?? randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(users)
    .values({
      name: 'Shop admin',
      email,
      role: 'admin',
      isEmailVerified: true,
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return;
  if (options.password) {
    logger.info({ email }, 'created the admin account from ADMIN_EMAIL/ADMIN_PASSWORD');
  } else {
    logger.warn(
      { email, password },
      'created the first admin with a random password; it is shown only this once, so note it now',
    );
  }
}
