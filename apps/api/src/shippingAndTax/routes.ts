import { toCents } from '@wtkit/domain';
import { requireAdmin } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import {
  createShippingMethod,
  deleteTaxRate,
  listShippingMethods,
  listTaxRates,
  optionsForState,
  removeShippingMethod,
  setTaxRate,
  updateShippingMethod,
} from './service.js';

export const shippingAndTaxRoutes = {
  async listShippingMethodsForState({ query, app }) {
    const subtotal = query.subtotal === undefined ? undefined : toCents(query.subtotal);
    const { state, options } = await optionsForState(app, query.state, subtotal);
    return { status: 200, body: { success: true, state, data: options } };
  },

  async listShippingMethods({ user, app }) {
    requireAdmin(user);
    return { status: 200, body: { success: true, data: await listShippingMethods(app) } };
  },

  async createShippingMethod({ body, user, app }) {
    requireAdmin(user);
    const data = await createShippingMethod(app, body);
    return { status: 201, body: { success: true, message: 'Shipping method created.', data } };
  },

  async updateShippingMethod({ params, body, user, app }) {
    requireAdmin(user);
    const data = await updateShippingMethod(app, params.id, body);
    return { status: 200, body: { success: true, message: 'Shipping method saved.', data } };
  },

  async deactivateShippingMethod({ params, user, app }) {
    requireAdmin(user);
    const data = await removeShippingMethod(app, params.id);
    return { status: 200, body: { success: true, message: 'Shipping method deactivated.', data } };
  },

  async listTaxRates({ user, app }) {
    requireAdmin(user);
    return { status: 200, body: { success: true, data: await listTaxRates(app) } };
  },

  async setTaxRate({ params, body, user, app }) {
    requireAdmin(user);
    const data = await setTaxRate(app, params.state, body);
    return { status: 200, body: { success: true, message: 'Tax rate saved.', data } };
  },

  async deleteTaxRate({ params, user, app }) {
    requireAdmin(user);
    await deleteTaxRate(app, params.state);
    return { status: 200, body: { success: true, message: 'Tax rate removed.' } };
  },
} satisfies Partial<Handlers>;
