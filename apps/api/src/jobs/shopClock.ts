import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Executor } from '../db/client.js';
import { testClock } from '../db/schema.js';

/** Whether the shop takes real money: Stripe live keys (`sk_live_…`, `rk_live_…`). */
export const takesRealPayments = (config: Pick<Config, 'stripe'>) =>
  /^(sk|rk)_live_/.test(config.stripe?.secretKey ?? '');

/** How far the test clock runs ahead of the real clock, in milliseconds (0 until moved). */
export async function testClockOffset(db: Executor): Promise<number> {
  const [row] = await db
    .select({ offsetMs: testClock.offsetMs })
    .from(testClock)
    .where(eq(testClock.id, true))
    .limit(1);
  return row?.offsetMs ?? 0;
}

/**
 * The shop's "now" for its jobs (reminders, plans) and every date it counts a part's life or a
 * plan from: the real clock moved on by the test clock, read from the database so every
 * instance agrees. A shop taking real payments ignores the test clock.
 */
export async function shopNow(app: {
  db: Executor;
  config: Pick<Config, 'stripe'>;
  now: () => Date;
}): Promise<Date> {
  const now = app.now();
  if (takesRealPayments(app.config)) return now;
  return new Date(now.getTime() + (await testClockOffset(app.db)));
}
