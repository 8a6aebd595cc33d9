import { randomUUID } from 'node:crypto';
import { formatUsd, MESSAGES, toCents } from '@wtkit/domain';
import type Stripe from 'stripe';
import { assertPayable } from '../cart/index.js';
import type { AppContext } from '../context.js';
import { conflict, notFound, paymentRefused, unprocessable } from '../errors.js';
import { type AppliedPromo, applyPromoCode } from '../promoCodes/index.js';
import { type PricedShippingAndTax, priceShippingAndTax } from '../shippingAndTax/index.js';
import { type PricedLine, priceCart, priceLines, samePricedLines, totalCents } from './pricing.js';
import type { IntentStatus } from './provider.js';
import {
  cartAndOpenIntent,
  type IntentCharges,
  insertIntent,
  intentStatusBySecret,
  latestOpenIntent,
  type OpenIntent,
  profileAddress,
  recordStripeEvent,
  repriceIntent,
  setIntentStatus,
  settleIntent,
} from './queries.js';
import { chargeTestCard } from './testProvider.js';

type Source = 'cart' | 'buy-now';

export interface StartedPayment {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  /** What is charged: `subtotalCents` less `discountCents` plus `shippingCents` and `taxCents`. */
  amountCents: number;
  subtotalCents: number;
  discountCents: number;
  /** The promo code applied, as stored. */
  promoCode: string | null;
  shippingCents: number;
  taxCents: number;
  /** The shipping method charged; null while the shop has none. */
  shippingMethod: PricedShippingAndTax['method'];
}

/** Statuses of an intent whose amount can still change. */
const UNPAID: ReadonlySet<IntentStatus> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** Statuses of an intent that can still be paid, or was paid: both are answered again. */
const REUSABLE: ReadonlySet<IntentStatus> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'succeeded',
]);

/**
 * `latest` (the user's latest intent without an order for the same source) with the provider's
 * current status, if it is for the same items, prices, promo code and amount and can be paid or
 * was paid.
 */
async function reusableIntent(
  app: AppContext,
  userId: string,
  latest: OpenIntent | undefined,
  lines: PricedLine[],
  priced: { amountCents: number; items: PricedLine[]; charges: IntentCharges },
  promo: AppliedPromo | undefined,
): Promise<{ id: string; clientSecret: string; status: IntentStatus } | undefined> {
  if (
    !latest ||
    latest.provider !== app.payments.name ||
    (latest.promoCodeId ?? null) !== (promo?.promoCodeId ?? null) ||
    !samePricedLines(latest.items, lines)
  ) {
    return undefined;
  }
  const { charges } = priced;
  const sameCharges =
    latest.amountCents === priced.amountCents &&
    latest.shippingMethodId === charges.shippingMethodId &&
    latest.shippingState === charges.shippingState &&
    latest.shippingCents === charges.shippingCents &&
    latest.taxCents === charges.taxCents;
  // The shop's row of the intent was just read: the test provider answers from it.
  const { status } = await app.payments.retrieve(latest.id, latest);
  const reused = { id: latest.id, clientSecret: latest.clientSecret, status };
  if (sameCharges) return REUSABLE.has(status) ? reused : undefined;
  // Only the address or the shipping method changed: the intent not paid yet takes the new amount.
  if (!UNPAID.has(status)) return undefined;
  await app.payments.updateAmount(latest.id, priced.amountCents);
  const repriced = await repriceIntent(app.db, {
    id: latest.id,
    userId,
    amountCents: priced.amountCents,
    items: priced.items,
    updatedAt: app.now(),
    ...charges,
  });
  return repriced ? reused : undefined;
}

/**
 * Starts paying for the cart, or for the `items` bought at once: the server prices the lines
 * itself and refuses when the subtotal the customer saw differs, when there is nothing to pay or
 * when the total is more than one payment can take. A promo code is checked against its rules and
 * its discount taken off the amount charged.
 */
