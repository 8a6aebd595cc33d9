import { requireUser } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import { listCards, removeCard, saveCard, startCardSetup } from './service.js';

export const paymentMethodRoutes = {
  async listPaymentMethods({ user, app }) {
    const data = await listCards(app, requireUser(user).id);
    return { status: 200, body: { success: true, data } };
  },

  async createSetupIntent({ user, app }) {
    const data = await startCardSetup(app, requireUser(user).id);
    return { status: 201, body: { success: true, data } };
  },

  async savePaymentMethod({ body, user, app }) {
    const { card, created } = await saveCard(app, requireUser(user).id, body);
    return created
      ? { status: 201, body: { success: true, message: 'Card saved.', data: card } }
      : { status: 200, body: { success: true, message: 'Card already saved.', data: card } };
  },

  async deletePaymentMethod({ params, user, app }) {
    const id = await removeCard(app, requireUser(user).id, params.id);
    return { status: 200, body: { success: true, message: 'Card removed.', data: { _id: id } } };
  },
} satisfies Partial<Handlers>;
