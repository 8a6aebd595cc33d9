/** What the rest of the server may use of this feature; its other modules are its own. */
export { type PlanRunResult, runPlanCycles } from './cycle.js';
export { planRoutes } from './routes.js';
export { startPlanScheduler } from './scheduler.js';
