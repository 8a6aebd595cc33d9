import { randomUUID } from 'node:crypto';
import { unwrap } from '@wtkit/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteApi } from './support/client.js';
import { startFakeStripe } from './support/fakeStripe.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

/*
 * Property: for generated carts (products, quantities, a promo code or none, a state, a shipping
 * method or the default), the order's totals equal the amount Stripe captured, to the cent, and
 * both equal an independent calculation made here in BigInt, without the domain's functions.
 */

const SECRET_KEY = 'sk_test_wtkit_totals';
const ADMIN = { email: 'admin@totals.wtkit', password: 'admin-password-for-totals' };
const CARTS = 1000;
const SHOPPERS = 4;

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let own: OwnServer;
let admin: string;

const shop = () => suiteApi(own.base);
const api = (token?: string) => shop().client(token);

/** A small seeded generator (mulberry32): the same carts on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { int, pick };
}

/** Prices in cents that round awkwardly. */
const PRICES = [1, 33, 333, 999, 1999, 777, 4995, 12_450, 5];
const STATES = [
  { code: 'NY', rate: 8875n, taxShipping: true },
  { code: 'NJ', rate: 6625n, taxShipping: false },
  { code: 'TN', rate: 9750n, taxShipping: true },
  { code: 'TX', rate: null, taxShipping: false },
] as const;
const METHODS = [
  { name: 'Ground', cents: 599, freeAboveCents: 5000, states: ['NY', 'NJ', 'TN', 'TX'] },
  { name: 'Express', cents: 1499, freeAboveCents: null, states: ['NY', 'NJ', 'TN'] },
  { name: 'Economy', cents: 449, freeAboveCents: 20_000, states: ['TX', 'TN'] },
  // Free: with a 100 % discount there is nothing to pay.
  { name: 'Pickup', cents: 0, freeAboveCents: null, states: ['NJ'] },
] as const;
type Code =
  | { kind: 'percentage'; percent: number }
  | { kind: 'fixed-amount'; cents: number }
  | { kind: 'free-shipping' };
const CODES: Array<Code | null> = [
  null,
  null,
  { kind: 'percentage', percent: 15 },
  { kind: 'percentage', percent: 33 },
  { kind: 'percentage', percent: 100 },
  { kind: 'fixed-amount', cents: 500 },
  { kind: 'fixed-amount', cents: 100_000 },
  { kind: 'free-shipping' },
];

const products: Array<{ id: string; cents: number }> = [];
const methodIds = new Map<string, string>();
const codeTexts = new Map<Code, string>();

