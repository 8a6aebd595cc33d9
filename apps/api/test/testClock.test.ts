import { unwrap } from '@wtkit/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, testClock as testClockRow } from '../src/db/schema.js';
import { shopNow } from '../src/jobs/shopClock.js';
import { apiClient, rawRequest, suiteApi } from './support/client.js';
import { type OwnServer, startOwnServer, testClock } from './support/ownServer.js';
import { insertPlanCatalogue, planShopper } from './support/plans.js';

// The real clock stands still here; only the test clock moves the shop's time.
const clock = testClock('2026-01-31T10:00:00.000Z');
const ADMIN = { ADMIN_EMAIL: 'clock-admin@wtkit.test', ADMIN_PASSWORD: 'clock-admin-password' };

let own: OwnServer;
let filterId: string;
let adminToken: string;

const move = (body: unknown, token = adminToken) =>
  rawRequest('POST', '/test-clock', { base: own.base, token, body: JSON.stringify(body) });
const read = (token = adminToken) => rawRequest('GET', '/test-clock', { base: own.base, token });

beforeAll(async () => {
  own = await startOwnServer({ now: clock.now, env: { REMINDER_INTERVAL_SECONDS: '0', ...ADMIN } });
  ({ filterId } = await insertPlanCatalogue(own.server.app.db));
  ({ token: adminToken } = await suiteApi(own.base).signIn(
    ADMIN.ADMIN_EMAIL,
    ADMIN.ADMIN_PASSWORD,
  ));
});
afterAll(() => own?.close());

describe('the test clock', () => {
  it('is for admins only, and reads the real time until it is moved', async () => {
    const { token } = await planShopper({ base: own.base, filterId });
    expect(await rawRequest('GET', '/test-clock', { base: own.base })).toMatchObject({
      status: 401,
    });
    expect(await read(token)).toMatchObject({ status: 403 });
    expect(await move({ advanceDays: 1 }, token)).toMatchObject({ status: 403 });
    expect(await read()).toMatchObject({
      status: 200,
      body: { data: { now: '2026-01-31T10:00:00.000Z', offsetSeconds: 0 } },
    });
  });

  it('moves the shop to a date, runs the reminder job at once, and plans count from it', async () => {
    // The cartridge is due 2026-07-31: its reminder goes 14 days before.
    const shopper = await planShopper({ base: own.base, filterId });
    const { data: plan } = await unwrap(
      shopper.api.POST('/plans', { body: { trackedPartId: shopper.cartridge._id } }),
    );
    expect(plan.nextOrderDate).toBe('2026-07-31');
    const remindersTo = () =>
      own.server.app.db.select().from(outbox).where(eq(outbox.recipient, shopper.email));

    const moved = await move({ date: '2026-07-16' });
    expect(moved).toMatchObject({
      status: 200,
      body: { data: { now: '2026-07-16T00:00:00.000Z', reminders: { sent: 0 } } },
    });
    expect(await remindersTo()).toEqual([]);

    const next = await move({ date: '2026-07-17T08:00:00Z' });
    expect(next).toMatchObject({
      status: 200,
      body: { data: { now: '2026-07-17T08:00:00.000Z', reminders: { failed: 0 } } },
    });
    // Both shoppers' cartridges are due then. The first test's shopper is reminded at once; this
    // one's cartridge is ordered by the plan, whose notice replaces the reminder.
    expect((next.body.data as { reminders: { sent: number } }).reminders.sent).toBe(1);
    expect(await remindersTo()).toEqual([]);

    // Past the due date the plan orders today, the shop's today.
    expect(await move({ advanceDays: 20 })).toMatchObject({
      status: 200,
      body: { data: { now: '2026-08-06T08:00:00.000Z' } },
    });
    expect((await unwrap(shopper.api.GET('/plans'))).data[0]?.nextOrderDate).toBe('2026-08-06');

    // A part reset starts its life at the shop's time, not the real one.
    const { data: reset } = await unwrap(
      shopper.api.POST('/trackers/tracked-products/{id}/parts/{partId}/reset', {
        params: { path: { id: shopper.tracked._id, partId: shopper.cartridge._id } },
      }),
    );
    expect(reset.trackedSystemParts[0]?.clockStartedAt).toBe('2026-08-06T08:00:00.000Z');
    expect((await unwrap(shopper.api.GET('/plans'))).data[0]?.nextOrderDate).toBe('2027-02-06');
    expect(await read()).toMatchObject({
      body: {
        data: {
          now: '2026-08-06T08:00:00.000Z',
          offsetSeconds: (Date.parse('2026-08-06T08:00:00Z') - clock.now().getTime()) / 1000,
        },
      },
    });
  });

  it('only moves forward, and counts two moves sent at once', async () => {
    const before = (await read()).body.data as { now: string };
    expect(await move({ date: '2026-01-01' })).toMatchObject({
      status: 422,
      body: { errors: [{ path: 'date' }] },
    });
    for (const body of [
      { advanceDays: 0 },
      { advanceDays: 1.5 },
      { date: 'next week' },
      { date: '2030-01-01', advanceDays: 2 },
      {},
    ]) {
      expect(await move(body)).toMatchObject({ status: 400 });
    }
    expect((await read()).body.data).toMatchObject({ now: before.now });

    const answers = await Promise.all([move({ advanceDays: 1 }), move({ advanceDays: 1 })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await read()).body.data).toMatchObject({
      now: new Date(Date.parse(before.now) + 2 * 24 * 3600 * 1000).toISOString(),
    });
  });

  it('is ignored by the jobs of a shop with Stripe live keys', async () => {
    const { db, config } = own.server.app;
    expect((await shopNow({ db, config, now: clock.now })).getTime()).toBeGreaterThan(
      clock.now().getTime(),
    );
    const live = {
      stripe: {
        secretKey: 'sk_live_51abc',
        webhookSecret: 'whsec_x',
        apiHost: undefined,
        apiPort: undefined,
        apiProtocol: undefined,
      },
    };
    expect(await shopNow({ db, config: live, now: clock.now })).toEqual(clock.now());
  });
});

