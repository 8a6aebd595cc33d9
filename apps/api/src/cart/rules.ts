import { formatUsd, ORDER_TOTAL_MAX_DOLLARS, toCents } from '@wtkit/domain';
import { conflict, unprocessable } from '../errors.js';

/** The refusal of a quantity the product's stock cannot cover, naming what is left. */
export const stockConflict = (name: string, stock: number) =>
  conflict(
    stock === 0
      ? `${name} is out of stock.`
      : `Only ${stock} of ${name} ${stock === 1 ? 'is' : 'are'} left in stock.`,
    [{ path: 'quantity', message: `At most ${stock} available.` }],
  );

/** The largest total one payment can take, in cents. */
export const PAYABLE_MAX_CENTS = toCents(ORDER_TOTAL_MAX_DOLLARS);

/** The refusal of a change that would make the cart's total more than one payment can take. */
export function notPayable() {
  const message = `Your cart total cannot exceed ${formatUsd(PAYABLE_MAX_CENTS)}. Remove some items or lower a quantity.`;
  return unprocessable(message, [{ path: 'quantity', message }]);
}

/** Refuses a total one payment cannot take (the whole change is rolled back). */
export function assertPayable(totalCents: number): void {
  if (totalCents > PAYABLE_MAX_CENTS) throw notPayable();
}
