import { MESSAGES } from '@wtkit/domain';
import { requireUser } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import {
  installOrderItem,
  resetPart,
  saveHouseData,
  stopTracking,
  trackCatalogueProduct,
  trackerOf,
} from './service.js';

export const trackerRoutes = {
  async getTracker({ user, app }) {
    const me = requireUser(user);
    return { status: 200, body: { success: true, data: await trackerOf(app.db, me.id) } };
  },

  async updateTracker({ body, user, app }) {
    const me = requireUser(user);
    const data = await saveHouseData(app, me.id, body.houseData);
    return { status: 200, body: { success: true, message: MESSAGES.settings.success, data } };
  },

  async addTrackedProduct({ body, user, app }) {
    const data = await trackCatalogueProduct(app, requireUser(user).id, body);
    return { status: 201, body: { success: true, message: 'Tracking started.', data } };
  },

  async installOrderItem({ params, body, user, app }) {
    const data = await installOrderItem(app, requireUser(user).id, { ...params, ...body });
    return { status: 200, body: { success: true, message: 'Installed and tracking.', data } };
  },

  async deleteTrackedProduct({ params, user, app }) {
    const id = await stopTracking(app.db, requireUser(user).id, params.id);
    return {
      status: 200,
      body: { success: true, message: 'Stopped tracking.', data: { _id: id } },
    };
  },

  async resetTrackedPart({ params, user, app }) {
    const data = await resetPart(app, requireUser(user).id, params);
    return { status: 200, body: { success: true, message: 'Part reset.', data } };
  },
} satisfies Partial<Handlers>;
