/**
 * Whole checkouts as the storefront makes them, from many shoppers at once: each shopper is its
 * own account (signed in before the clock starts) and repeats add to cart → payment intent for
 * the cart → test-card confirmation → order, for the bench duration. After the run the shop is
 * audited: no product sold more units than it had, and no payment intent has two orders.
 */

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
const ADDRESS = { street: '1 Bench St', city: 'Austin', state: 'TX', zip: '78701' };

export interface BenchProduct {
  id: string;
  priceCents: number;
}

export interface CheckoutRun {
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  /** Failed checkouts by the step and status that stopped them, e.g. `order 409`. */
  failures: Record<string, number>;
  unitsByProduct: Map<string, number>;
}

class StepFailed extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

async function call(
  base: string,
  token: string,
  step: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ data: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new StepFailed(`${step} network`);
  }
  const json = (await response.json().catch(() => null)) as { data: Record<string, unknown> };
  if (!response.ok) throw new StepFailed(`${step} ${response.status}`);
  return json;
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as T & { message?: string };
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${json?.message ?? ''}`);
  return json;
}

/** `count` new accounts, each signed in; the tokens are returned in order. */
export async function signUpShoppers(api: string, count: number, tag: string): Promise<string[]> {
  const password = 'bench-shopper-password';
  const tokens: string[] = [];
  // A few at a time: password hashing is deliberately slow.
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, async (_, offset) => {
      const email = `shopper-${tag}-${start + offset}@example.com`;
      await postJson(`${api}/auth/register`, { name: 'Bench Shopper', email, password });
      const login = await postJson<{ data: { token: string } }>(`${api}/auth/login`, {
        credential: email,
        password,
      });
      return login.data.token;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/** A product made by the admin for the bench, with its own SKU. */
export async function createBenchProduct(
  api: string,
  adminToken: string,
  name: string,
  stock: number,
  priceCents = 1250,
): Promise<BenchProduct> {
  const created = await postJson<{ data: { _id: string } }>(
    `${api}/products`,
    {
      name,
      sku: `BENCH-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      price: priceCents / 100,
      stock,
      category: 'residential',
      description: 'Made by the benchmark.',
    },
    adminToken,
  );
  return { id: created.data._id, priceCents };
}

/**
 * Every shopper runs whole checkouts until `seconds` have passed; shopper `i` talks to
 * `apis[i % apis.length]` (several instances behind one database). `pick` chooses each
 * checkout's product. A shopper whose checkout fails empties its cart and goes on, except after
 * a stock conflict when `stopOnSoldOut` is set (the hot product is gone: nothing left to buy).
 */
export async function runCheckouts(options: {
  apis: string[];
  tokens: string[];
  seconds: number;
  pick: (shopper: number, round: number) => BenchProduct;
  stopOnSoldOut?: boolean;
}): Promise<CheckoutRun> {
  const { apis, tokens, seconds, pick, stopOnSoldOut = false } = options;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const unitsByProduct = new Map<string, number>();
  const started = performance.now();
  const until = started + seconds * 1000;
  let lastOrderAt = started;

  const shopper = async (index: number) => {
    const api = apis[index % apis.length] as string;
    const token = tokens[index] as string;
    for (let round = 0; performance.now() < until; round += 1) {
      const product = pick(index, round);
      const checkoutStarted = performance.now();
      try {
        await call(api, token, 'add', 'POST', '/cart/items', {
          productId: product.id,
          quantity: 1,
        });
        const intent = await call(api, token, 'intent', 'POST', '/payments/create-payment-intent', {
          amount: product.priceCents / 100,
        });
        await call(api, token, 'confirm', 'POST', '/payments/test-confirm', {
          clientSecret: intent.data.clientSecret,
          card: CARD,
        });
        await call(api, token, 'order', 'POST', '/orders', {
          orderItems: [{ productId: product.id, quantity: 1 }],
          shippingAddress: ADDRESS,
          paymentMethod: 'Stripe',
          paymentIntentId: intent.data.paymentIntentId,
        });
        lastOrderAt = performance.now();
        latencies.push(lastOrderAt - checkoutStarted);
        unitsByProduct.set(product.id, (unitsByProduct.get(product.id) ?? 0) + 1);
      } catch (error) {
        const key = error instanceof StepFailed ? error.key : String(error);
        failures[key] = (failures[key] ?? 0) + 1;
        await call(api, token, 'clear', 'DELETE', '/cart').catch(() => undefined);
        if (stopOnSoldOut && key.endsWith(' 409')) return;
      }
    }
  };
  await Promise.all(tokens.map((_, index) => shopper(index)));

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const elapsed = Math.max(1, (stopOnSoldOut ? lastOrderAt : performance.now()) - started) / 1000;
  return {
    orders: latencies.length,
    ordersPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
    failures,
    unitsByProduct,
  };
}

export interface Audit {
  /** Products whose stock now differs from stock before minus the units ordered, or is < 0. */
  oversold: string[];
  /** Payment intents with more than one order. */
  doubleOrders: number;
  /** Orders the shop holds for the bench's products (to compare with the checkouts counted). */
  ordersInShop: number;
  /** Checkout steps the server answered with a 5xx: there should be none, however busy it is. */
  serverErrors: number;
}

/** The failures of a run whose step was answered with a server error (`order 500`). */
export const serverErrorsOf = (failures: CheckoutRun['failures']) =>
  Object.entries(failures)
    .filter(([key]) => Number(key.split(' ').at(-1)) >= 500)
    .reduce((total, [, count]) => total + count, 0);

/**
 * The shop after a run: each product's stock against its stock before and the units the run
 * ordered, and the admin's list of received orders grouped by payment intent.
 */
export async function auditShop(
  api: string,
  adminToken: string,
  stockBefore: Map<string, number>,
  run: CheckoutRun,
): Promise<Audit> {
  const oversold: string[] = [];
  for (const [id, before] of stockBefore) {
    const response = await fetch(`${api}/products/${id}`);
    const { data } = (await response.json()) as { data: { stock: number } };
    const ordered = run.unitsByProduct.get(id) ?? 0;
    if (data.stock < 0 || data.stock !== before - ordered) {
      oversold.push(`${id}: ${before} before, ${ordered} ordered, ${data.stock} now`);
    }
  }
  const response = await fetch(`${api}/orders`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { data: orders } = (await response.json()) as {
    data: Array<{ paymentIntentId: string; orderItems: Array<{ product: unknown }> }>;
  };
  const perIntent = new Map<string, number>();
  let ordersInShop = 0;
  for (const order of orders) {
    const ids = order.orderItems.map((item) => productIdOf(item.product));
    if (!ids.some((id) => stockBefore.has(id))) continue;
    ordersInShop += 1;
    perIntent.set(order.paymentIntentId, (perIntent.get(order.paymentIntentId) ?? 0) + 1);
  }
  const doubleOrders = [...perIntent.values()].filter((count) => count > 1).length;
  return { oversold, doubleOrders, ordersInShop, serverErrors: serverErrorsOf(run.failures) };
}

function productIdOf(product: unknown): string {
  if (typeof product === 'string') return product;
  if (product && typeof product === 'object' && '_id' in product) return String(product._id);
  return '';
}
