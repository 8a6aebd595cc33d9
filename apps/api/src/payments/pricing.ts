import { lineTotal } from '@wtkit/domain';
import { isUuid } from '../auth/session.js';
import { stockConflict } from '../cart/rules.js';
import type { Executor } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { PRODUCT_NOT_FOUND } from '../products/service.js';
import { productPrices } from './queries.js';

export interface PricedLine {
  productId: string;
  quantity: number;
  unitCents: number;
}

/**
 * The server's price for a list of lines: today's prices, every product existing and in stock.
 * The same product twice counts once with the quantities added.
 */
export async function priceLines(
  db: Executor,
  requested: Array<{ productId: string; quantity: number }>,
): Promise<PricedLine[]> {
  const quantities = new Map<string, number>();
  for (const line of requested) {
    if (!isUuid(line.productId)) throw notFound(PRODUCT_NOT_FOUND);
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }
  const ids = [...quantities.keys()];
  const rows = await productPrices(db, ids);
  return ids.map((id) => {
    const product = rows.find((row) => row.id === id);
    const quantity = quantities.get(id) ?? 0;
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (quantity > product.stock) throw stockConflict(product.name, product.stock);
    return { productId: id, quantity, unitCents: product.priceCents };
  });
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
