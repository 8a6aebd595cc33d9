/**
 * Money as integer cents. The API and the screens speak in dollars with two decimals; sums
 * and comparisons happen in cents so that 0.1 + 0.2 never shows up on an invoice. Totals,
 * `fromCents` and `formatUsd` are in `moneyTotals.ts`: every page shows prices, fewer add them up.
 */
import { centsToDecimal } from './centsToDecimal.js';

/**
 * Dollars to cents, rounding half away from zero on the number as written: 19.99 → 1999,
 * 1.005 → 101 (although the double nearest 1.005 is slightly below it), 0.1 + 0.2 → 30,
 * -0.005 → -1. Throws a RangeError for NaN, infinities and amounts whose cents are not a safe
 * integer.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) {
    throw new RangeError(`Amount must be a finite number of dollars, got ${dollars}.`);
  }
  // The shortest decimal that reads back as this double is what the user or the API wrote;
  // shifting it by two places in decimal avoids the binary error of multiplying by 100.
  const written = String(Math.abs(dollars));
  const magnitude = written.includes('e-') ? 0 : Math.round(Number(`${written}e2`));
  const cents = dollars < 0 && magnitude !== 0 ? -magnitude : magnitude;
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amount ${dollars} is too large to count in cents.`);
  }
  return cents;
}

/** True for a finite amount with no more than two decimals as written (19.9, 19.99, 20). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  if (!Number.isFinite(dollars)) return false;
  const written = String(Math.abs(dollars));
  if (written.includes('e-')) return false;
  if (written.includes('e+')) return true;
  const decimals = written.split('.')[1] ?? '';
  return decimals.length <= 2;
}

/**
 * The number alone with two decimals, for places that show no currency sign: 1234.5 → '1234.50',
 * 1.005 → '1.01' (rounded like `toCents`, unlike `toFixed`). Throws like `toCents`.
 */
export function formatPrice(dollars: number): string {
  return centsToDecimal(toCents(dollars));
}
