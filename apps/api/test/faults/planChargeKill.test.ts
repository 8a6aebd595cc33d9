import { unwrap } from '@wtkit/api-client';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { paymentIntents, planCycles } from '../../src/db/schema.js';
import { startServer } from '../../src/server.js';
import { apiClient, suiteApi } from '../support/client.js';
import { startFakeStripe } from '../support/fakeStripe.js';
import { OWN_SECRET, type OwnServer, startOwnServer } from '../support/ownServer.js';
import { insertPlanCatalogue, planShopper } from '../support/plans.js';
import { type ServerProcess, startServerProcess } from '../support/serverProcess.js';

const SECRET_KEY = 'sk_test_wtkit_plan_kill';
const ADMIN = { ADMIN_EMAIL: 'plan-kill-admin@wtkit.test', ADMIN_PASSWORD: 'plan-kill-password' };

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let own: OwnServer;
let settings: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  const stripe = {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: 'whsec_wtkit_plan_kill',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  };
  own = await startOwnServer({ env: { ...stripe, ...ADMIN, REMINDER_INTERVAL_SECONDS: '0' } });
  // What a process started on the same data needs to be the same shop.
  settings = {
    ...stripe,
    ...ADMIN,
    DATA_DIR: own.dataDir,
    JWT_SECRET: OWN_SECRET,
    ...(own.databaseUrl ? { DATABASE_URL: own.databaseUrl } : {}),
  };
});
afterAll(async () => {
  await own?.close();
  await fake?.close();
});

const planCharges = () =>
  fake.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/v1/payment_intents' &&
      request.idempotencyKey?.startsWith('plan-'),
  );

/**
 * The server is killed (SIGKILL, by the test-only PLAN_TEST_KILL_AFTER_CHARGE) right after Stripe
 * charged a plan's card and before the order was written. Started again on the same data, the
 * plan job takes the cycle over once its lease ran out, charges again with the same idempotency
 * key, which Stripe answers with the charge already made, and places the order.
 */
it('ends a plan cycle killed between the charge and the order with one charge and one order', async () => {
  const { filterId } = await insertPlanCatalogue(own.server.app.db);
  const shopper = await planShopper({ base: own.base, filterId, card: false });
  const { data: setup } = await unwrap(shopper.api.POST('/payment-methods/setup-intent'));
  fake.confirmSetup(setup.setupIntentId);
  await unwrap(
    shopper.api.POST('/payment-methods', { body: { setupIntentId: setup.setupIntentId } }),
  );
  const { data: plan } = await unwrap(
    shopper.api.POST('/plans', { body: { trackedPartId: shopper.cartridge._id } }),
  );
  const due = plan.nextOrderDate ?? '';
  await own.server.close();

  let server: ServerProcess | undefined;
  try {
    server = startServerProcess({
      ...settings,
      PLAN_TEST_KILL_AFTER_CHARGE: 'true',
      PLAN_CHARGE_LEASE_SECONDS: '1',
    });
    const killed = `${await server.ready}/api/v1`;
    const admin = apiClient(
      (await suiteApi(killed).signIn(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).token,
      killed,
    );
    // Moving the clock to the due date runs the plan job, which charges and dies mid-answer.
    await expect(admin.POST('/test-clock', { body: { date: due } })).rejects.toThrow();
    expect(await server.exited).toBe('SIGKILL');
    expect(planCharges()).toHaveLength(1);
    const [charged] = [...fake.intents.values()];
    expect(charged).toMatchObject({ status: 'succeeded', amount: 1999 });

    server = startServerProcess({ ...settings, PLAN_CHARGE_LEASE_SECONDS: '1' });
    const base = `${await server.ready}/api/v1`;
    const again = apiClient(
      (await suiteApi(base).signIn(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).token,
      base,
    );
    // The lease (one second of real time) ran out while the process started; two runs of the
    // job, so a second one would show a second charge or order.
    await unwrap(again.POST('/test-clock', { body: { advanceDays: 1 } }));
    await unwrap(again.POST('/test-clock', { body: { advanceDays: 1 } }));
    const orders = (await unwrap(apiClient(shopper.token, base).GET('/orders/myorders'))).data;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ planId: plan._id, paymentIntentId: charged?.id });

    // Stripe: the charge asked for again with the same key, answered with the one charge made.
    const key = `plan-${plan._id}-${due}-1`;
    expect(planCharges().map((request) => request.idempotencyKey)).toEqual([key, key]);
    expect(fake.intents.size).toBe(1);
    expect(fake.refunds).toEqual([]);
  } finally {
    await server?.stop();
  }

  // The shop's own records, read by a server started once more on the same data.
  own.server = await startServer(
    loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', ...settings }),
    {
      logger: pino({ level: 'silent' }),
    },
  );
  const db = own.server.app.db;
  const cycles = await db.select().from(planCycles).where(eq(planCycles.planId, plan._id));
  expect(cycles).toMatchObject([{ status: 'ordered', attempts: 1 }]);
  const recorded = await db.select().from(paymentIntents).where(eq(paymentIntents.source, 'plan'));
  expect(recorded).toMatchObject([{ id: cycles[0]?.paymentIntentId, status: 'succeeded' }]);
}, 180_000);
