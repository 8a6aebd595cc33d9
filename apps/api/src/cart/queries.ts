import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { cartItems, products } from '../db/schema.js';
import { statement } from '../db/statements.js';

export interface CartRow {
  quantity: number;
  id: string;
  name: string;
  imageUrl: string;
  priceCents: number;
}

const cartRowsStatement = statement<CartRow>(
  'cart_rows',
  sql`select c.quantity, p.id, p.name, p.image_url as "imageUrl", p.price_cents as "priceCents"
    from cart_items c join products p on p.id = c.product_id
    where c.user_id = ${sql.placeholder('userId')}
    order by c.created_at, p.name`,
);

/**
 * The user's cart lines with their products' current name, image and price, oldest first: one
 * prepared statement, on the database or inside a transaction (the cart is read on most
 * signed-in pages and after every change to it).
 */
export function cartRows(db: Executor, userId: string): Promise<CartRow[]> {
  return cartRowsStatement.run(db, { userId });
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

/** The quantity of the product's line in the user's cart now, 0 when there is none. */
export async function lineQuantity(db: Executor, userId: string, productId: string) {
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return line?.quantity ?? 0;
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

export interface AddedLine {
  name: string;
  stock: number;
  /** The line's quantity if the units were added, null when stock or the payable total refused. */
  quantity: number | null;
  /** The quantity the line would have had, as this statement saw the cart. */
  wanted: number;
  /** The cart with the line added (empty when refused), as `cartRows` reads it. */
  cart: CartRow[];
}

const userId = sql.placeholder('userId');
const productId = sql.placeholder('productId');
const quantity = sql.placeholder('quantity');
const maxCents = sql.placeholder('maxCents');
const now = sql.placeholder('now');

/**
 * One row per line of the cart after the add (the product's columns repeated on each), or one row
 * with no line when the add was refused; no row when there is no such product. The other lines
 * are as this statement's snapshot saw them, the added one as the insert left it, in `cartRows`'
 * order.
 */
const addLineStatement = statement<{
  productName: string;
  stock: number;
  added: number | null;
  wanted: number;
  quantity: number | null;
  id: string | null;
  name: string | null;
  imageUrl: string | null;
  priceCents: number | null;
}>(
  'cart_add_line',
  sql`with product as (
      select id, name, image_url, stock, price_cents from products where id = ${productId}
    ),
    others as (
      select c.product_id, c.quantity, c.created_at, p.name, p.image_url, p.price_cents
      from cart_items c join products p on p.id = c.product_id
      where c.user_id = ${userId} and c.product_id <> ${productId}
    ),
    others_cents as (
      select coalesce(sum(quantity::bigint * price_cents), 0) as cents from others
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
        and (select cents from others_cents)
          + (select quantity from wanted)::bigint * product.price_cents <= ${maxCents}
      on conflict (user_id, product_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = ${now}
        where cart_items.quantity + excluded.quantity <= (select stock from product)
          and (select cents from others_cents)
            + (cart_items.quantity + excluded.quantity)::bigint * (select price_cents from product)
            <= ${maxCents}
      returning quantity, created_at
    ),
    lines as (
      select product_id as id, quantity, created_at, name, image_url, price_cents from others
      union all
      select product.id, put.quantity, put.created_at, product.name, product.image_url,
        product.price_cents
      from put cross join product
    )
    select product.name as "productName", product.stock, put.quantity as added,
      wanted.quantity as wanted, lines.quantity, lines.id, lines.name,
      lines.image_url as "imageUrl", lines.price_cents as "priceCents"
    from product cross join wanted
      left join put on true
      left join lines on put.quantity is not null
    order by lines.created_at, lines.name`,
);

/**
 * Adds `quantity` units of the product to the user's cart in one statement, only while the line
 * stays within the product's stock and the cart's total within `maxCents`, and reads the cart
 * back in the same statement; undefined when there is no such product. A concurrent add to the
 * same line waits for this one and adds to its result (the conditions are checked again on the
 * row as it is then), so no unit is lost or oversold; the row is locked only while the statement
 * runs.
 */
export async function addLine(
  db: Executor,
  line: { userId: string; productId: string; quantity: number },
  maxCents: number,
  now: Date,
): Promise<AddedLine | undefined> {
  const rows = await addLineStatement.run(db, { ...line, maxCents, now });
  const [first] = rows;
  if (!first) return undefined;
  const cart: CartRow[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    cart.push({
      quantity: Number(row.quantity),
      id: row.id,
      name: row.name ?? '',
      imageUrl: row.imageUrl ?? '',
      priceCents: Number(row.priceCents),
    });
  }
  return {
    name: first.productName,
    stock: Number(first.stock),
    wanted: Number(first.wanted),
    quantity: first.added === null ? null : Number(first.added),
    cart,
  };
}
