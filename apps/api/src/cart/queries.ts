import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { cartItems, products } from '../db/schema.js';

const cartRowsSelect = (db: Executor) =>
  db
    .select({
      quantity: cartItems.quantity,
      id: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      priceCents: products.priceCents,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId));

const cartOrder = [asc(cartItems.createdAt), asc(products.name)];

/** The user's cart lines with their products' current name, image and price, oldest first. */
export function cartRows(db: Executor, userId: string) {
  return cartRowsSelect(db)
    .where(eq(cartItems.userId, userId))
    .orderBy(...cartOrder);
}

/**
 * The same, as a statement each database connection prepares once (the cart is read on most
 * signed-in pages): no query building and no planning on the way.
 */
const preparedCartRows = new WeakMap<Db, ReturnType<typeof prepareCartRows>>();
function prepareCartRows(db: Db) {
  return cartRowsSelect(db)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(...cartOrder)
    .prepare('cart_rows');
}
export function cartRowsPrepared(db: Db, userId: string): Promise<CartRow[]> {
  let query = preparedCartRows.get(db);
  if (!query) {
    query = prepareCartRows(db);
    preparedCartRows.set(db, query);
  }
  return query.execute({ userId });
}

export type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/** A product's name and stock, locked against changes until the transaction ends. */
export async function productForShare(db: Executor, productId: string) {
  const [product] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('share');
  return product;
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

export interface AddedLine {
  name: string;
  stock: number;
  /** The line's quantity if the units were added, null when stock or the payable total refused. */
  quantity: number | null;
  /** The quantity the line would have had, as this statement saw the cart. */
  wanted: number;
}

/**
 * Adds `quantity` units of the product to the user's cart in one statement, only while the line
 * stays within the product's stock and the cart's total within `maxCents`; undefined when there is
 * no such product. A concurrent add to the same line waits for this one and adds to its result
 * (the conditions are checked again on the row as it is then), so no unit is lost or oversold;
 * the row is locked only while the statement runs.
 */
export async function addLine(
  db: Db,
  line: { userId: string; productId: string; quantity: number },
  maxCents: number,
  now: Date,
): Promise<AddedLine | undefined> {
  const { userId, productId, quantity } = line;
  const result = (await db.execute(sql`
    with product as (
      select id, name, stock, price_cents from products where id = ${productId}
    ),
    others as (
      select coalesce(sum(c.quantity::bigint * p.price_cents), 0) as cents
      from cart_items c join products p on p.id = c.product_id
      where c.user_id = ${userId} and c.product_id <> ${productId}
    ),
    wanted as (
      select coalesce(
        (select c.quantity from cart_items c where c.user_id = ${userId} and c.product_id = ${productId}),
        0
      ) + ${quantity}::int as quantity
    ),
    put as (
      insert into cart_items (user_id, product_id, quantity)
      select ${userId}, product.id, ${quantity}::int from product
      where (select quantity from wanted) <= product.stock
        and (select cents from others) + (select quantity from wanted)::bigint * product.price_cents <= ${maxCents}
      on conflict (user_id, product_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = ${now}
        where cart_items.quantity + excluded.quantity <= (select stock from product)
          and (select cents from others)
            + (cart_items.quantity + excluded.quantity)::bigint * (select price_cents from product)
            <= ${maxCents}
      returning quantity
    )
    select product.name, product.stock, (select quantity from put) as quantity,
      (select quantity from wanted) as wanted
    from product`)) as unknown as { rows: AddedLine[] };
  // Counts come back as text from some drivers: read them as numbers.
  const [row] = result.rows;
  return (
    row && {
      name: row.name,
      stock: Number(row.stock),
      wanted: Number(row.wanted),
      quantity: row.quantity === null ? null : Number(row.quantity),
    }
  );
}
