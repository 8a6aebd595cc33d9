import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../../src/db/pgliteExtensions.js';
import { type ServerProcess, startServerProcess } from '../support/serverProcess.js';
import type { AcknowledgedOrder, RunRecord, StoredOrder } from './invariants.js';

export interface FaultRunOptions {
  /** Embedded database in `dataDir`, or PostgreSQL at `databaseUrl`. */
  dataDir: string;
  databaseUrl?: string;
  kills: number;
  shoppers: number;
  seed: number;
  log?: (line: string) => void;
}

export interface FaultRunResult {
  record: RunRecord;
  kills: number;
  attempts: number;
  acknowledged: number;
}

const ADMIN = { email: 'faults-admin@test.wtkit', password: 'faults-admin-password' };
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const ADDRESS = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

/** A small seeded generator (mulberry32), so a run can be replayed from its seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Shopper {
  token: string;
  /** A payment the card went through for, whose order no answer has confirmed yet. */
  paid?: { paymentIntentId: string; body: Record<string, unknown> };
}

interface OrderAnswer {
  _id: string;
  totalPrice: number;
  paymentIntentId: string;
  orderItems: Array<{ product: string | null; quantity: number }>;
}

/**
 * Concurrent checkouts against the real server, which is killed with SIGKILL at random moments and
 * started again on the same data `kills` times; clients retry what was in flight as a careful
 * client would (the same order for the same payment, never a second payment). Returns what the
 * clients saw and what the database holds after a clean stop.
 */
