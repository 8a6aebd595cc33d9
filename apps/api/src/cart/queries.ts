import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { cartItems, products } from '../db/schema.js';

/** The user's cart lines with their products' current name, image and price, oldest first. */
export function cartRows(db: Executor, userId: string) {
  return db
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
}

export type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/** The user's cart lines as product and quantity. */
export function cartLines(db: Executor, userId: string) {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
}

/** A product's name and stock, locked against changes until the transaction ends. */
export async function productForShare(db: Executor, productId: string) {
  const [product] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('share');
  return product;
}

/** The quantity of a product already in the user's cart, its line locked; undefined if none. */
export async function lineQuantityForUpdate(db: Executor, userId: string, productId: string) {
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .for('update');
  return line?.quantity;
}

/** Sets the quantity of the product's line, adding the line if the cart has none. */
export async function putLine(
  db: Executor,
  line: { userId: string; productId: string; quantity: number },
  now: Date,
) {
  await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: line.quantity, updatedAt: now },
    });
}

/** Changes the quantity of an existing line; false when the cart has no line for the product. */
export async function changeLineQuantity(
  db: Executor,
  line: { userId: string; productId: string; quantity: number },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(cartItems)
    .set({ quantity: line.quantity, updatedAt: now })
    .where(and(eq(cartItems.userId, line.userId), eq(cartItems.productId, line.productId)))
    .returning({ productId: cartItems.productId });
  return updated.length > 0;
}

/** Removes the product's line; false when the cart had none. */
export async function deleteLine(
  db: Executor,
  userId: string,
  productId: string,
): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  return removed.length > 0;
}

export async function deleteAllLines(db: Executor, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Removes the lines of these products from the user's cart (the ones just ordered). */
export async function deleteLinesOf(db: Executor, userId: string, productIds: string[]) {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}
