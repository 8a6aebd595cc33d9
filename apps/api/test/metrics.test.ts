import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unwrap } from '@wtkit/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, baseUrl } from './support/client.js';
import { type ServerProcess, startServerProcess } from './support/serverProcess.js';

// A shop of its own in its own process, behind a (pretend) trusted proxy, with metrics on and
// every log line printed.
const TOKEN = 'metrics-token-for-the-tests';
const ADMIN = { email: 'admin@metrics.wtkit', password: 'admin-password-for-metrics' };
const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-metrics-'));
let server: ServerProcess;
let origin: string;

beforeAll(async () => {
  server = startServerProcess({
    DATA_DIR: dataDir,
    METRICS_TOKEN: TOKEN,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'debug',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  origin = await server.ready;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const scrape = async () => {
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
};

/** The value of a sample line `name{labels} value`. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : Number.NaN;
}

const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('GET /metrics', () => {
  it('answers only a scraper with the token', async () => {
    const none = await fetch(`${origin}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    const response = await fetch(`${new URL(baseUrl()).origin}/metrics`);
    expect(response.status).toBe(404);
  });

  it('counts and times requests by operation and status, and catalogue cache hits and misses', async () => {
    const before = await scrape();
    const products =
      'wtkit_http_requests_total{operation="listProducts",method="GET",status="200"}';
    const start = Number.isNaN(sample(before, products)) ? 0 : sample(before, products);
    for (let i = 0; i < 3; i += 1)
      expect((await fetch(`${origin}/api/v1/products`)).status).toBe(200);
    expect((await fetch(`${origin}/api/v1/products/not-an-id`)).status).toBe(404);
    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);

    const after = await scrape();
    expect(sample(after, products)).toBe(start + 3);
    expect(
      sample(after, 'wtkit_http_requests_total{operation="getProduct",method="GET",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'wtkit_http_requests_total{operation="page",method="GET",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        after,
        'wtkit_http_request_duration_seconds_count{operation="listProducts",method="GET",status="200"}',
      ),
    ).toBe(start + 3);
    expect(
      sample(after, 'wtkit_catalogue_cache_lookups_total{result="hit"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(after, 'wtkit_catalogue_cache_lookups_total{result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts orders, revenue in cents and refused cards by reason', async () => {
    const api = `${origin}/api/v1`;
    const signIn = async (credential: string, password: string) =>
      (
        await unwrap(
          apiClient(undefined, api).POST('/auth/login', { body: { credential, password } }),
        )
      ).data.token;
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const product = await unwrap(
      apiClient(admin, api).POST('/products', {
        body: {
          name: 'Counted Cartridge',
          sku: `MET-${randomUUID().slice(0, 6)}`,
          price: 12.34,
          stock: 5,
          category: 'residential',
          description: 'Counted by the metrics tests.',
        },
      }),
    );
    const email = `counted-${randomUUID().slice(0, 8)}@example.com`;
    await unwrap(
      apiClient(undefined, api).POST('/auth/register', {
        body: { name: 'Counted', email, password: 'correct-horse-battery' },
      }),
    );
    const shopper = apiClient(await signIn(email, 'correct-horse-battery'), api);
    const before = await scrape();
    const orders = sample(before, 'wtkit_orders_total');
    const revenue = sample(before, 'wtkit_revenue_cents_total');

    const items = [{ productId: product.data._id, quantity: 2 }];
    const intent = await unwrap(
      shopper.POST('/payments/create-payment-intent', { body: { amount: 24.68, items } }),
    );
    const card = { expMonth: 12, expYear: 2099, cvc: '123' };
    const declined = await shopper.POST('/payments/test-confirm', {
      body: {
        clientSecret: intent.data.clientSecret,
        card: { ...card, number: '4000000000000002' },
      },
    });
    expect(declined.response.status).toBe(402);
    await unwrap(
      shopper.POST('/payments/test-confirm', {
        body: {
          clientSecret: intent.data.clientSecret,
          card: { ...card, number: '4242424242424242' },
        },
      }),
    );
    await unwrap(
      shopper.POST('/orders', {
        body: {
          orderItems: items,
          shippingAddress: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
          paymentMethod: 'Stripe',
          paymentIntentId: intent.data.paymentIntentId,
        },
      }),
    );
    const after = await scrape();
    expect(sample(after, 'wtkit_orders_total')).toBe(orders + 1);
    expect(sample(after, 'wtkit_revenue_cents_total')).toBe(revenue + 2468);
    expect(
      sample(after, 'wtkit_payment_failures_total{reason="card_declined"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the outbox backlog, the process and the event loop', async () => {
    const text = await scrape();
    expect(sample(text, 'wtkit_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });
});

describe('request ids', () => {
  it('gives every answer one, and writes it on the log lines of that request', async () => {
    const response = await fetch(`${origin}/api/v1/products`);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = await fetch(`${origin}/api/v1/products`);
    expect(other.headers.get('x-request-id')).not.toBe(id);
    await expect
      .poll(() => logLines().find((line) => line.reqId === id))
      .toMatchObject({ msg: 'request answered', operation: 'listProducts', status: 200 });
  });

  it('keeps a trusted proxy’s id, unless it is not a plain token', async () => {
    const kept = await fetch(`${origin}/api/v1/products`, {
      headers: { 'x-request-id': 'edge-7f3a:42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a:42');
    await expect.poll(() => logLines().some((line) => line.reqId === 'edge-7f3a:42')).toBe(true);
    const unsafe = await fetch(`${origin}/api/v1/products`, {
      headers: { 'x-request-id': 'two words' },
    });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes its own when no proxy is trusted', async () => {
    const response = await fetch(`${baseUrl()}/products`, {
      headers: { 'x-request-id': 'from-the-outside' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the page on the log lines of the API calls its rendering makes', async () => {
    const page = await fetch(`${origin}/products`, { headers: { 'x-request-id': 'page-1' } });
    expect(page.status).toBe(200);
    await expect
      .poll(() =>
        logLines()
          .filter((line) => line.reqId === 'page-1')
          .map((line) => line.operation)
          .sort(),
      )
      .toEqual(expect.arrayContaining(['listProductCards', 'page']));
  });
});