export async function runFaults(options: FaultRunOptions): Promise<FaultRunResult> {
  const rnd = random(options.seed);
  const log = options.log ?? (() => {});
  const env = {
    DATA_DIR: options.dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  let server: ServerProcess = startServerProcess(env);
  let base = `${await server.ready}/api/v1`;

  async function call<T>(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }
  const must = async <T>(method: string, path: string, token?: string, body?: unknown) => {
    const answer = await call<T>(method, path, token, body);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status}`);
    return answer.body;
  };

  // The shop: three products with known stock, and shoppers signed in before the run.
  const admin = (
    await must<{ data: { token: string } }>('POST', '/auth/login', undefined, {
      credential: ADMIN.email,
      password: ADMIN.password,
    })
  ).data.token;
  const stockAtStart = new Map<string, number>();
  for (let i = 0; i < 3; i += 1) {
    const product = await must<{ data: { _id: string; stock: number } }>(
      'POST',
      '/products',
      admin,
      {
        name: `Fault Test Cartridge ${i + 1}`,
        sku: `FAULT-${options.seed}-${i}`,
        price: 10 + i * 7.25,
        // Enough that most rounds sell, and the last ones run into sold-out products too.
        stock: (options.kills + 1) * (8 + i * 4),
        category: 'residential',
        description: 'A product made by the fault tests.',
      },
    );
    stockAtStart.set(product.data._id, product.data.stock);
  }
  const productIds = [...stockAtStart.keys()];
  const shoppers: Shopper[] = [];
  for (let i = 0; i < options.shoppers; i += 1) {
    const email = `faults-${options.seed}-${i}@example.com`;
    await must('POST', '/auth/register', undefined, {
      name: `Fault Shopper ${i}`,
      email,
      password: 'correct-horse-battery',
    });
    const session = await must<{ data: { token: string } }>('POST', '/auth/login', undefined, {
      credential: email,
      password: 'correct-horse-battery',
    });
    shoppers.push({ token: session.data.token });
  }

  const acknowledged: AcknowledgedOrder[] = [];
  const acknowledge = (order: OrderAnswer) => {
    if (acknowledged.some((seen) => seen.id === order._id)) return;
    acknowledged.push({
      id: order._id,
      paymentIntentId: order.paymentIntentId,
      totalCents: Math.round(order.totalPrice * 100),
      items: order.orderItems.map((item) => ({
        productId: item.product ?? '',
        quantity: item.quantity,
      })),
    });
  };

  /** After a restart: the order of every payment that went through, asked for again. */
  async function finishPaid(shopper: Shopper) {
    if (!shopper.paid) return;
    const answer = await call<{ data: OrderAnswer }>(
      'POST',
      '/orders',
      shopper.token,
      shopper.paid.body,
    );
    if (answer.status === 200 || answer.status === 201) acknowledge(answer.body.data);
    // 409: sold out since, the payment was refunded; either way this payment is settled.
    if (answer.status < 500) shopper.paid = undefined;
    await call('DELETE', '/cart', shopper.token);
  }

  let attempts = 0;
  async function checkout(shopper: Shopper) {
    attempts += 1;
    const productId = productIds[Math.floor(rnd() * productIds.length)] ?? '';
    const added = await call('POST', '/cart/items', shopper.token, {
      productId,
      quantity: 1 + Math.floor(rnd() * 2),
    });
    if (added.status !== 200) {
      await sleep(20);
      return;
    }
    const cart = await must<{
      data: { subtotal: number; items: Array<{ product: { _id: string }; quantity: number }> };
    }>('GET', '/cart', shopper.token);
    const intent = await must<{ data: { paymentIntentId: string; clientSecret: string } }>(
      'POST',
      '/payments/create-payment-intent',
      shopper.token,
      { amount: cart.data.subtotal },
    );
    const body = {
      orderItems: cart.data.items.map((item) => ({
        productId: item.product._id,
        quantity: item.quantity,
      })),
      shippingAddress: ADDRESS,
      paymentMethod: 'Stripe',
      paymentIntentId: intent.data.paymentIntentId,
    };
    const confirmed = await call('POST', '/payments/test-confirm', shopper.token, {
      clientSecret: intent.data.clientSecret,
      card: CARD,
    });
    if (confirmed.status !== 200) return;
    shopper.paid = { paymentIntentId: intent.data.paymentIntentId, body };
    await finishPaid(shopper);
  }

  for (let round = 0; round <= options.kills; round += 1) {
    for (const shopper of shoppers) await finishPaid(shopper);
    if (round === options.kills) break;
    let running = true;
    const workers = shoppers.map(async (shopper) => {
      while (running) {
        try {
          await checkout(shopper);
        } catch {
          // The server went away mid-checkout: what was paid is finished after the restart.
          return;
        }
      }
    });
    await sleep(200 + Math.floor(rnd() * 1300));
    await server.stop('SIGKILL');
    running = false;
    await Promise.allSettled(workers);
    log(
      `round ${round + 1}: killed after ${attempts} checkouts, ${acknowledged.length} orders acknowledged`,
    );
    server = startServerProcess(env);
    base = `${await server.ready}/api/v1`;
  }
  const exit = await server.stop('SIGTERM');
  if (exit !== 0) throw new Error(`the server did not stop cleanly (${exit}): ${server.output()}`);

  const stored = options.databaseUrl
    ? await readPostgres(options.databaseUrl, productIds)
    : await readPglite(join(options.dataDir, 'pgdata'), productIds);
  return {
    record: { stockAtStart, acknowledged, ...stored },
    kills: options.kills,
    attempts,
    acknowledged: acknowledged.length,
  };
}

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function readStore(query: Query, productIds: string[]) {
  const orderRows = await query(
    'select id, payment_intent_id, total_cents from orders order by created_at',
  );
  const itemRows = await query(
    'select order_id, product_id, unit_cents, quantity from order_items order by order_id, position',
  );
  const orders: StoredOrder[] = orderRows.rows.map((row) => ({
    id: String(row.id),
    paymentIntentId: String(row.payment_intent_id),
    totalCents: Number(row.total_cents),
    items: itemRows.rows
      .filter((item) => item.order_id === row.id)
      .map((item) => ({
        productId: item.product_id === null ? null : String(item.product_id),
        unitCents: Number(item.unit_cents),
        quantity: Number(item.quantity),
      })),
  }));
  const stockRows = await query('select id, stock from products where id = any($1::uuid[])', [
    productIds,
  ]);
  const stockNow = new Map(stockRows.rows.map((row) => [String(row.id), Number(row.stock)]));
  return { orders, stockNow };
}

async function readPglite(directory: string, productIds: string[]) {
  const db = await PGlite.create(directory, { extensions: pgliteExtensions });
  try {
    return await readStore((text, params) => db.query(text, params), productIds);
  } finally {
    await db.close();
  }
}

async function readPostgres(url: string, productIds: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readStore((text, params) => client.query(text, params), productIds);
  } finally {
    await client.end();
  }
}
