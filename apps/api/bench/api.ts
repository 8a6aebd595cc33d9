/**
 * `pnpm bench:api`: starts the real server on loopback and measures catalogue and account reads,
 * pages rendered on the server (HTML), and add-to-cart with autocannon (50 connections, a few seconds each), then whole checkouts from
 * concurrent shoppers, on embedded PGlite and, when PostgreSQL is installed, on a throwaway
 * PostgreSQL cluster. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { startServer } from '../src/server.js';
import { findPostgresBin, startTemporaryPostgres } from '../test/support/postgres.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CHECKOUT_SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 10);

interface Row {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
  body?: string,
) {
  const result = await autocannon({
    url,
    method,
    ...(body ? { body } : {}),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
    // The load generator runs in its own thread, so it does not share the server's event loop.
    workers: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Whole Buy it Now checkouts (payment intent, test-card confirmation, order) from a few concurrent
 * shoppers for the bench duration: orders per second and the p50/p99 of one whole checkout.
 */
async function checkouts(api: string, headers: Record<string, string>, productId: string) {
  const items = [{ productId, quantity: 1 }];
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as { data: Record<string, string> };
  };
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + DURATION_SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const intent = await post('/payments/create-payment-intent', { amount: 12.5, items });
        await post('/payments/test-confirm', {
          clientSecret: intent.data.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
        });
        await post('/orders', {
          orderItems: items,
          shippingAddress: { street: '1 Bench St', city: 'Austin', state: 'TX', zip: '78701' },
          paymentMethod: 'Stripe',
          paymentIntentId: intent.data.paymentIntentId,
        });
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CHECKOUT_SHOPPERS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requestsPerSecond: Math.round((latencies.length / DURATION_SECONDS) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

/**
 * The cost of rendering a page that is not in the page cache: product pages whose addresses
 * differ by a query string, from 8 clients at once for the bench duration.
 */
async function uncachedPages(origin: string, productId: string) {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const until = Date.now() + DURATION_SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${origin}/product/${productId}?v=${n++}`);
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    scenario: 'GET /product/{id}?v=n (HTML, rendered each time, 8 clients)',
    requestsPerSecond: Math.round(latencies.length / DURATION_SECONDS),
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

async function benchDatabase(database: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-bench-'));
  const postgres = database === 'postgres' ? await startTemporaryPostgres() : undefined;
  const server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: 'bench@wtkit.local',
      ADMIN_PASSWORD: 'bench-password',
      RATE_LIMIT_PER_IP: '1000000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    }),
    { logger: pino({ level: 'silent' }) },
  );
  try {
    const api = `${server.url}/api/v1`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: 'bench@wtkit.local', password: 'bench-password' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const products = (await (await fetch(`${api}/products`)).json()) as {
      data: Array<{ _id: string }>;
    };
    const productId = products.data.find(Boolean)?._id ?? '';
    const scenarios: Array<[string, string, Record<string, string>?]> = [
      ['GET /products', `${api}/products`],
      ['GET /products?q=filter', `${api}/products?q=filter`],
      ['GET /products/{id}', `${api}/products/${productId}`],
      ['GET /users/me', `${api}/users/me`, { authorization: `Bearer ${data.token}` }],
      // Pages rendered on the server (served from the page cache between catalogue writes).
      ['GET / (HTML page)', `${server.url}/`],
      ['GET /product/{id} (HTML page)', `${server.url}/product/${productId}`],
      [
        'GET /product/{id} (HTML page, Brotli)',
        `${server.url}/product/${productId}`,
        { 'accept-encoding': 'br' },
      ],
    ];
    const rows: Row[] = [];
    for (const [scenario, url, headers] of scenarios) {
      await measure(url, headers).then(
        () => undefined,
        () => undefined,
      ); // warm-up run is discarded
      rows.push({ database, scenario, ...(await measure(url, headers)) });
    }

    rows.push({ database, ...(await uncachedPages(server.url, productId)) });

    const auth = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${api}/products`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        name: 'Bench cartridge',
        sku: `BENCH-${Date.now()}`,
        price: 12.5,
        stock: 1_000_000,
        category: 'residential',
        description: 'Made by the benchmark.',
      }),
    });
    const benchProductId = ((await created.json()) as { data: { _id: string } }).data._id;
    rows.push({
      database,
      scenario: 'POST /cart/items',
      ...(await measure(
        `${api}/cart/items`,
        auth,
        'POST',
        JSON.stringify({ productId: benchProductId, quantity: 1 }),
      )),
    });
    rows.push({
      database,
      scenario: 'checkout (intent, confirm, order)',
      ...(await checkouts(api, auth, benchProductId)),
    });
    return rows;
  } finally {
    await server.close();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [...(await benchDatabase('pglite'))];
if (findPostgresBin()) rows.push(...(await benchDatabase('postgres')));
else console.log('PostgreSQL is not installed: measuring PGlite only.');

console.log(
  `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, loopback\n`,
);
console.table(
  rows.map((row) => ({
    database: row.database,
    scenario: row.scenario,
    'req/s (checkout: orders/s)': row.requestsPerSecond,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    errors: row.errors,
  })),
);
