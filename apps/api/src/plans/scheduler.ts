import type { AppContext } from '../context.js';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodicJob.js';
import { shopNow } from '../jobs/shopClock.js';
import { runPlanCycles } from './cycle.js';

/** The plan job every `intervalSeconds` (0 turns it off), at the shop's time. */
export function startPlanScheduler(app: AppContext, intervalSeconds: number): PeriodicJob {
  return startPeriodicJob({
    name: 'filter plan run',
    intervalSeconds,
    logger: app.logger,
    run: async () => runPlanCycles(app, { now: await shopNow(app) }),
  });
}
