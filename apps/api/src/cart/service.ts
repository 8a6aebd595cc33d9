import { toCents } from '@wtkit/domain';
import { isUuid } from '../auth/session.js';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/client.js';
import { notFound } from '../errors.js';
import { recordedImages } from '../images/index.js';
import { PRODUCT_NOT_FOUND } from '../products/index.js';
import { type ApiCart, toApiCart } from './mapping.js';
import {
  addLine,
  type CartRow,
  cartRows,
  changeLineQuantity,
  deleteAllLines,
  deleteLine,
  lineQuantity,
  productForShare,
} from './queries.js';
import { assertPayable, notPayable, PAYABLE_MAX_CENTS, stockConflict } from './rules.js';

const NOT_IN_CART = 'This product is not in your cart.';

/**
 * The user's cart: lines oldest first, the badge count and subtotal. On the database or inside a
 * transaction (then as the transaction sees it), through the same prepared statement.
 */
export async function readCart(db: Executor, userId: string): Promise<ApiCart> {
  return cartAnswer(db, await cartRows(db, userId));
}

/** The cart's rows as the contract shows them, with their products' image variants. */
async function cartAnswer(db: Executor, rows: CartRow[]): Promise<ApiCart> {
  return toApiCart(
    rows,
    await recordedImages(
      db,
      rows.map((row) => row.imageUrl),
    ),
  );
}

/** The cart after a change, refused when its total could no longer be paid. */
async function payableCart(db: Executor, userId: string): Promise<ApiCart> {
  const cart = await readCart(db, userId);
  assertPayable(toCents(cart.subtotal));
  return cart;
}

/** The product a line is about, locked until the change commits. */
async function lockedProduct(db: Executor, productId: string) {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const product = await productForShare(db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

export async function emptyCart(db: Executor, userId: string): Promise<ApiCart> {
  await deleteAllLines(db, userId);
  return readCart(db, userId);
}

/**
 * Adds `quantity` of a product to the cart, within its stock and a payable total, and answers the
 * cart as the same statement left it.
 */
export async function addToCart(
  app: AppContext,
  userId: string,
  input: { productId: string; quantity: number },
): Promise<ApiCart> {
  if (!isUuid(input.productId)) throw notFound(PRODUCT_NOT_FOUND);
  const line = { userId, productId: input.productId, quantity: input.quantity };
  const added = await addLine(app.db, line, PAYABLE_MAX_CENTS, app.now());
  if (!added) throw notFound(PRODUCT_NOT_FOUND);
  if (added.quantity === null) {
    // The statement counted the line as it was when it started; an add to the same line that
    // committed meanwhile was then counted by the refusal, so look at the line as it is now.
    const wanted =
      added.wanted > added.stock
        ? added.wanted
        : (await lineQuantity(app.db, userId, line.productId)) + line.quantity;
    if (wanted > added.stock) throw stockConflict(added.name, added.stock);
    throw notPayable();
  }
  return cartAnswer(app.db, added.cart);
}

/** Sets the quantity of a product already in the cart, within its stock and a payable total. */
export function changeQuantity(
  app: AppContext,
  userId: string,
  input: { productId: string; quantity: number },
): Promise<ApiCart> {
  return app.db.transaction(async (tx) => {
    const product = await lockedProduct(tx, input.productId);
    if (input.quantity > product.stock) throw stockConflict(product.name, product.stock);
    const line = { userId, productId: product.id, quantity: input.quantity };
    if (!(await changeLineQuantity(tx, line, app.now()))) throw notFound(NOT_IN_CART);
    return payableCart(tx, userId);
  });
}

export async function removeFromCart(
  db: Executor,
  userId: string,
  productId: string,
): Promise<ApiCart> {
  if (!isUuid(productId) || !(await deleteLine(db, userId, productId))) throw notFound(NOT_IN_CART);
  return readCart(db, userId);
}
