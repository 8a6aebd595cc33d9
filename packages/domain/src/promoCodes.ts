/**
 * Promo codes as pure rules: whether a code applies to an order, the discount it gives in integer
 * cents and how that discount is shared among the order's lines, and where a code granted to a
 * shopper stands for them. The server reads the code and the counts; these functions decide.
 */
import type { Category, CouponState, PromoKind } from './constants.js';
import { promoCodeMessages } from './messages.js';
import { formatUsd, lineTotal } from './moneyTotals.js';

/** A code's rules and how often it was used, amounts in cents; null is "no such rule". */
export interface PromoRules {
  readonly kind: PromoKind;
  readonly percentOff: number | null;
  readonly amountOffCents: number | null;
  readonly minimumSubtotalCents: number | null;
  readonly category: Category | null;
  /** Empty: not limited to products. */
  readonly productIds: readonly string[];
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly usageLimit: number | null;
  readonly perCustomerLimit: number | null;
  readonly timesUsed: number;
  readonly isActive: boolean;
}

/** A priced line of an order, with what a scope looks at. */
export interface PromoLine {
  readonly productId: string;
  readonly category: Category;
  readonly unitCents: number;
  readonly quantity: number;
}

export interface PromoDiscount {
  /** Taken off the lines: the sum of `lineDiscountsCents`. */
  readonly discountCents: number;
  /** Each line's share of the discount, in the order of the lines. */
  readonly lineDiscountsCents: readonly number[];
  /** Taken off the shipping price (free-shipping codes). */
  readonly shippingDiscountCents: number;
}

/** A code's start or end as messages show it: `Nov 27, 2026, 2:30 PM UTC`. */
export function promoDateText(date: Date): string {
  return `${new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)} UTC`;
}

const inScope = (promo: PromoRules, line: PromoLine) =>
  (promo.category === null || line.category === promo.category) &&
  (promo.productIds.length === 0 || promo.productIds.includes(line.productId));

/** Whether the code is off, not started or over at `now`: the message, or undefined. */
function outOfTime(promo: PromoRules, now: Date): string | undefined {
  if (!promo.isActive) return promoCodeMessages.inactive;
  if (promo.startsAt && now < promo.startsAt)
    return promoCodeMessages.notYetValid(promoDateText(promo.startsAt));
  if (promo.endsAt && now >= promo.endsAt)
    return promoCodeMessages.expired(promoDateText(promo.endsAt));
  return undefined;
}

/** Whether the total or this customer's limit is used up: the message, or undefined. */
export function usedUp(promo: PromoRules, customerUses: number): string | undefined {
  if (promo.usageLimit !== null && promo.timesUsed >= promo.usageLimit)
    return promoCodeMessages.limitReached;
  if (promo.perCustomerLimit !== null && customerUses >= promo.perCustomerLimit)
    return promoCodeMessages.alreadyUsed;
  return undefined;
}

/**
 * Why the code cannot be used on these lines by a customer who used it `customerUses` times, or
 * undefined when it can. Checked in this order: turned off, not started, over, total limit,
 * customer's limit, minimum subtotal (of the whole order, before any discount), no line in scope.
 */
export function promoRefusal(
  promo: PromoRules,
  lines: readonly PromoLine[],
  context: { now: Date; customerUses: number },
): string | undefined {
  const refusal = outOfTime(promo, context.now) ?? usedUp(promo, context.customerUses);
  if (refusal) return refusal;
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line.unitCents, line.quantity), 0);
  if (promo.minimumSubtotalCents !== null && subtotal < promo.minimumSubtotalCents)
    return promoCodeMessages.belowMinimum(formatUsd(promo.minimumSubtotalCents));
  if (promo.kind !== 'free-shipping' && !lines.some((line) => inScope(promo, line)))
    return promoCodeMessages.notApplicable;
  return undefined;
}

/**
 * Shares `total` cents among `weights` in proportion, in whole cents that add up to `total`
 * exactly: each gets the floor of its share, and the cents left over go one each to the largest
 * remainders (the earlier line first on a tie).
 */
function share(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  // Products of two amounts in cents can pass 2^53: BigInt keeps them exact.
  const parts = weights.map((weight, index) => {
    const scaled = BigInt(total) * BigInt(weight);
    return { index, cents: Number(scaled / BigInt(sum)), remainder: scaled % BigInt(sum) };
  });
  let left = total - parts.reduce((a, part) => a + part.cents, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.cents += 1;
    left -= 1;
  }
  return parts.map((part) => part.cents);
}

/**
 * The discount a code (already found applicable by `promoRefusal`) gives these lines, in cents.
 * - Percentage: the percentage of the lines in scope, rounded to the nearest cent, half a cent
 *   up (10 % of $0.05 is $0.01; 15 % of $0.10 is $0.02).
 * - Fixed amount: the amount, but never more than the lines in scope cost.
 * - Free shipping: the shipping price; the lines keep their prices.
 * The line discount is shared among the lines in scope in proportion to their totals
 * (`share`), so each line's discount is known to the cent and never more than the line.
 */
export function promoDiscount(
  promo: PromoRules,
  lines: readonly PromoLine[],
  shippingCents = 0,
): PromoDiscount {
  const totals = lines.map((line) =>
    inScope(promo, line) ? lineTotal(line.unitCents, line.quantity) : 0,
  );
  const eligible = totals.reduce((a, b) => a + b, 0);
  let discountCents = 0;
  if (promo.kind === 'percentage')
    discountCents = Math.floor((eligible * (promo.percentOff ?? 0) + 50) / 100);
  if (promo.kind === 'fixed-amount') discountCents = Math.min(promo.amountOffCents ?? 0, eligible);
  return {
    discountCents,
    lineDiscountsCents: share(discountCents, totals),
    shippingDiscountCents: promo.kind === 'free-shipping' ? shippingCents : 0,
  };
}

/** Where a code granted to a shopper stands for them at `now`. */
export function couponState(promo: PromoRules, now: Date, customerUses: number): CouponState {
  if (!promo.isActive) return 'inactive';
  if (promo.perCustomerLimit !== null && customerUses >= promo.perCustomerLimit) return 'used';
  if (promo.endsAt && now >= promo.endsAt) return 'expired';
  if (promo.usageLimit !== null && promo.timesUsed >= promo.usageLimit) return 'limit-reached';
  if (promo.startsAt && now < promo.startsAt) return 'not-yet-valid';
  return 'available';
}
