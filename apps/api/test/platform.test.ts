import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createApiClient, unwrap } from '@wtkit/api-client';
import { escapeHtml } from '@wtkit/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { startServer } from '../src/server.js';

const dirs: string[] = [];
/** What production needs beside its payment settings. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' } as const;
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'wtkit-platform-'));
  dirs.push(dir);
  return dir;
}

/** A logger whose JSON lines the test can read. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

/**
 * Resolves when the embedded database is asked a query matching `pattern` (PGlite queues it while
 * another transaction holds the database): a request that asks it is inside the server.
 */
function queryReaches(db: unknown, pattern: RegExp): Promise<void> {
  const client = (db as { $client: { query: (text: string, ...rest: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  return new Promise((resolve) => {
    client.query = function (this: unknown, text: string, ...rest: unknown[]) {
      if (pattern.test(text)) {
        client.query = query;
        resolve();
      }
      return query.call(this, text, ...rest);
    };
  });
}

const config = (dataDir: string, extra: Record<string, string> = {}) =>
  loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...extra });

describe('configuration', () => {
  it('fails fast with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-password' })).toThrow(
      /ADMIN_PASSWORD is set but ADMIN_EMAIL is not/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/shop' })).toThrow(
      /JWT_SECRET is required/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'mysql://db/shop', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/DATABASE_URL/);
  });

  it('refuses production without PUBLIC_URL, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toThrow(
      /PUBLIC_URL: NODE_ENV=production needs PUBLIC_URL .*canonical links.*http:\/\/localhost/,
    );
    expect(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'test' }).publicUrl).toBe(
      PRODUCTION.PUBLIC_URL,
    );
    // Outside production the shop's own address stands in, as before.
    expect(loadConfig({ PAYMENT_PROVIDER: 'test' }).publicUrl).toBeUndefined();
  });

  it('refuses to take test cards in production unless told to on purpose', () => {
    expect(() => loadConfig({ ...PRODUCTION })).toThrow(
      /NODE_ENV=production takes real payments: set STRIPE_SECRET_KEY, or PAYMENT_PROVIDER=test/,
    );
    expect(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'test' }).stripe).toBeUndefined();
    expect(
      loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).stripe,
    ).toMatchObject({ secretKey: 'sk' });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY/,
    );
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'test',
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'wh',
      }),
    ).toThrow(/choose one/);
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('refuses the plan crash tests’ kill switch in production, and has it off unless set', () => {
    expect(() =>
      loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'test', PLAN_TEST_KILL_AFTER_CHARGE: 'true' }),
    ).toThrow(/PLAN_TEST_KILL_AFTER_CHARGE: .*refused with NODE_ENV=production/);
    expect(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'test' }).planTestKillAfterCharge).toBe(
      false,
    );
    expect(loadConfig({ PLAN_TEST_KILL_AFTER_CHARGE: 'true' }).planTestKillAfterCharge).toBe(true);
    expect(loadConfig({}).planChargeLeaseSeconds).toBe(300);
  });

  it('has defaults for a start with nothing configured', () => {
    const value = loadConfig({});
    expect(value).toMatchObject({ port: 3000, databaseUrl: undefined, jwtSecret: undefined });
    expect(value.dataDir).toMatch(/\.data$/);
  });
});

// Each start of an embedded database takes seconds, more on a busy CI machine.
const SERVER_TEST_TIMEOUT = 120_000;

describe('the embedded server', () => {
  it(
    'seeds once, creates a random-password admin logged once, and keeps every write across a restart',
    async () => {
      const dataDir = tempDir();
      const first = capturingLogger();
      const server = await startServer(config(dataDir), { logger: first.logger });
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

      const adminLine = first.lines.find((line) => typeof line.password === 'string');
      expect(adminLine).toMatchObject({ email: 'admin@wtkit.local' });
      const password = String(adminLine?.password);
      expect(password.length).toBeGreaterThanOrEqual(16);

      const api = createApiClient({ baseUrl: `${server.url}/api/v1` });
      const { data: session } = await unwrap(
        api.POST('/auth/login', { body: { credential: 'admin@wtkit.local', password } }),
      );
      const adminApi = createApiClient({
        baseUrl: `${server.url}/api/v1`,
        getToken: () => session.token,
      });
      const { data: seeded } = await unwrap(api.GET('/products'));
      const victim = seeded[0];
      if (!victim) throw new Error('seeded catalogue is empty');
      await unwrap(adminApi.DELETE('/products/{id}', { params: { path: { id: victim._id } } }));
      // A write in flight while shutdown starts still completes and is kept. The test holds the
      // embedded database, sends the write, and begins closing once the write's update has
      // reached the database: the request is then certainly inside the server, waiting for the
      // database the test holds.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = () => {};
      const isHeld = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const lock = server.app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding();
        await held;
      });
      await isHeld;
      const reached = queryReaches(server.app.db, /update "users"/);
      const inFlight = unwrap(adminApi.PUT('/users/me', { body: { address: { zip: '73301' } } }));
      await reached;
      const closing = server.close();
      release();
      await lock;
      await expect(inFlight).resolves.toMatchObject({ success: true });
      await closing;

      const second = capturingLogger();
      const again = await startServer(config(dataDir), { logger: second.logger });
      try {
        expect(second.lines.some((line) => 'password' in line)).toBe(false);
        const api2 = createApiClient({ baseUrl: `${again.url}/api/v1` });
        const { data: after } = await unwrap(api2.GET('/products'));
        expect(after.length).toBe(seeded.length - 1);
        const login = await unwrap(
          api2.POST('/auth/login', { body: { credential: 'admin@wtkit.local', password } }),
        );
        expect(login.data.user.address.zip).toBe('73301');
        // The token signed before the restart still works: the secret was kept in DATA_DIR.
        const me = await unwrap(
          createApiClient({ baseUrl: `${again.url}/api/v1`, getToken: () => session.token }).GET(
            '/users/me',
          ),
        );
        expect(me.data.role).toBe('admin');
      } finally {
        await again.close();
      }
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    'serves seed images and the server-rendered storefront pages, and says Google sign-in is not configured',
    async () => {
      const server = await startServer(config(tempDir()), { logger: pino({ level: 'silent' }) });
      try {
        const { data } = await unwrap(
          createApiClient({ baseUrl: `${server.url}/api/v1` }).GET('/products'),
        );
        const image = await fetch(`${server.url}${data[0]?.imageUrl}`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/svg+xml');
        expect(await image.text()).toContain('<svg');
        const traversal = await fetch(`${server.url}/images/..%2F..%2Fpackage.json`);
        expect(traversal.status).toBe(404);
        const google = await fetch(`${server.url}/api/v1/auth/google`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: 'anything' }),
        });
        expect(google.status).toBe(503);
        expect(await google.json()).toEqual({
          success: false,
          message: 'Google sign-in is not configured on this shop (GOOGLE_CLIENT_ID is not set).',
        });
        // Pages are rendered on the server, with the route's status: an unknown product is a 404.
        for (const [route, status] of [
          ['/', 200],
          ['/products', 200],
          [`/product/${data[0]?._id}`, 200],
          ['/product/123', 404],
        ] as const) {
          const page = await fetch(`${server.url}${route}`);
          expect(page.status, route).toBe(status);
          expect(page.headers.get('content-type')).toContain('text/html');
        }
        const product = await (await fetch(`${server.url}/product/${data[0]?._id}`)).text();
        expect(product).toContain(`<title>${escapeHtml(data[0]?.name ?? '')} | `);
      } finally {
        await server.close();
      }
    },
    SERVER_TEST_TIMEOUT,
  );
});
