import { requireAdmin, requireUser } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import { deliverOrder, ordersOf, placeOrder, receivedOrders, shipOrder } from './service.js';

export const orderRoutes = {
  async createOrder({ body, user, app }) {
    const { order: data, created } = await placeOrder(app, requireUser(user), body);
    return created
      ? { status: 201, body: { success: true, message: 'Order placed.', data } }
      : { status: 200, body: { success: true, data } };
  },

  async listMyOrders({ user, app }) {
    const data = await ordersOf(app.db, requireUser(user).id);
    return { status: 200, body: { success: true, data } };
  },

  async listOrders({ user, app }) {
    requireAdmin(user);
    return { status: 200, body: { success: true, data: await receivedOrders(app.db) } };
  },

  async markOrderShipped({ params, body, user, app }) {
    const admin = requireAdmin(user);
    return {
      status: 200,
      body: {
        success: true,
        message: 'Order marked as shipped.',
        data: await shipOrder(app, admin.id, params.orderId, body ?? {}),
      },
    };
  },

  async markOrderDelivered({ params, user, app }) {
    const admin = requireAdmin(user);
    return {
      status: 200,
      body: {
        success: true,
        message: 'Order marked as delivered.',
        data: await deliverOrder(app, admin.id, params.orderId),
      },
    };
  },
} satisfies Partial<Handlers>;