/** Half up: n / d rounded to the nearest whole number, halves up (n, d ≥ 0). */
const roundDiv = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** The expected money of a cart, computed from the rules as written in docs/checkout.md. */
function expected(
  lines: Array<{ cents: number; quantity: number }>,
  code: Code | null,
  state: (typeof STATES)[number],
  methodName: string | undefined,
) {
  const totals = lines.map((line) => BigInt(line.cents * line.quantity));
  const subtotal = totals.reduce((a, b) => a + b, 0n);
  let discount = 0n;
  if (code?.kind === 'percentage') discount = roundDiv(subtotal * BigInt(code.percent), 100n);
  if (code?.kind === 'fixed-amount')
    discount = BigInt(code.cents) < subtotal ? BigInt(code.cents) : subtotal;
  // Each line's share: floors, then a cent each to the largest remainders, earlier first.
  const shares = totals.map((total, index) => ({
    index,
    cents: (discount * total) / subtotal,
    rest: (discount * total) % subtotal,
  }));
  let left = discount - shares.reduce((a, s) => a + s.cents, 0n);
  for (const share of [...shares].sort((a, b) =>
    a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1,
  )) {
    if (left === 0n) break;
    share.cents += 1n;
    left -= 1n;
  }
  const discounted = subtotal - discount;
  const price = (m: (typeof METHODS)[number]) =>
    m.freeAboveCents !== null && discounted >= BigInt(m.freeAboveCents) ? 0n : BigInt(m.cents);
  const serving = METHODS.filter((m) => (m.states as readonly string[]).includes(state.code)).sort(
    (a, b) => Number(price(a) - price(b)) || a.name.localeCompare(b.name),
  );
  const method = methodName ? METHODS.find((m) => m.name === methodName) : serving[0];
  if (!method) throw new Error('every generated state has a method');
  const shipping = code?.kind === 'free-shipping' ? 0n : price(method);
  const rate = state.rate ?? 0n;
  const lineTax = totals.map((total, i) =>
    roundDiv((total - (shares[i]?.cents ?? 0n)) * rate, 100_000n),
  );
  const shippingTax = state.taxShipping ? roundDiv(shipping * rate, 100_000n) : 0n;
  const tax = lineTax.reduce((a, b) => a + b, 0n) + shippingTax;
  return {
    subtotal: Number(subtotal),
    discount: Number(discount),
    shipping: Number(shipping),
    tax: Number(tax),
    lineTax: lineTax.map(Number),
    method: method.name,
    total: Number(discounted + shipping + tax),
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  own = await startOwnServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_wtkit_totals',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  admin = (await shop().signIn(ADMIN.email, ADMIN.password)).token;
  for (const price of PRICES) {
    const made = await shop().createProduct(admin, {
      name: `Totals ${price}`,
      price: price / 100,
      stock: 1_000_000,
    });
    products.push({ id: made._id, cents: price });
  }
  for (const method of METHODS) {
    const made = await unwrap(
      api(admin).POST('/admin/shipping-methods', {
        body: {
          name: method.name,
          deliveryEstimate: '2-5 business days',
          price: method.cents / 100,
          freeAbove: method.freeAboveCents === null ? null : method.freeAboveCents / 100,
          states: [...method.states],
        },
      }),
    );
    methodIds.set(method.name, made.data._id);
  }
  for (const state of STATES)
    if (state.rate !== null)
      await unwrap(
        api(admin).PUT('/admin/tax-rates/{state}', {
          params: { path: { state: state.code } },
          body: { rate: Number(state.rate) / 1000, taxShipping: state.taxShipping },
        }),
      );
  for (const code of CODES) {
    if (!code) continue;
    const text = `P-${randomUUID().slice(0, 8).toUpperCase()}`;
    await unwrap(
      api(admin).POST('/admin/promo-codes', {
        body: {
          code: text,
          kind: code.kind,
          ...(code.kind === 'percentage' ? { percentOff: code.percent } : {}),
          ...(code.kind === 'fixed-amount' ? { amountOff: code.cents / 100 } : {}),
        },
      }),
    );
    codeTexts.set(code, text);
  }
}, 120_000);

afterAll(async () => {
  await own?.close();
  await fake?.close();
});

