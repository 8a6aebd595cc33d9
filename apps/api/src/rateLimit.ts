import { eq, sql } from 'drizzle-orm';
import type { AppContext } from './context.js';
import type { Db } from './db/client.js';
import { rateLimits } from './db/schema.js';
import { tooMany } from './errors.js';

export interface Limit {
  /** What is limited and for whom, e.g. `login:ip:127.0.0.1`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one hit in the limit's fixed window (one atomic upsert); returns the window's row. */
async function count(db: Db, now: Date, limit: Limit) {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  return row;
}

function refuse(row: { windowStart: Date }, now: Date, limit: Limit, message: string): never {
  const retryAfter = Math.max(
    1,
    Math.ceil((row.windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  throw tooMany(message, retryAfter);
}

/**
 * Counts one hit in a fixed window shared through PostgreSQL, and refuses (too many, with when to
 * try again) once the window's budget is spent.
 */
export async function hit(db: Db, now: Date, limit: Limit, message: string): Promise<void> {
  const row = await count(db, now, limit);
  if (row && row.count > limit.max) refuse(row, now, limit, message);
}

/** Refuses when the limit's window is already spent, without counting this request. */
export async function refuseIfSpent(
  db: Db,
  now: Date,
  limit: Limit,
  message: string,
): Promise<void> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, limit.key)).limit(1);
  const windowOpen = row && row.windowStart.getTime() > now.getTime() - limit.windowSeconds * 1000;
  if (row && windowOpen && row.count >= limit.max) refuse(row, now, limit, message);
}

/** Counts one failure against a limit that `refuseIfSpent` checks (a failure is never refused). */
export async function countFailure(db: Db, now: Date, limit: Limit): Promise<void> {
  await count(db, now, limit);
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** One hit of `action` from a client address, within the configured per-address budget. */
export function limitPerIp(
  app: AppContext,
  action: string,
  clientIp: string,
  options: { windowSeconds?: number; message?: string } = {},
): Promise<void> {
  return hit(
    app.db,
    app.now(),
    {
      key: `${action}:ip:${clientIp}`,
      max: app.config.rateLimitPerIp,
      windowSeconds: options.windowSeconds ?? 900,
    },
    options.message ?? TOO_MANY_ATTEMPTS,
  );
}
