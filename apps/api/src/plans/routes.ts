import { requireAdmin, requireUser } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import { shopNow } from '../jobs/shopClock.js';
import { listPlanCycles } from './adminCycles.js';
import { describePlanLink, usePlanLink } from './linkService.js';
import { changePlan, listPlans, startPlan } from './service.js';
import { upcomingPlanOrders } from './upcoming.js';

const MESSAGES = {
  skip: 'The next order is skipped.',
  pause: 'Plan paused.',
  resume: 'Plan resumed.',
  cancel: 'Plan cancelled.',
} as const;

export const planRoutes = {
  async listPlans({ user, app }) {
    const data = await listPlans(app, requireUser(user).id, await shopNow(app));
    return { status: 200, body: { success: true, data } };
  },

  async createPlan({ body, user, app }) {
    const data = await startPlan(app, requireUser(user).id, body, await shopNow(app));
    return { status: 201, body: { success: true, message: 'Plan started.', data } };
  },

  async updatePlan({ params, body, user, app }) {
    const data = await changePlan(app, requireUser(user).id, params.id, body, await shopNow(app));
    const message = body.action ? MESSAGES[body.action] : 'Plan updated.';
    return { status: 200, body: { success: true, message, data } };
  },

  async describePlanLink({ params, app }) {
    const data = await describePlanLink(app, params.token);
    return { status: 200, body: { success: true, data } };
  },

  async usePlanLink({ params, app }) {
    const { link, message } = await usePlanLink(app, params.token);
    return { status: 200, body: { success: true, message, data: link } };
  },

  async listPlanCycles({ query, user, app }) {
    requireAdmin(user);
    const data = await listPlanCycles(app, query.status);
    return { status: 200, body: { success: true, data } };
  },

  async listUpcomingPlanOrders({ user, app }) {
    requireAdmin(user);
    const data = await upcomingPlanOrders(app, await shopNow(app));
    return { status: 200, body: { success: true, data } };
  },
} satisfies Partial<Handlers>;
