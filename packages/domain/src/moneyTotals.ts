/**
 * Sums of money in integer cents, cents back to dollars, and dollars as en-US text: what carts,
 * checkouts and orders need beyond `money.ts`.
 */
import { centsToDecimal } from './centsToDecimal.js';

/** Made with the first amount formatted. */
let usd: Intl.NumberFormat | undefined;

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a whole number of cents, got ${value}.`);
  }
}

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of 0 or more, got ${value}.`);
  }
}

/** Cents to dollars (1999 → 19.99). Throws a RangeError for a non-integer. */
export function fromCents(cents: number): number {
  assertCents(cents, 'Cents');
  return cents === 0 ? 0 : cents / 100;
}

/** Unit price times quantity, in cents. Both must be whole numbers of 0 or more. */
export function lineTotal(unitCents: number, quantity: number): number {
  assertCount(unitCents, 'Unit price in cents');
  assertCount(quantity, 'Quantity');
  const total = unitCents * quantity;
  if (!Number.isSafeInteger(total)) {
    throw new RangeError(`Line total of ${unitCents} × ${quantity} cents is too large.`);
  }
  return total;
}

export interface MoneyLine {
  readonly unitCents: number;
  readonly quantity: number;
}

/** Sum of price × quantity over the lines, in cents; 0 for no lines. */
export function orderTotal(lines: readonly MoneyLine[]): number {
  let total = 0;
  for (const line of lines) {
    total += lineTotal(line.unitCents, line.quantity);
    if (!Number.isSafeInteger(total)) throw new RangeError('Order total is too large.');
  }
  return total;
}

/** en-US dollars with two decimals: 123450 → '$1,234.50', -150 → '-$1.50'. */
export function formatUsd(cents: number): string {
  assertCents(cents, 'Cents');
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return usd.format(centsToDecimal(cents));
}
