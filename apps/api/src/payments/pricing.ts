import { lineTotal } from '@wtkit/domain';
import { isUuid } from '../auth/session.js';
import { stockConflict } from '../cart/index.js';
import type { Executor } from '../db/client.js';
import { notFound } from '../errors.js';
import { PRODUCT_NOT_FOUND } from '../products/index.js';
import { type CartPriceRow, productPrices } from './queries.js';

export interface PricedLine {
  productId: string;
  quantity: number;
  unitCents: number;
}

type ProductPrice = { id: string; name: string; stock: number; priceCents: number };

/** Merges the same product's lines and prices them against `rows`, refusing what cannot be sold. */
function price(
  requested: Array<{ productId: string; quantity: number }>,
  rows: ProductPrice[],
): PricedLine[] {
  const quantities = new Map<string, number>();
  for (const line of requested) {
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }
  return [...quantities].map(([id, quantity]) => {
    const product = rows.find((row) => row.id === id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (quantity > product.stock) throw stockConflict(product.name, product.stock);
    return { productId: id, quantity, unitCents: product.priceCents };
  });
}

/**
 * The server's price for a list of lines: today's prices, every product existing and in stock.
 * The same product twice counts once with the quantities added.
 */
export async function priceLines(
  db: Executor,
  requested: Array<{ productId: string; quantity: number }>,
): Promise<PricedLine[]> {
  if (requested.some((line) => !isUuid(line.productId))) throw notFound(PRODUCT_NOT_FOUND);
  const ids = [...new Set(requested.map((line) => line.productId))];
  return price(requested, await productPrices(db, ids));
}

/** The user's cart (its lines with their products' stock and price) priced the same way. */
export function priceCart(rows: CartPriceRow[]): PricedLine[] {
  return price(
    rows.map((row) => ({ productId: row.id, quantity: row.quantity })),
    rows,
  );
}

export const totalCents = (lines: PricedLine[]) =>
  lines.reduce((sum, line) => sum + lineTotal(line.unitCents, line.quantity), 0);

/** Whether two priced lists hold the same products, quantities and prices, in any order. */
export const samePricedLines = (a: PricedLine[], b: PricedLine[]) => {
  const key = (lines: PricedLine[]) =>
    lines
      .map((line) => `${line.productId}:${line.quantity}:${line.unitCents}`)
      .sort()
      .join(';');
  return key(a) === key(b);
};
