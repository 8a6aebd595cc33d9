import { requireAdmin, requireUser } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import {
  couponsOf,
  createPromoCode,
  deactivatePromoCode,
  grantPromoCode,
  listPromoCodes,
  updatePromoCode,
} from './service.js';

export const promoCodeRoutes = {
  async listPromoCodes({ user, app }) {
    requireAdmin(user);
    return { status: 200, body: { success: true, data: await listPromoCodes(app) } };
  },

  async createPromoCode({ body, user, app }) {
    requireAdmin(user);
    const data = await createPromoCode(app, body);
    return { status: 201, body: { success: true, message: 'Promo code created.', data } };
  },

  async updatePromoCode({ params, body, user, app }) {
    requireAdmin(user);
    const data = await updatePromoCode(app, params.id, body);
    return { status: 200, body: { success: true, message: 'Promo code saved.', data } };
  },

  async deactivatePromoCode({ params, user, app }) {
    requireAdmin(user);
    const data = await deactivatePromoCode(app, params.id);
    return { status: 200, body: { success: true, message: 'Promo code deactivated.', data } };
  },

  async grantPromoCode({ params, body, user, app }) {
    const admin = requireAdmin(user);
    const { created, ...data } = await grantPromoCode(app, admin.id, params.id, body);
    return created
      ? { status: 201, body: { success: true, message: 'Promo code granted.', data } }
      : { status: 200, body: { success: true, message: 'Promo code was granted already.', data } };
  },

  async listMyCoupons({ user, app }) {
    const data = await couponsOf(app, requireUser(user).id);
    return { status: 200, body: { success: true, data } };
  },
} satisfies Partial<Handlers>;
