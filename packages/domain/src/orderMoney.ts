/**
 * Shipping and sales tax as pure rules, in integer cents: which methods serve a state and what
 * each costs an order, the tax on each line and on the shipping, and the order's totals. The
 * server reads the methods and the tax table; these functions decide. How they fit together:
 * the discount comes off the lines first; shipping is priced on the subtotal after the discount;
 * tax is taken on each line after its discount, and on the shipping where the state taxes it,
 * each rounded to the cent on its own.
 */
import { type StateCode, TAX_RATE_SCALE, US_STATES } from './constants.js';
import { lineTotal } from './moneyTotals.js';

/** A shipping method as the rules see it, amounts in cents. */
export interface ShippingRule {
  readonly id: string;
  readonly name: string;
  readonly priceCents: number;
  /** The order ships free when its subtotal after the discount is at least this; null: never. */
  readonly freeAboveCents: number | null;
  readonly states: readonly string[];
}

/** A state's sales tax: the rate in thousandths of a percent (8.875 % is 8875). */
export interface TaxRule {
  readonly rateThousandths: number;
  readonly taxShipping: boolean;
}

/** Tax a provider computed: each line's and the shipping's, in cents. */
export interface ProvidedTax {
  readonly lineTaxCents: readonly number[];
  readonly shippingTaxCents: number;
}

/** A priced line with its share of the discount, all units. */
export interface MoneyLineWithDiscount {
  readonly unitCents: number;
  readonly quantity: number;
  readonly discountCents: number;
}

export interface OrderMoney {
  /** The lines at their prices, before the discount. */
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly shippingCents: number;
  /** Each line's tax, in the order of the lines. */
  readonly lineTaxCents: readonly number[];
  readonly shippingTaxCents: number;
  /** The lines' tax and the shipping's tax. */
  readonly taxCents: number;
  /** What is charged: subtotal - discount + shipping + tax. */
  readonly totalCents: number;
}

const BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toUpperCase(), code as StateCode]),
);

/**
 * The state of an address as its two-letter code: from the code or the name, in any case, spaces
 * around ignored ('ny', 'New York' → 'NY'); undefined when it is neither.
 */
export function stateCode(text: string): StateCode | undefined {
  const typed = text.trim().replace(/\s+/g, ' ').toUpperCase();
  if (typed in US_STATES) return typed as StateCode;
  return BY_NAME.get(typed);
}

/** A state's name for messages; the text itself when it is no state. */
export const stateName = (code: string): string =>
  (US_STATES as Record<string, string>)[code] ?? code;

/**
 * Tax on `cents` at `rateThousandths` (thousandths of a percent), rounded to the nearest cent,
 * half a cent up: 8.875 % of $3.33 is 29.55¢, so 30¢; of $0.04 it is 0.355¢, so 0¢.
 */
export function taxOf(cents: number, rateThousandths: number): number {
  const scale = 100 * TAX_RATE_SCALE;
  // Both integers and their product far below 2^53: the division's error cannot cross a cent.
  return Math.floor((cents * rateThousandths + scale / 2) / scale);
}

/**
 * What a method costs an order whose subtotal after the discount is `discountedSubtotalCents`:
 * nothing at or above its free threshold or with a free-shipping code, else its flat price.
 */
export function shippingPrice(
  method: Pick<ShippingRule, 'priceCents' | 'freeAboveCents'>,
  discountedSubtotalCents: number,
  freeShippingCode = false,
): number {
  if (freeShippingCode) return 0;
  if (method.freeAboveCents !== null && discountedSubtotalCents >= method.freeAboveCents) return 0;
  return method.priceCents;
}

/**
 * The methods serving `state`, each with its price for this order, cheapest first (then by
 * name, then by id, so the order is the same on every call).
 */
export function methodsForState<M extends ShippingRule>(
  methods: readonly M[],
  state: string,
  discountedSubtotalCents: number,
): Array<M & { chargedCents: number }> {
  return methods
    .filter((method) => method.states.includes(state))
    .map((method) => ({ ...method, chargedCents: shippingPrice(method, discountedSubtotalCents) }))
    .sort(
      (a, b) =>
        a.chargedCents - b.chargedCents || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
}

/**
 * An order's money: the subtotal of the lines, the discount they carry, the shipping price given,
 * and the tax of the state (none without a rule): each line's tax on its total less its
 * discount, and the shipping's tax when the state taxes shipping, each rounded to the cent
 * (`taxOf`) before they are added. The total is subtotal - discount + shipping + tax.
 */
export function orderMoney(input: {
  lines: readonly MoneyLineWithDiscount[];
  shippingCents: number;
  /** The state's rule, or the tax a provider computed, or none. */
  tax: TaxRule | ProvidedTax | undefined;
}): OrderMoney {
  const provided = input.tax && 'lineTaxCents' in input.tax ? input.tax : undefined;
  const rule = input.tax && 'rateThousandths' in input.tax ? input.tax : undefined;
  if (
    provided &&
    (provided.lineTaxCents.length !== input.lines.length ||
      ![...provided.lineTaxCents, provided.shippingTaxCents].every(
        (cents) => Number.isSafeInteger(cents) && cents >= 0,
      ))
  )
    throw new RangeError('Provided tax must be whole cents of 0 or more, one per line.');
  const rate = rule?.rateThousandths ?? 0;
  let subtotalCents = 0;
  let discountCents = 0;
  const lineTaxCents = input.lines.map((line, index) => {
    const total = lineTotal(line.unitCents, line.quantity);
    if (line.discountCents < 0 || line.discountCents > total)
      throw new RangeError(
        `A line's discount must be from 0 to its total, got ${line.discountCents}.`,
      );
    subtotalCents += total;
    discountCents += line.discountCents;
    return provided ? (provided.lineTaxCents[index] ?? 0) : taxOf(total - line.discountCents, rate);
  });
  const shippingTaxCents = provided
    ? provided.shippingTaxCents
    : rule?.taxShipping
      ? taxOf(input.shippingCents, rate)
      : 0;
  const taxCents = lineTaxCents.reduce((a, b) => a + b, 0) + shippingTaxCents;
  return {
    subtotalCents,
    discountCents,
    shippingCents: input.shippingCents,
    lineTaxCents,
    shippingTaxCents,
    taxCents,
    totalCents: subtotalCents - discountCents + input.shippingCents + taxCents,
  };
}