describe('checkout totals (Stripe provider)', () => {
  it('updates the amount at Stripe when the address changes between intent and payment', async () => {
    const { token } = await shop().newShopper();
    const product = products.find((p) => p.cents === 1999);
    if (!product) throw new Error('a $19.99 product');
    const items = [{ productId: product.id, quantity: 1 }];
    const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
    const first = await unwrap(
      api(token).POST('/payments/create-payment-intent', {
        body: { amount: 19.99, items, shippingAddress: address },
      }),
    );
    // Texas: no tax; Economy $4.49 is the cheapest.
    expect(first.data.amount).toBe(24.48);
    expect(fake.intents.get(first.data.paymentIntentId)?.amount).toBe(2448);
    const moved = { ...address, city: 'Albany', state: 'NY', zip: '12207' };
    const second = await unwrap(
      api(token).POST('/payments/create-payment-intent', {
        body: { amount: 19.99, items, shippingAddress: moved },
      }),
    );
    // New York: Ground $5.99, tax 177.41¢ + 53.16¢ → $1.77 + $0.53.
    expect(second.data).toMatchObject({
      paymentIntentId: first.data.paymentIntentId,
      amount: 28.28,
      shipping: 5.99,
      tax: 2.3,
    });
    expect(fake.intents.get(first.data.paymentIntentId)?.amount).toBe(2828);
    fake.succeed(first.data.paymentIntentId);
    const order = await unwrap(
      api(token).POST('/orders', {
        body: {
          orderItems: items,
          shippingAddress: moved,
          paymentMethod: 'Stripe',
          paymentIntentId: first.data.paymentIntentId,
        },
      }),
    );
    expect(order.data.totalPrice).toBe(28.28);
  });

  it(`charges and records the same totals as an independent calculation, for ${CARTS} generated carts`, async () => {
    const random = generator(30);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => (await shop().newShopper()).token),
    );
    let placed = 0;
    let nothingToPay = 0;
    const mismatches: string[] = [];
    const carts = Array.from({ length: CARTS }, (_, index) => {
      const count = 1 + random.int(4);
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(random.int(products.length));
      const lines = [...chosen].map((i) => ({
        product: products[i] as (typeof products)[number],
        quantity: 1 + random.int(3),
      }));
      const state = random.pick(STATES);
      const serving = METHODS.filter((m) => (m.states as readonly string[]).includes(state.code));
      const methodName = random.int(2) === 0 ? undefined : random.pick(serving).name;
      return { index, lines, state, methodName, code: random.pick(CODES) };
    });
    await Promise.all(
      shoppers.map(async (token, worker) => {
        for (const cart of carts.filter((c) => c.index % SHOPPERS === worker)) {
          const items = cart.lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }));
          const want = expected(
            cart.lines.map((l) => ({ cents: l.product.cents, quantity: l.quantity })),
            cart.code,
            cart.state,
            cart.methodName,
          );
          const address = {
            street: '1 Main St',
            city: 'Town',
            state: cart.state.code,
            zip: '10001',
          };
          const started = await api(token).POST('/payments/create-payment-intent', {
            body: {
              amount: want.subtotal / 100,
              items,
              shippingAddress: address,
              ...(cart.methodName ? { shippingMethodId: methodIds.get(cart.methodName) } : {}),
              ...(cart.code ? { promoCode: codeTexts.get(cart.code) } : {}),
            },
          });
          if (want.total === 0) {
            // Nothing to pay is refused before any charge.
            if (started.response.status !== 422)
              mismatches.push(`cart ${cart.index}: $0 not refused`);
            nothingToPay += 1;
            continue;
          }
          const intent = started.data?.data;
          if (!intent) {
            mismatches.push(
              `cart ${cart.index}: ${started.response.status} ${JSON.stringify(started.error)}`,
            );
            continue;
          }
          fake.succeed(intent.paymentIntentId);
          const order = (
            await unwrap(
              api(token).POST('/orders', {
                body: {
                  orderItems: items,
                  shippingAddress: address,
                  paymentMethod: 'Stripe',
                  paymentIntentId: intent.paymentIntentId,
                },
              }),
            )
          ).data;
          const captured = fake.intents.get(intent.paymentIntentId)?.amount;
          const got = {
            subtotal: cents(order.subtotal),
            discount: cents(order.discount),
            shipping: cents(order.shipping),
            tax: cents(order.tax),
            lineTax: order.orderItems.map((item) => cents(item.tax)),
            method: order.shippingMethod?.name,
            total: cents(order.totalPrice),
          };
          const lineDiscounts = order.orderItems.reduce(
            (sum, item) => sum + cents(item.discount),
            0,
          );
          if (
            JSON.stringify(got) !== JSON.stringify(want) ||
            captured !== want.total ||
            cents(intent.amount) !== want.total ||
            lineDiscounts !== want.discount
          )
            mismatches.push(
              `cart ${cart.index}: want ${JSON.stringify(want)}, order ${JSON.stringify(got)}, captured ${captured}`,
            );
          placed += 1;
        }
      }),
    );
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(placed + nothingToPay).toBe(CARTS);
    // The generator reaches every kind of cart, the unpayable one included.
    expect(nothingToPay).toBeGreaterThan(0);
    expect(placed).toBeGreaterThan(CARTS * 0.9);
  }, 600_000);
});
