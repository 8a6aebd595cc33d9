import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ProductInput, unwrap } from '@wtkit/api-client';
import { emailReminders } from '@wtkit/test-support';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/db/changes.js';
import { appRoot } from '../../src/paths.js';
import { apiClient, suiteApi } from '../support/client.js';
import { type PgProxy, startPgProxy } from '../support/pgProxy.js';
import { type ServerProcess, startServerProcess } from '../support/serverProcess.js';

// Two shops as a load balancer would run them: separate processes (ports, data folders) on one
// PostgreSQL database, with the same JWT secret.
const ADMIN = { email: 'admin@scale.wtkit', password: 'admin-password-for-scale-tests' };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
const ADDRESS = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

let database: pg.Client;
let databaseUrl: string;
/** B reaches the database through it, so that its listening connection can be frozen. */
let proxy: PgProxy;
const dropDatabase: Array<() => Promise<void>> = [];
const instances: ServerProcess[] = [];
const folders: string[] = [];
let a: string;
let b: string;

beforeAll(async () => {
  // A database of its own in the suite's PostgreSQL, so that migrations start from nothing.
  const suiteUrl = new URL(inject('databaseUrl'));
  const name = `scale_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: suiteUrl.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  dropDatabase.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  suiteUrl.pathname = `/${name}`;
  databaseUrl = suiteUrl.href;

  proxy = await startPgProxy(databaseUrl);
  // Both start at the same moment: each tries to migrate the empty database.
  for (let i = 0; i < 2; i += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-scale-'));
    folders.push(dataDir);
    instances.push(
      startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: i === 0 ? databaseUrl : proxy.url,
        JWT_SECRET: 'scale-test-secret-that-is-long-enough-for-hs256',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // A cache that outlives the tests: only a notification can make an instance see a write.
        CATALOGUE_CACHE_SECONDS: '3600',
        REMINDER_INTERVAL_SECONDS: '1',
        LOG_LEVEL: 'debug',
        PAYMENT_PROVIDER: 'test',
      }),
    );
  }
  const [urlA, urlB] = await Promise.all(instances.map((instance) => instance.ready));
  a = `${urlA}/api/v1`;
  b = `${urlB}/api/v1`;
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
}, 120_000);

afterAll(async () => {
  await database?.end();
  await Promise.all(instances.map((instance) => instance.stop()));
  await proxy?.close();
  for (const drop of dropDatabase) await drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const shopper = (base: string) => suiteApi(base).newShopper({ name: 'Scale Shopper' });

const adminToken = async (base: string) =>
  (await suiteApi(base).signIn(ADMIN.email, ADMIN.password)).token;

const createProduct = async (base: string, overrides: Partial<ProductInput> = {}) =>
  suiteApi(base).createProduct(await adminToken(base), { name: 'Scale Cartridge', ...overrides });

/** Cart, intent and a confirmed test card on `base`: what a paid checkout has before its order. */
async function paidIntent(base: string, token: string, productId: string, price: number) {
  const api = apiClient(token, base);
  await unwrap(api.POST('/cart/items', { body: { productId, quantity: 1 } }));
  const intent = await unwrap(
    api.POST('/payments/create-payment-intent', { body: { amount: price } }),
  );
  await unwrap(
    api.POST('/payments/test-confirm', {
      body: { clientSecret: intent.data.clientSecret, card: CARD },
    }),
  );
  return intent.data.paymentIntentId;
}

function placeOrder(base: string, token: string, productId: string, paymentIntentId: string) {
  return apiClient(token, base).POST('/orders', {
    body: {
      orderItems: [{ productId, quantity: 1 }],
      shippingAddress: ADDRESS,
      paymentMethod: 'Stripe',
      paymentIntentId,
    },
  });
}

describe('two instances on one PostgreSQL', () => {
  it('applied the migrations once although both started at the same moment', async () => {
    const journal = JSON.parse(
      readFileSync(join(appRoot, 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const { rows } = await database.query<{ count: string }>(
      'select count(*) from drizzle.__drizzle_migrations',
    );
    expect(Number(rows[0]?.count)).toBe(journal.entries.length);
    const admins = await database.query<{ count: string }>(
      'select count(*) from users where email = $1',
      [ADMIN.email],
    );
    expect(Number(admins.rows[0]?.count)).toBe(1);
  });

  it('accepts a token signed by one instance on the other', async () => {
    const { email, token } = await shopper(a);
    const me = await unwrap(apiClient(token, b).GET('/users/me'));
    expect(me.data.email).toBe(email);
  });

  it('ends on the other instance a session logged out on one, within a second', async () => {
    const { token } = await shopper(a);
    // B remembers the user's row after these answers.
    for (let i = 0; i < 3; i += 1) await unwrap(apiClient(token, b).GET('/users/me'));
    await unwrap(apiClient(token, a).POST('/auth/logout'));
    const started = Date.now();
    await vi.waitFor(
      async () => expect((await apiClient(token, b).GET('/users/me')).response.status).toBe(401),
      { timeout: 1000, interval: 10 },
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('honours a Log Out within a second while the other instance hears nothing on its listening connection', async () => {
    const { token } = await shopper(a);
    const product = await createProduct(a, { price: 40 });
    const readPrice = async () =>
      (
        await unwrap(
          apiClient(undefined, b).GET('/products/{id}', { params: { path: { id: product._id } } }),
        )
      ).data.price;
    // B remembers the user's row and the product's answer.
    for (let i = 0; i < 3; i += 1) await unwrap(apiClient(token, b).GET('/users/me'));
    expect(await readPrice()).toBe(40);
    expect(await readPrice()).toBe(40);

    // B's listener stays connected but hears nothing, not even its own heartbeats.
    proxy.stall(LISTENER_APPLICATION_NAME);
    try {
      await unwrap(apiClient(token, a).POST('/auth/logout'));
      await database.query('update products set price_cents = 4250 where id = $1', [product._id]);
      const started = Date.now();
      await vi.waitFor(
        async () => {
          expect((await apiClient(token, b).GET('/users/me')).response.status).toBe(401);
          expect(await readPrice()).toBe(42.5);
        },
        { timeout: 1000, interval: 10 },
      );
      expect(Date.now() - started).toBeLessThan(1000);
      // The log says so at its next heartbeat.
      await vi.waitFor(
        () => expect(instances[1]?.output()).toContain('the change listener is silent'),
        { timeout: 2000, interval: 20 },
      );

      // Still silent: what B reads now it does not keep, so later writes show at once.
      const later = await shopper(a);
      for (let i = 0; i < 3; i += 1) await unwrap(apiClient(later.token, b).GET('/users/me'));
      expect(await readPrice()).toBe(42.5);
      const page = `${b.replace(/\/api\/v1$/, '')}/product/${product._id}`;
      expect(await fetch(page).then((r) => r.text())).toContain('$42.50');
      await unwrap(apiClient(later.token, a).POST('/auth/logout'));
      await database.query('update products set price_cents = 4400 where id = $1', [product._id]);
      expect((await apiClient(later.token, b).GET('/users/me')).response.status).toBe(401);
      expect(await readPrice()).toBe(44);
      expect(await fetch(page).then((r) => r.text())).toContain('$44.00');
    } finally {
      proxy.resume();
    }

    // Heard again, B caches again, and a later Log Out is honoured through its notification.
    await vi.waitFor(() => expect(instances[1]?.output()).toContain('heard again'), {
      timeout: 5000,
      interval: 20,
    });
    const again = await shopper(a);
    for (let i = 0; i < 3; i += 1) await unwrap(apiClient(again.token, b).GET('/users/me'));
    await unwrap(apiClient(again.token, a).POST('/auth/logout'));
    await vi.waitFor(
      async () =>
        expect((await apiClient(again.token, b).GET('/users/me')).response.status).toBe(401),
      { timeout: 1000, interval: 10 },
    );
  });

  it('holds a sign-in limit reached on one instance on the other', async () => {
    const { email } = await shopper(a);
    const signIn = (base: string, password: string) =>
      fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ credential: email, password }),
      });
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 429; attempt += 1) {
      status = (await signIn(a, 'wrong-password')).status;
    }
    expect(status).toBe(429);
    expect((await signIn(b, 'correct-horse-battery')).status).toBe(429);
  });

  it('shows a price changed on one instance on the other at once, cached answers and pages alike', async () => {
    const product = await createProduct(a, { price: 20 });
    const read = async () =>
      (
        await unwrap(
          apiClient(undefined, b).GET('/products/{id}', {
            params: { path: { id: product._id } },
          }),
        )
      ).data.price;
    // Read twice on B: the second answer comes from B's cache.
    expect(await read()).toBe(20);
    expect(await read()).toBe(20);
    const origin = b.replace(/\/api\/v1$/, '');
    const page = await fetch(`${origin}/product/${product._id}`).then((r) => r.text());
    expect(page).toContain('$20.00');

    await unwrap(
      apiClient(await adminToken(a), a).PUT('/products/{id}', {
        params: { path: { id: product._id } },
        body: {
          name: product.name,
          sku: product.sku,
          price: 27.5,
          stock: product.stock,
          category: product.category,
          description: product.description,
        },
      }),
    );
    await vi.waitFor(async () => expect(await read()).toBe(27.5), {
      timeout: 5000,
      interval: 50,
    });
    const pageAfter = await fetch(`${origin}/product/${product._id}`).then((r) => r.text());
    expect(pageAfter).toContain('$27.50');
    expect(pageAfter).not.toContain('$20.00');
  });

  it('shows facets changed by a product added on the other instance, kept facets included', async () => {
    const marker = `facets${randomUUID().slice(0, 8)}`;
    await createProduct(a, { name: `Scale ${marker}`, category: 'commercial' });
    const commercialOnB = async () =>
      (
        await unwrap(
          apiClient(undefined, b).GET('/products', {
            params: { query: { q: marker, facets: true, sort: 'price-asc' } },
          }),
        )
      ).facets?.category.find((facet) => facet.value === 'commercial')?.count;
    expect(await commercialOnB()).toBe(1);
    await createProduct(a, { name: `Scale ${marker} two`, category: 'commercial' });
    await vi.waitFor(async () => expect(await commercialOnB()).toBe(2), {
      timeout: 5000,
      interval: 50,
    });
  });

  it('hears writes again after its listening connection was cut', async () => {
    const product = await createProduct(a, { price: 30 });
    const read = async () =>
      (
        await unwrap(
          apiClient(undefined, b).GET('/products/{id}', { params: { path: { id: product._id } } }),
        )
      ).data.price;
    expect(await read()).toBe(30);
    const cut = await database.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = $1`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(cut.rowCount).toBe(2);
    // Written while the listeners are away: the reconnected instance drops what it had cached.
    await database.query('update products set price_cents = 3250 where id = $1', [product._id]);
    await vi.waitFor(async () => expect(await read()).toBe(32.5), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('never sells more than the stock nor makes two orders for one payment, checkouts split over both', async () => {
    const product = await createProduct(a, { stock: 3, price: 15 });
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => shopper(i % 2 === 0 ? a : b)),
    );
    // Everyone pays before anyone orders: the stock can only run out at the order.
    const paid = await Promise.all(
      shoppers.map(async ({ token }, i) => {
        const base = i % 2 === 0 ? a : b;
        return { token, base, intent: await paidIntent(base, token, product._id, 15) };
      }),
    );
    // Each paid checkout posts its order to both instances at once (a retry through the other).
    const answers = await Promise.all(
      paid.flatMap(({ token, intent }) => [
        placeOrder(a, token, product._id, intent),
        placeOrder(b, token, product._id, intent),
      ]),
    );
    const statuses = answers.map((answer) => answer.response.status);
    const created = statuses.filter((status) => status === 201).length;
    expect(created).toBe(3);
    expect(statuses.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);

    const { rows: orders } = await database.query<{ payment_intent_id: string }>(
      `select o.payment_intent_id from orders o join order_items i on i.order_id = o.id
       where i.product_id = $1`,
      [product._id],
    );
    expect(orders).toHaveLength(3);
    expect(new Set(orders.map((row) => row.payment_intent_id)).size).toBe(3);
    const stock = await unwrap(
      apiClient(undefined, b).GET('/products/{id}', { params: { path: { id: product._id } } }),
    );
    expect(stock.data.stock).toBe(0);
  });

  it('sends a due reminder exactly once while both instances run the reminder job', async () => {
    const [cartridge, membrane] = await Promise.all([
      createProduct(a, { type: 'part', quickReplaceMonths: 3, slowReplaceMonths: 6 }),
      createProduct(a, { type: 'part', quickReplaceMonths: 6, slowReplaceMonths: 12 }),
    ]);
    const filter = await createProduct(a, {
      type: 'filter',
      filterType: 'undersink',
      parts: [cartridge._id, membrane._id],
    });
    const recipients: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { token } = await shopper(i % 2 === 0 ? a : b);
      const email = `reminded-${randomUUID().slice(0, 8)}@example.com`;
      recipients.push(email);
      await unwrap(
        apiClient(token, i % 2 === 0 ? a : b).POST('/trackers/tracked-products', {
          body: {
            productId: filter._id,
            customName: 'Kitchen',
            additionalData: emailReminders(email),
          },
        }),
      );
    }
    const runsOf = (instance: ServerProcess) =>
      instance
        .output()
        .split('\n')
        .filter((line) => line.includes('"job":"filter reminder run"')).length;

    // Every part of those systems becomes due now (installed two years ago).
    await database.query(
      `update tracked_parts set clock_started_at = now() - interval '2 years'
       where tracked_product_id in (
         select id from tracked_products where additional_data->>'email' = any($1))`,
      [recipients],
    );
    const sent = () =>
      database
        .query<{ recipient: string }>('select recipient from outbox where recipient = any($1)', [
          recipients,
        ])
        .then((result) => result.rows);
    // Two parts per system: twelve reminders in all.
    await vi.waitFor(async () => expect(await sent()).toHaveLength(12), {
      timeout: 20_000,
      interval: 100,
    });
    // Then both instances run the job twice more over the same due parts.
    const [runsA, runsB] = instances.map(runsOf) as [number, number];
    await vi.waitFor(
      () => {
        expect(runsOf(instances[0] as ServerProcess)).toBeGreaterThanOrEqual(runsA + 2);
        expect(runsOf(instances[1] as ServerProcess)).toBeGreaterThanOrEqual(runsB + 2);
      },
      { timeout: 20_000, interval: 100 },
    );
    const rows = await sent();
    expect(rows).toHaveLength(12);
    for (const email of recipients) {
      expect(rows.filter((row) => row.recipient === email)).toHaveLength(2);
    }
  });
});
