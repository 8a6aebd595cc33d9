import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { testClock } from '../db/schema.js';
import { forbidden, unprocessable } from '../errors.js';
import { shopNow, takesRealPayments, testClockOffset } from '../jobs/shopClock.js';
import { runReminders } from '../reminders/index.js';

const DAY_MS = 24 * 3600 * 1000;

export interface ShopClock {
  now: Date;
  offsetSeconds: number;
}

/** Refuses the test clock in a shop that takes real payments. */
function refuseWithRealPayments(app: AppContext) {
  if (takesRealPayments(app.config)) {
    throw forbidden(
      'The test clock is off: this shop takes real payments (Stripe live keys), so its time is the real one.',
    );
  }
}

async function readClock(app: AppContext): Promise<ShopClock> {
  const offset = await testClockOffset(app.db);
  return { now: new Date(app.now().getTime() + offset), offsetSeconds: Math.floor(offset / 1000) };
}

export async function currentClock(app: AppContext): Promise<ShopClock> {
  refuseWithRealPayments(app);
  return readClock(app);
}

/** A `date` as the moment it names: a bare ISO date is its UTC midnight. */
const momentOf = (date: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00.000Z` : date);

/**
 * Moves the shop's clock forward, to a date or by whole days, then runs the reminder job for
 * the new time. The row is locked while it moves, so two moves at once both count and neither
 * takes the clock back.
 */
export async function moveClock(
  app: AppContext,
  input: { date: string } | { advanceDays: number },
) {
  refuseWithRealPayments(app);
  await app.db.transaction(async (tx) => {
    // The row exists before it is locked, so two first moves also wait for each other.
    await tx.insert(testClock).values({ id: true, offsetMs: 0 }).onConflictDoNothing();
    await tx.execute(sql`select 1 from ${testClock} for update`);
    const offset = await testClockOffset(tx);
    const real = app.now().getTime();
    let next = offset;
    if ('advanceDays' in input) {
      next = offset + input.advanceDays * DAY_MS;
    } else {
      const target = momentOf(input.date);
      const message = `The test clock only moves forward: choose a moment after ${new Date(real + offset).toISOString()}.`;
      if (Number.isNaN(target.getTime())) throw unprocessable('Give the date as an ISO date.');
      if (target.getTime() < real + offset) {
        throw unprocessable(message, [{ path: 'date', message }]);
      }
      next = target.getTime() - real;
    }
    await tx.update(testClock).set({ offsetMs: next, updatedAt: app.now() });
  });
  const reminders = await runReminders(app, { now: await shopNow(app) });
  app.metrics.reminders('sent', reminders.sent - reminders.failed);
  app.metrics.reminders('failed', reminders.failed);
  return { ...(await readClock(app)), reminders };
}
