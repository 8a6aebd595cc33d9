import { requireAdmin } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import { currentClock, moveClock } from './service.js';

export const testClockRoutes = {
  async getTestClock({ user, app }) {
    requireAdmin(user);
    const clock = await currentClock(app);
    return {
      status: 200,
      body: { success: true, data: { ...clock, now: clock.now.toISOString() } },
    };
  },

  async moveTestClock({ body, user, app }) {
    requireAdmin(user);
    const clock = await moveClock(app, body);
    return {
      status: 200,
      body: {
        success: true,
        message: 'The shop’s clock moved; its jobs ran for the new time.',
        data: { ...clock, now: clock.now.toISOString() },
      },
    };
  },
} satisfies Partial<Handlers>;
