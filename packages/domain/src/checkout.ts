import { checkoutMessages } from './messages.js';
import { toCents } from './money.js';
import { lineTotal, orderTotal } from './moneyTotals.js';

/** A line to pay for, as the cart (GET /cart) or a Buy it Now's navigation state gives it. */
export interface CheckoutLine {
  readonly product: { readonly _id: string; readonly price: number } | null;
  readonly quantity: number;
}

/**
 * Why checkout cannot start, or null: an empty cart gives 'Your cart is empty.', an
 * empty Buy it Now list 'There are no items to order.', a missing ZIP in the user's address the
 * shipping message. Cart lines whose product is gone are not orderable and do not count.
 */
export function checkoutProblem(input: {
  readonly lines: readonly CheckoutLine[];
  /** The lines came from navigation state (Buy it Now), not from the cart. */
  readonly isBuyNow: boolean;
  readonly zip: string | null | undefined;
}): string | null {
  const orderable = input.lines.filter((line) => line.product !== null && line.quantity > 0);
  if (orderable.length === 0) {
    return input.isBuyNow ? checkoutMessages.noItems : checkoutMessages.cartEmpty;
  }
  if (!input.zip?.trim()) return checkoutMessages.shippingAddressMissing;
  return null;
}

/** Each line's total (price × quantity) and the grand total, in cents. */
export function checkoutTotals(lines: readonly CheckoutLine[]): {
  readonly lineCents: readonly number[];
  readonly totalCents: number;
} {
  const priced = lines.map((line) => ({
    unitCents: line.product ? toCents(line.product.price) : 0,
    quantity: line.product ? line.quantity : 0,
  }));
  return {
    lineCents: priced.map((line) => lineTotal(line.unitCents, line.quantity)),
    totalCents: orderTotal(priced),
  };
}

/** The order lines of POST /orders (and Buy it Now's create-payment-intent `items`). */
export function toOrderLines(
  lines: readonly CheckoutLine[],
): Array<{ productId: string; quantity: number }> {
  return lines.flatMap((line) =>
    line.product && line.quantity > 0
      ? [{ productId: line.product._id, quantity: line.quantity }]
      : [],
  );
}

/** An order with a filter item offers the thank-you dialog; `type` 'filter'. */
export function firstFilterItem<Item extends { readonly type?: string | null }>(
  items: readonly Item[],
): Item | undefined {
  return items.find((item) => item.type === 'filter');
}

/**
 * Stripe's public test cards that the built-in test provider implements
 * (apps/api/src/payments/testProvider.ts), with the outcome it answers.
 */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '5555 5555 5555 4444', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined: Your card was declined.' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: Your card has insufficient funds.' },
] as const;

/** The test provider's cards for saving a card, and how the charges made later answer. */
export const SAVED_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Saves; later charges succeed' },
  { number: '4000 0000 0000 0341', outcome: 'Saves; every later charge is declined' },
  { number: '4000 0027 6000 3184', outcome: 'Saves; every later charge needs authentication' },
  { number: '4000 0000 0000 0002', outcome: 'Declined: Your card was declined.' },
] as const;
