import { formatUsd, ORDER_TOTAL_MAX_DOLLARS, toCents } from '@wtkit/domain';
import { conflict, unprocessable } from '../http/errors.js';

/** The refusal of a quantity the product's stock cannot cover, naming what is left. */
export const stockConflict = (name: string, stock: number) =>
  conflict(
    stock === 0
      ? `${name} is out of stock.`
      : `Only ${stock} of ${name} ${stock === 1 ? 'is' : 'are'} left in stock.`,
    [{ path: 'quantity', message: `At most ${stock} available.` }],
  );

/** Refuses a total one payment cannot take (the whole change is rolled back). */
export function assertPayable(totalCents: number): void {
  if (totalCents > toCents(ORDER_TOTAL_MAX_DOLLARS)) {
    const message = `Your cart total cannot exceed ${formatUsd(toCents(ORDER_TOTAL_MAX_DOLLARS))}. Remove some items or lower a quantity.`;
    throw unprocessable(message, [{ path: 'quantity', message }]);
  }
}
