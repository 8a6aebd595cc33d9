import type { AppContext } from '../context.js';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodicJob.js';
import { runReminders } from './reminders.js';

/** The filter-reminder job every `intervalSeconds` (0 turns it off). */
export function startReminderScheduler(app: AppContext, intervalSeconds: number): PeriodicJob {
  return startPeriodicJob({
    name: 'filter reminder run',
    intervalSeconds,
    logger: app.logger,
    run: async () => {
      const result = await runReminders(app, { now: app.now() });
      app.metrics.reminders('sent', result.sent - result.failed);
      app.metrics.reminders('failed', result.failed);
    },
  });
}
