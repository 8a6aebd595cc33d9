/**
 * `pnpm bench:api`: starts the real server (as `pnpm start` does, in a process of its own) on
 * loopback and measures catalogue and account reads, pages rendered on the server (HTML) and
 * add-to-cart with autocannon (50 connections, a few seconds each), then whole checkouts from
 * many shoppers at once: orders spread over the catalogue, and every shopper after one hot
 * product. It runs on embedded PGlite and, when PostgreSQL is installed, on a throwaway
 * PostgreSQL cluster, where it also runs the checkouts against two server processes sharing the
 * database. After each checkout run it audits the shop (no oversold stock, one order per paid
 * intent). Prints figures; asserts nothing.
 *
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=50 BENCH_SHOPPERS=50 BENCH_HOT_STOCK=500 pnpm bench:api
 *
 * A part of it: BENCH_DATABASES=postgres (or pglite) and BENCH_PARTS=requests,checkouts,two
 * (two: the two-instance checkouts on PostgreSQL). BENCH_SERVER_NODE_ARGS passes flags to the
 * server's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { findPostgresBin, startTemporaryPostgres } from '../test/support/postgres.js';
import { startServerProcess } from '../test/support/serverProcess.js';
import {
  type Audit,
  auditShop,
  type BenchProduct,
  type CheckoutRun,
  createBenchProduct,
  runCheckouts,
  signUpShoppers,
} from './checkouts.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const HOT_STOCK = Number(process.env.BENCH_HOT_STOCK ?? 500);
/** Products the spread checkouts choose from. */
const SPREAD_PRODUCTS = 20;
/** For example `--cpu-prof --cpu-prof-dir=/tmp/prof`, to see where the server's time goes. */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PARTS = new Set((process.env.BENCH_PARTS ?? 'requests,checkouts,two').split(','));
const ADMIN = { email: 'bench@wtkit.local', password: 'bench-password' };
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

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
  /** Each connection signs in as one of these in turn (one shopper per connection). */
  tokens: string[] = [],
) {
  let connection = 0;
  const result = await autocannon({
    url,
    method,
    ...(body ? { body } : {}),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
    ...(tokens.length
      ? {
          setupClient: (client: { setHeaders(headers: Record<string, string>): void }) => {
            const token = tokens[connection++ % tokens.length];
            client.setHeaders({ ...headers, authorization: `Bearer ${token}` });
          },
        }
      : {}),
    // The load generator runs in a thread of its own, off this process's event loop (a per-connection
    // token needs a function, which a thread cannot take: those runs stay on this thread).
    ...(tokens.length ? {} : { workers: 1 }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * A crawl from 8 clients at once for the bench duration, each asking `address(n)` for n = 0, 1,
 * 2...: searches that differ (`/products?q=n`) are pages of their own, rendered each time; a
 * product page with made-up parameters (`?v=n`) is one page, rendered once.
 */
async function crawl(scenario: string, address: (n: number) => string) {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const until = Date.now() + DURATION_SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(address(n++));
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
    scenario,
    requestsPerSecond: Math.round(latencies.length / DURATION_SECONDS),
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

/** The crawls, and `GET /healthz` (autocannon, CONNECTIONS connections) while each runs. */
async function crawlRows(database: string, origin: string, productId: string): Promise<Row[]> {
  const crawls: Array<[string, (n: number) => string]> = [
    ['GET /products?q=n (HTML, rendered each time, 8 clients)', (n) => `${origin}/products?q=${n}`],
    [
      'GET /product/{id}?v=n (HTML, one page, 8 clients)',
      (n) => `${origin}/product/${productId}?v=${n}`,
    ],
  ];
  const rows: Row[] = [];
  for (const [scenario, address] of crawls) {
    rows.push({ database, ...(await crawl(scenario, address)) });
    const [health] = await Promise.all([
      measure(`${origin}/healthz`),
      crawl(scenario, (n) => address(n + 1_000_000)),
    ]);
    rows.push({ database, scenario: `GET /healthz during ${scenario.split(' (')[0]}`, ...health });
  }
  return rows;
}

interface CheckoutRow {
  database: string;
  scenario: string;
  run: CheckoutRun;
  audit: Audit;
}

/** A server process as `pnpm start` runs it; several may share one PostgreSQL. */
async function startShop(env: Record<string, string>) {
  const server = startServerProcess(
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost',
      PAYMENT_PROVIDER: 'test',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PER_IP: '100000000',
      ...env,
    },
    SERVER_NODE_ARGS,
  );
  const url = await server.ready;
  return { url, api: `${url}/api/v1`, stop: () => server.stop() };
}

async function signIn(api: string): Promise<string> {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credential: ADMIN.email, password: ADMIN.password }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Reads, pages and add-to-cart, each with autocannon at CONNECTIONS connections. */
async function requestRows(
  database: string,
  origin: string,
  adminToken: string,
  shopperTokens: string[],
) {
  const api = `${origin}/api/v1`;
  const products = (await (await fetch(`${api}/products`)).json()) as {
    data: Array<{ _id: string }>;
  };
  const productId = products.data.find(Boolean)?._id ?? '';
  const bearer = { authorization: `Bearer ${adminToken}` };
  const scenarios: Array<[string, string, Record<string, string>?]> = [
    ['GET /products', `${api}/products`],
    ['GET /products?q=filter', `${api}/products?q=filter`],
    ['GET /products/{id}', `${api}/products/${productId}`],
    ['GET /users/me', `${api}/users/me`, bearer],
    ['GET /cart', `${api}/cart`, bearer],
    // Pages rendered on the server (served from the page cache between catalogue writes).
    ['GET / (HTML page)', `${origin}/`],
    ['GET /product/{id} (HTML page)', `${origin}/product/${productId}`],
    [
      'GET /product/{id} (HTML page, compressed)',
      `${origin}/product/${productId}`,
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
    ],
    [
      'GET /product/{id} (HTML page, Brotli only)',
      `${origin}/product/${productId}`,
      { 'accept-encoding': 'br' },
    ],
    ['GET /healthz', `${origin}/healthz`],
  ];
  const rows: Row[] = [];
  for (const [scenario, url, headers] of scenarios) {
    await measure(url, headers).then(
      () => undefined,
      () => undefined,
    ); // warm-up run is discarded
    rows.push({ database, scenario, ...(await measure(url, headers)) });
  }
  rows.push(...(await crawlRows(database, origin, productId)));

  const cartProduct = await createBenchProduct(api, adminToken, 'Bench cart cartridge', 1_000_000);
  const addToCart = (tokens: string[]) =>
    measure(
      `${api}/cart/items`,
      { ...bearer, 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ productId: cartProduct.id, quantity: 1 }),
      tokens,
    );
  rows.push({
    database,
    scenario: `POST /cart/items (${shopperTokens.length} shoppers)`,
    ...(await addToCart(shopperTokens)),
  });
  // Every connection adding to the same line of one cart: the writes wait on one row.
  rows.push({
    database,
    scenario: 'POST /cart/items (one cart, one line)',
    ...(await addToCart([])),
  });
  rows.push({
    database,
    scenario: `GET /cart (${shopperTokens.length} shoppers)`,
    ...(await measure(`${api}/cart`, {}, 'GET', undefined, shopperTokens)),
  });
  // The checkouts that follow start from empty carts.
  for (const token of shopperTokens) {
    await fetch(`${api}/cart`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  }
  return rows;
}

/** Spread checkouts (SHOPPERS shoppers over SPREAD_PRODUCTS products) against `apis`. */
async function spreadCheckouts(
  apis: string[],
  adminToken: string,
  tokens: string[],
): Promise<{ run: CheckoutRun; audit: Audit }> {
  const [first] = apis as [string];
  const products: BenchProduct[] = [];
  for (let i = 0; i < SPREAD_PRODUCTS; i += 1) {
    products.push(await createBenchProduct(first, adminToken, `Bench spread ${i}`, 1_000_000));
  }
  const run = await runCheckouts({
    apis,
    tokens,
    seconds: DURATION_SECONDS,
    pick: (shopper, round) => products[(shopper * 7 + round) % products.length] as BenchProduct,
  });
  const stock = new Map(products.map((product) => [product.id, 1_000_000]));
  return { run, audit: await auditShop(first, adminToken, stock, run) };
}

/** Every shopper buys one hot product of HOT_STOCK units until it is sold out. */
async function hotCheckouts(
  apis: string[],
  adminToken: string,
  tokens: string[],
): Promise<{ run: CheckoutRun; audit: Audit }> {
  const [first] = apis as [string];
  const hot = await createBenchProduct(first, adminToken, 'Bench hot cartridge', HOT_STOCK);
  const run = await runCheckouts({
    apis,
    tokens,
    seconds: DURATION_SECONDS * 2,
    pick: () => hot,
    stopOnSoldOut: true,
  });
  return { run, audit: await auditShop(first, adminToken, new Map([[hot.id, HOT_STOCK]]), run) };
}

async function benchDatabase(
  database: 'pglite' | 'postgres',
): Promise<{ rows: Row[]; checkoutRows: CheckoutRow[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-bench-'));
  const postgres = database === 'postgres' ? await startTemporaryPostgres() : undefined;
  const env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  const shop = await startShop(env);
  const stops = [shop.stop];
  try {
    const adminToken = await signIn(shop.api);
    const tokens = await signUpShoppers(shop.api, SHOPPERS, `${database}-${Date.now()}`);
    const rows = PARTS.has('requests')
      ? await requestRows(database, shop.url, adminToken, tokens)
      : [];
    const checkoutRows: CheckoutRow[] = [];
    if (PARTS.has('checkouts')) {
      const spread = await spreadCheckouts([shop.api], adminToken, tokens);
      checkoutRows.push({ database, scenario: `spread, ${SHOPPERS} shoppers`, ...spread });
      const hot = await hotCheckouts([shop.api], adminToken, tokens);
      checkoutRows.push({
        database,
        scenario: `one hot product (${HOT_STOCK} units), ${SHOPPERS} shoppers`,
        ...hot,
      });
    }
    if (postgres && PARTS.has('two')) {
      // A second instance on the same database (its own data directory, as on another machine).
      const otherDir = mkdtempSync(join(tmpdir(), 'wtkit-bench-'));
      const other = await startShop({ ...env, DATA_DIR: otherDir });
      stops.push(async () => {
        await other.stop();
        rmSync(otherDir, { recursive: true, force: true });
        return 0;
      });
      const both = [shop.api, other.api];
      const twoSpread = await spreadCheckouts(both, adminToken, tokens);
      checkoutRows.push({ database, scenario: 'spread, two instances', ...twoSpread });
      const twoHot = await hotCheckouts(both, adminToken, tokens);
      checkoutRows.push({ database, scenario: 'one hot product, two instances', ...twoHot });
    }
    return { rows, checkoutRows };
  } finally {
    for (const stop of stops) await stop();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
if (DATABASES.includes('pglite')) results.push(await benchDatabase('pglite'));
if (DATABASES.includes('postgres')) {
  if (findPostgresBin()) results.push(await benchDatabase('postgres'));
  else console.log('PostgreSQL is not installed: measuring PGlite only.');
}

console.log(
  `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, loopback\n`,
);
console.table(
  results
    .flatMap((result) => result.rows)
    .map((row) => ({
      database: row.database,
      scenario: row.scenario,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      errors: row.errors,
    })),
);
console.log(
  '\nWhole checkouts (add to cart, payment intent, test-card confirmation, order), each shopper its own account\n',
);
console.table(
  results
    .flatMap((result) => result.checkoutRows)
    .map(({ database, scenario, run, audit }) => ({
      database,
      scenario,
      orders: run.orders,
      'orders/s': run.ordersPerSecond,
      'p50 ms': run.p50,
      'p99 ms': run.p99,
      failures:
        Object.entries(run.failures)
          .map(([key, count]) => `${key}: ${count}`)
          .join(', ') || 'none',
      oversold: audit.oversold.length === 0 ? 'no' : audit.oversold.join('; '),
      'orders in shop': audit.ordersInShop,
      'intents with 2 orders': audit.doubleOrders,
      'server errors (5xx)': audit.serverErrors,
    })),
);