export async function startPayment(
  app: AppContext,
  userId: string,
  input: {
    items?: Array<{ productId: string; quantity: number }> | undefined;
    amount: number;
    promoCode?: string | undefined;
    shippingMethodId?: string | undefined;
    shippingAddress?: { state: string; zip: string } | undefined;
  },
): Promise<StartedPayment> {
  const source: Source = input.items ? 'buy-now' : 'cart';
  if (input.items?.length === 0) throw unprocessable(MESSAGES.checkout.cartEmpty);
  // A cart's lines, prices and open intent are read in one statement.
  const cart = input.items ? undefined : await cartAndOpenIntent(app.db, userId);
  const lines = input.items ? await priceLines(app.db, input.items) : priceCart(cart?.cart ?? []);
  if (lines.length === 0) throw unprocessable(MESSAGES.checkout.cartEmpty);
  const subtotalCents = totalCents(lines);
  if (subtotalCents === 0) {
    throw unprocessable('There is nothing to pay: the total is $0.00.');
  }
  assertPayable(subtotalCents);
  if (toCents(input.amount) !== subtotalCents) {
    const message = `The total is ${formatUsd(subtotalCents)}, not ${formatUsd(toCents(input.amount))}. Please review your order.`;
    throw unprocessable(message, [{ path: 'amount', message }]);
  }
  const promo =
    input.promoCode === undefined
      ? undefined
      : await applyPromoCode(app, userId, input.promoCode, lines);
  const discountCents = promo?.discountCents ?? 0;
  const discounted = lines.map((line, index) => ({
    ...line,
    discountCents: promo?.lineDiscountsCents[index] ?? 0,
  }));
  const { state, method, money } = await priceShippingAndTax(app, {
    lines: discounted,
    address: async () => input.shippingAddress ?? (await profileAddress(app.db, userId)),
    methodId: input.shippingMethodId,
    freeShipping: promo?.freeShipping ?? false,
  });
  const amountCents = money.totalCents;
  if (amountCents === 0) {
    throw unprocessable('There is nothing to pay: the total is $0.00.');
  }
  assertPayable(amountCents);
  const charges: IntentCharges = {
    shippingMethodId: method?._id ?? null,
    shippingState: state,
    shippingCents: money.shippingCents,
    taxCents: money.taxCents,
  };
  // Each line keeps its discount and its tax; without either the lines are as priced.
  const items =
    promo || money.taxCents > 0
      ? discounted.map((line, index) => ({ ...line, taxCents: money.lineTaxCents[index] ?? 0 }))
      : lines;
  const answered = {
    amountCents,
    subtotalCents,
    discountCents,
    promoCode: promo?.code ?? null,
    shippingCents: money.shippingCents,
    taxCents: money.taxCents,
    shippingMethod: method,
  };
  // One intent per checkout: the page asking again (a reload, a second render, a retry after a
  // decline) gets the open intent back, and one already paid but without its order comes back
  // as succeeded, so the customer places the order instead of paying a second time.
  const latest = cart ? cart.latest : await latestOpenIntent(app.db, userId, source);
  const earlier = await reusableIntent(
    app,
    userId,
    latest,
    lines,
    { amountCents, items, charges },
    promo,
  );
  if (earlier) return { ...earlier, ...answered };
  const intent = await app.payments.create({
    amountCents,
    currency: 'usd',
    userId,
    idempotencyKey: randomUUID(),
  });
  await insertIntent(app.db, {
    id: intent.id,
    userId,
    provider: app.payments.name,
    clientSecret: intent.clientSecret,
    amountCents,
    status: intent.status,
    source,
    items,
    promoCodeId: promo?.promoCodeId ?? null,
    discountCents,
    ...charges,
  });
  return { id: intent.id, clientSecret: intent.clientSecret, status: intent.status, ...answered };
}

/** Records a verified Stripe event once; a payment's success or failure updates its intent. */
export async function applyStripeEvent(app: AppContext, event: Stripe.Event): Promise<void> {
  const fresh = await recordStripeEvent(app.db, event);
  if (
    !fresh ||
    (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
  )
    return;
  const intent = event.data.object;
  if (event.type === 'payment_intent.payment_failed')
    app.metrics.paymentFailed(intent.last_payment_error?.code ?? 'unknown');
  await setIntentStatus(app.db, intent.id, {
    status: intent.status,
    lastError: intent.last_payment_error?.message ?? null,
    updatedAt: app.now(),
  });
  app.logger.info({ type: event.type, paymentIntentId: intent.id }, 'stripe event recorded');
}

/**
 * Pays the user's intent with one of the test provider's cards. A decline is recorded on the
 * intent before it is reported, so a retry sees the intent as it is.
 */
export async function confirmTestPayment(
  app: AppContext,
  userId: string,
  input: { clientSecret: string; card: { number: string; expMonth: number; expYear: number } },
): Promise<{ id: string }> {
  if (app.payments.name !== 'test') {
    throw notFound('Test payments are off: this shop takes real cards through Stripe.');
  }
  const outcome = chargeTestCard(input.card, app.now());
  // One statement takes the card's outcome, only while the intent is still payable; the reason
  // for a refusal is read afterwards.
  const paid = await settleIntent(app.db, userId, input.clientSecret, {
    status: outcome.ok ? 'succeeded' : 'requires_payment_method',
    lastError: outcome.ok ? null : outcome.message,
    updatedAt: app.now(),
  });
  if (!paid) {
    const status = await intentStatusBySecret(app.db, userId, input.clientSecret);
    if (status === 'succeeded') throw conflict('This payment has already been completed.');
    if (status === 'canceled') throw conflict('This payment was canceled. Please start again.');
    throw notFound('Payment not found.');
  }
  if (!outcome.ok) {
    app.metrics.paymentFailed(outcome.code);
    throw paymentRefused(outcome.message);
  }
  return { id: paid.id };
}
