/**
 * `pnpm --filter @wtkit/api bench:round-trips`: counts the statements each step of one checkout
 * sends to PostgreSQL (add to cart, payment intent, test-card confirmation, order), from the
 * server's statement log (`log_statement = all`) on a throwaway cluster. The server runs in a
 * process of its own as in `bench:api`; one checkout first warms its caches (the signed-in user,
 * each connection's prepared statements), then a second one is counted. Statements sent after the
 * answer (the order's notice) are counted with the step that queued them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { startTemporaryPostgres } from '../test/support/postgres.js';
import { startServerProcess } from '../test/support/serverProcess.js';
import { createBenchProduct, signUpShoppers } from './checkouts.js';

const ADMIN = { email: 'bench@wtkit.local', password: 'bench-password' };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
const ADDRESS = { street: '1 Bench St', city: 'Austin', state: 'TX', zip: '78701' };

async function call(api: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: Record<string, string> };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return json.data;
}

const postgres = await startTemporaryPostgres();
const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-round-trips-'));
const server = startServerProcess({
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://localhost',
  PAYMENT_PROVIDER: 'test',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  DATA_DIR: dataDir,
  DATABASE_URL: postgres.url,
  REMINDER_INTERVAL_SECONDS: '0',
  OUTBOX_RETRY_SECONDS: '0',
});
const admin = new pg.Client({ connectionString: postgres.url });
try {
  const api = `${await server.ready}/api/v1`;
  await admin.connect();
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credential: ADMIN.email, password: ADMIN.password }),
  });
  const adminToken = ((await login.json()) as { data: { token: string } }).data.token;
  const [token = ''] = await signUpShoppers(api, 1, `round-trips-${Date.now()}`);
  const product = await createBenchProduct(api, adminToken, 'Round-trip cartridge', 1000);
  const marker = (text: string) => admin.query(`select 'wtkit-step ${text}'`);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  const checkout = async (steps: (name: string) => Promise<unknown>) => {
    await steps('add');
    await call(api, token, 'POST', '/cart/items', { productId: product.id, quantity: 1 });
    await settle();
    await steps('intent');
    const intent = await call(api, token, 'POST', '/payments/create-payment-intent', {
      amount: product.priceCents / 100,
    });
    await settle();
    await steps('confirm');
    await call(api, token, 'POST', '/payments/test-confirm', {
      clientSecret: intent.clientSecret,
      card: CARD,
    });
    await settle();
    await steps('order');
    await call(api, token, 'POST', '/orders', {
      orderItems: [{ productId: product.id, quantity: 1 }],
      shippingAddress: ADDRESS,
      paymentMethod: 'Stripe',
      paymentIntentId: intent.paymentIntentId,
    });
    await settle();
    await steps('end');
  };
  await checkout(async () => undefined);

  const { rows } = await admin.query<{ data_directory: string }>('show data_directory');
  const logFile = join(dirname(rows[0]?.data_directory ?? ''), 'log');
  const before = readFileSync(logFile, 'utf8').length;
  await admin.query(`alter system set log_statement = 'all'`);
  await admin.query('select pg_reload_conf()');
  await settle();
  await checkout(marker);
  await admin.query(`alter system reset log_statement`);
  await admin.query('select pg_reload_conf()');

  const lines = readFileSync(logFile, 'utf8').slice(before).split('\n');
  const counts = new Map<string, string[]>();
  let step = '';
  for (const line of lines) {
    const mark = /wtkit-step (\w+)/.exec(line);
    if (mark?.[1]) {
      step = mark[1];
      continue;
    }
    const statement = /LOG: {2}(statement|execute [^:]*): (.*)$/.exec(line);
    if (!step || step === 'end' || !statement) continue;
    const list = counts.get(step) ?? [];
    list.push(`${statement[1]}: ${(statement[2] ?? '').replace(/\s+/g, ' ').slice(0, 110)}`);
    counts.set(step, list);
  }
  let total = 0;
  for (const [name, statements] of counts) {
    total += statements.length;
    console.log(`\n${name}: ${statements.length} round trips`);
    for (const statement of statements) console.log(`  ${statement}`);
  }
  console.log(`\nOne checkout: ${total} round trips`);
} finally {
  await admin.end().catch(() => undefined);
  await server.stop();
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
