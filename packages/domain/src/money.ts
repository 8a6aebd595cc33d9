/**
 * Money as integer cents. The API and the screens speak in dollars with two decimals; sums
 * and comparisons happen in cents so that 0.1 + 0.2 never shows up on an invoice.
 */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

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

/** Cents to dollars (1999 → 19.99). Throws a RangeError for a non-integer. */
export function fromCents(cents: number): number {
  assertCents(cents, 'Cents');
  return cents === 0 ? 0 : cents / 100;
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

/** '1234.50' for 123450 cents; exact, built from the integer. */
function centsToDecimal(cents: number): `${number}` {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const remainder = magnitude % 100;
  const whole = (magnitude - remainder) / 100;
  return `${sign}${whole}.${String(remainder).padStart(2, '0')}` as `${number}`;
}

/** en-US dollars with two decimals: 123450 → '$1,234.50', -150 → '-$1.50'. */
export function formatUsd(cents: number): string {
  assertCents(cents, 'Cents');
  return usd.format(centsToDecimal(cents));
}

/**
 * The number alone with two decimals, for places that show no currency sign: 1234.5 → '1234.50',
 * 1.005 → '1.01' (rounded like `toCents`, unlike `toFixed`). Throws like `toCents`.
 */
export function formatPrice(dollars: number): string {
  return centsToDecimal(toCents(dollars));
}
