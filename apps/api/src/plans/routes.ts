import { requireUser } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import { shopNow } from '../jobs/shopClock.js';
import { changePlan, listPlans, startPlan } from './service.js';

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
} satisfies Partial<Handlers>;
