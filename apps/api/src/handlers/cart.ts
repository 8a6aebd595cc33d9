import type { components } from '@wtkit/api-client';
import { formatUsd, fromCents, lineTotal, ORDER_TOTAL_MAX_DOLLARS, toCents } from '@wtkit/domain';
import { and, asc, eq } from 'drizzle-orm';
import { isUuid, requireUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { cartItems, products } from '../db/schema.js';
import { conflict, notFound, unprocessable } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';

type Cart = components['schemas']['Cart'];
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export const PRODUCT_NOT_FOUND = 'Product not found.';
const NOT_IN_CART = 'This product is not in your cart.';

export const stockConflict = (name: string, stock: number) =>
  conflict(
    stock === 0
      ? `${name} is out of stock.`
      : `Only ${stock} of ${name} ${stock === 1 ? 'is' : 'are'} left in stock.`,
    [{ path: 'quantity', message: `At most ${stock} available.` }],
  );

/** The user's cart as the contract shows it: lines oldest first, the badge count and subtotal. */
export async function readCart(db: Executor, userId: string): Promise<Cart> {
  const rows = await db
    .select({
      quantity: cartItems.quantity,
      id: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      priceCents: products.priceCents,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(products.name));
  const subtotalCents = rows.reduce((sum, row) => sum + lineTotal(row.priceCents, row.quantity), 0);
  return {
    items: rows.map((row) => ({
      product: {
        _id: row.id,
        name: row.name,
        imageUrl: row.imageUrl,
        price: fromCents(row.priceCents),
      },
      quantity: row.quantity,
    })),
    itemCount: rows.reduce((sum, row) => sum + row.quantity, 0),
    subtotal: fromCents(subtotalCents),
  };
}

/** Refuses a total one payment cannot take (the whole change is rolled back). */
export function assertPayable(totalCents: number): void {
  if (totalCents > toCents(ORDER_TOTAL_MAX_DOLLARS)) {
    const message = `Your cart total cannot exceed ${formatUsd(toCents(ORDER_TOTAL_MAX_DOLLARS))}. Remove some items or lower a quantity.`;
    throw unprocessable(message, [{ path: 'quantity', message }]);
  }
}

/** The cart after a change, refused when its total could no longer be paid. */
async function payableCart(db: Executor, userId: string): Promise<Cart> {
  const cart = await readCart(db, userId);
  assertPayable(toCents(cart.subtotal));
  return cart;
}

async function lockedProduct(db: Executor, productId: string) {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const [product] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('share');
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

const ok = (data: Cart, message?: string) =>
  ({ status: 200, body: { success: true, ...(message ? { message } : {}), data } }) as const;

export const cartHandlers = {
  async getCart({ user, app }) {
    return ok(await readCart(app.db, requireUser(user).id));
  },

  async clearCart({ user, app }) {
    const me = requireUser(user);
    await app.db.delete(cartItems).where(eq(cartItems.userId, me.id));
    return ok(await readCart(app.db, me.id), 'Your cart is empty.');
  },

  async addCartItem({ body, user, app }) {
    const me = requireUser(user);
    const cart = await app.db.transaction(async (tx) => {
      const product = await lockedProduct(tx, body.productId);
      const [existing] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, me.id), eq(cartItems.productId, product.id)))
        .for('update');
      const quantity = (existing?.quantity ?? 0) + body.quantity;
      if (quantity > product.stock) throw stockConflict(product.name, product.stock);
      await tx
        .insert(cartItems)
        .values({ userId: me.id, productId: product.id, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity, updatedAt: app.now() },
        });
      return payableCart(tx, me.id);
    });
    return ok(cart, 'Item added to cart!');
  },

  async updateCartItem({ params, body, user, app }) {
    const me = requireUser(user);
    const cart = await app.db.transaction(async (tx) => {
      const product = await lockedProduct(tx, params.productId);
      if (body.quantity > product.stock) throw stockConflict(product.name, product.stock);
      const updated = await tx
        .update(cartItems)
        .set({ quantity: body.quantity, updatedAt: app.now() })
        .where(and(eq(cartItems.userId, me.id), eq(cartItems.productId, product.id)))
        .returning({ productId: cartItems.productId });
      if (updated.length === 0) throw notFound(NOT_IN_CART);
      return payableCart(tx, me.id);
    });
    return ok(cart);
  },

  async removeCartItem({ params, user, app }) {
    const me = requireUser(user);
    if (!isUuid(params.productId)) throw notFound(NOT_IN_CART);
    const removed = await app.db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, me.id), eq(cartItems.productId, params.productId)))
      .returning({ productId: cartItems.productId });
    if (removed.length === 0) throw notFound(NOT_IN_CART);
    return ok(await readCart(app.db, me.id));
  },
} satisfies Partial<Handlers>;