describe('a shop taking real payments', () => {
  let liveShop: OwnServer;
  beforeAll(async () => {
    liveShop = await startOwnServer({
      env: {
        REMINDER_INTERVAL_SECONDS: '0',
        STRIPE_SECRET_KEY: 'sk_live_51TestClockRefusal',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_clock_refusal',
        ...ADMIN,
      },
    });
  });
  afterAll(() => liveShop?.close());

  it('refuses the test clock, to admins too', async () => {
    const { token } = await suiteApi(liveShop.base).signIn(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const api = apiClient(token, liveShop.base);
    const readLive = await api.GET('/test-clock');
    expect(readLive.response.status).toBe(403);
    expect(readLive.error?.message).toMatch(/takes real payments/);
    const moveLive = await api.POST('/test-clock', { body: { advanceDays: 30 } });
    expect(moveLive.response.status).toBe(403);
  });
});

describe('the reminder scheduler', () => {
  let scheduled: OwnServer;
  beforeAll(async () => {
    scheduled = await startOwnServer({ now: clock.now, env: { REMINDER_INTERVAL_SECONDS: '1' } });
  });
  afterAll(() => scheduled?.close());

  it('runs at the shop’s time, wherever another instance moved the test clock', async () => {
    const catalogue = await insertPlanCatalogue(scheduled.server.app.db);
    const shopper = await planShopper({ base: scheduled.base, filterId: catalogue.filterId });
    // As another instance moving the clock leaves it: the row alone, no run of the job here.
    // 200 days on, the cartridge (due 2026-07-31) is spent; the membrane is not.
    await scheduled.server.app.db
      .insert(testClockRow)
      .values({ id: true, offsetMs: 200 * 24 * 3600 * 1000 });
    await expect
      .poll(
        async () =>
          (
            await scheduled.server.app.db
              .select({ subject: outbox.subject })
              .from(outbox)
              .where(eq(outbox.recipient, shopper.email))
          ).map((mail) => mail.subject),
        { timeout: 15_000, interval: 200 },
      )
      .toEqual(['Plan Sediment Cartridge needs replacing']);
  });
});
