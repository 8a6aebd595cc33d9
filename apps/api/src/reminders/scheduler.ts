import type { AppContext } from '../context.js';
import { runReminders } from './reminders.js';

export interface ReminderScheduler {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the filter-reminder job shortly after start and then every `intervalSeconds` (0 turns it
 * off). Runs never overlap within one process; across instances the job's row claims keep them
 * apart. A failed run is logged and retried at the next tick.
 */
export function startReminderScheduler(
  app: AppContext,
  intervalSeconds: number,
): ReminderScheduler {
  if (intervalSeconds <= 0) return { stop: async () => {} };
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (stopped || running) return;
    running = runReminders(app, { now: app.now() })
      .then(() => undefined)
      .catch((error: unknown) => {
        app.logger.error({ err: error }, 'filter reminder run failed');
      })
      .finally(() => {
        running = undefined;
      });
  };

  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, intervalSeconds * 1000);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
