import type { AppContext } from '../context.js';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodicJob.js';
import { shopNow } from '../jobs/shopClock.js';
import { runReminders } from './reminders.js';

/** The filter-reminder job every `intervalSeconds` (0 turns it off), at the shop's time. */
export function startReminderScheduler(app: AppContext, intervalSeconds: number): PeriodicJob {
  return startPeriodicJob({
    name: 'filter reminder run',
    intervalSeconds,
    logger: app.logger,
    run: async () => {
      const result = await runReminders(app, { now: await shopNow(app) });
      app.metrics.reminders('sent', result.sent - result.failed);
      app.metrics.reminders('failed', result.failed);
    },
  });
}
