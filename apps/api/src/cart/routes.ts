import { MESSAGES } from '@wtkit/domain';
import { requireUser } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import type { ApiCart } from './mapping.js';
import { addToCart, changeQuantity, emptyCart, readCart, removeFromCart } from './service.js';

const ok = (data: ApiCart, message?: string) =>
  ({ status: 200, body: { success: true, ...(message ? { message } : {}), data } }) as const;

export const cartRoutes = {
  async getCart({ user, app }) {
    return ok(await readCart(app.db, requireUser(user).id));
  },

  async clearCart({ user, app }) {
    return ok(await emptyCart(app.db, requireUser(user).id), MESSAGES.checkout.cartEmpty);
  },

  async addCartItem({ body, user, app }) {
    return ok(await addToCart(app, requireUser(user).id, body), MESSAGES.cart.addedToCart);
  },

  async updateCartItem({ params, body, user, app }) {
    const me = requireUser(user);
    return ok(
      await changeQuantity(app, me.id, { productId: params.productId, quantity: body.quantity }),
    );
  },

  async removeCartItem({ params, user, app }) {
    return ok(await removeFromCart(app.db, requireUser(user).id, params.productId));
  },
} satisfies Partial<Handlers>;
