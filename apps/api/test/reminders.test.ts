import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type TrackerAdditionalData, unwrap } from '@wtkit/api-client';
import { emailReminders } from '@wtkit/test-support';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, productParts, products, reminders, trackedParts } from '../src/db/schema.js';
import { runReminders } from '../src/reminders/reminders.js';
import { apiClient } from './support/client.js';
import { filterProduct, insertFilterWithParts, partProduct } from './support/filterSystems.js';
import { type OwnServer, startOwnServer, testClock } from './support/ownServer.js';

const execFileAsync = promisify(execFile);
const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

// Time travel: the server's clock starts the tracked parts; the job runs at chosen moments.
const clock = testClock('2026-01-31T10:00:00.000Z');
let own: OwnServer;
const api = (token?: string) => apiClient(token, own.base);
const app = () => own.server.app;

let filterId: string;

async function shopper() {
  const email = `rem-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-battery';
  await unwrap(api().POST('/auth/register', { body: { name: 'Reminded', email, password } }));
  const session = await unwrap(
    api().POST('/auth/login', { body: { credential: email, password } }),
  );
  return session.data.token;
}

/** Tracks the test filter (parts: 6 months, then 12 months in good water) at the clock's time. */
async function track(additionalData: TrackerAdditionalData, token?: string) {
  const { data } = await unwrap(
    api(token ?? (await shopper())).POST('/trackers/tracked-products', {
      body: { productId: filterId, customName: 'Kitchen', additionalData },
    }),
  );
  return data;
}

async function remindersOf(partId: string) {
  return app()
    .db.select()
    .from(reminders)
    .where(eq(reminders.trackedPartId, partId))
    .orderBy(asc(reminders.dueDate));
}

async function outboxTo(recipient: string) {
  return app().db.select().from(outbox).where(eq(outbox.recipient, recipient));
}

const runAt = (at: string, batchSize?: number) => {
  clock.set(at);
  return runReminders(app(), { now: clock.now(), ...(batchSize ? { batchSize } : {}) });
};

beforeAll(async () => {
  own = await startOwnServer({
    now: clock.now,
    env: { REMINDER_INTERVAL_SECONDS: '0', PUBLIC_URL: 'https://shop.example.com' },
  });
  ({ filterId } = await insertFilterWithParts(app().db, filterProduct('Reminder RO', 'REM-RO'), [
    partProduct('Carbon Cartridge', 'REM-CARBON', [3, 6]),
    partProduct('RO Membrane', 'REM-MEMBRANE', [6, 12]),
  ]));
});

afterAll(async () => {
  await own?.close();
});

describe('runReminders', () => {
  it('reminds 14 days before the due date, not 15, and only once', async () => {
    clock.set('2026-01-31T10:00:00.000Z');
    const email = `due-soon-${randomUUID().slice(0, 6)}@example.com`;
    const product = await track(emailReminders(email));
    const [cartridge, membrane] = product.trackedSystemParts;
    if (!cartridge || !membrane) throw new Error('parts missing');
    expect(cartridge.initialLifespanMonths).toBe(6);

    // Due 2026-07-31 (Jan 31 + 6 months). 15 days before: nothing.
    await runAt('2026-07-16T23:59:00.000Z');
    expect(await remindersOf(cartridge._id)).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);

    // 14 days before: one e-mail about the cartridge, none about the 12-month membrane.
    await runAt('2026-07-17T00:00:00.000Z');
    const [reminder, ...more] = await remindersOf(cartridge._id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ dueDate: '2026-07-31', channel: 'email', recipient: email });
    const [mail, ...others] = await outboxTo(email);
    expect(others).toEqual([]);
    expect(reminder?.outboxId).toBe(mail?.id);
    expect(mail).toMatchObject({
      channel: 'email',
      subject: 'Carbon Cartridge: replacement due soon',
      status: 'logged',
    });
    expect(mail?.body).toContain(
      'The Carbon Cartridge of your Kitchen (Reminder RO) is due on 2026-07-31.',
    );
    expect(mail?.body).toContain('https://shop.example.com/dashboard');
    expect(await remindersOf(membrane._id)).toEqual([]);

    // Later runs, restarts included, never send it again.
    await runAt('2026-07-20T00:00:00.000Z');
    await runAt('2026-08-15T00:00:00.000Z');
    expect(await outboxTo(email)).toHaveLength(1);
    expect(await remindersOf(cartridge._id)).toHaveLength(1);
  });

  it('reminds about an expired part by SMS, saying it was due', async () => {
    clock.set('2026-02-10T08:00:00.000Z');
    const phone = `+1512555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
    const product = await track({
      ...emailReminders('unused@example.com'),
      contactMethod: 'sms',
      sms: phone,
    });
    await runAt('2027-06-01T12:00:00.000Z');
    const texts = await outboxTo(phone);
    // Both parts are past due (Aug 10, 2026 and Feb 10, 2027): one text each.
    expect(texts.map((text) => text.subject).sort()).toEqual([
      'Carbon Cartridge needs replacing',
      'RO Membrane needs replacing',
    ]);
    expect(texts.every((text) => text.channel === 'sms')).toBe(true);
    expect(texts.map((text) => text.body).join('\n')).toContain(
      'the RO Membrane of your Kitchen (Reminder RO) was due on 2027-02-10',
    );
    const dueDates = await Promise.all(
      product.trackedSystemParts.map(async (part) => (await remindersOf(part._id))[0]?.dueDate),
    );
    expect(dueDates).toEqual(['2026-08-10', '2027-02-10']);
  });

  it('gives a reset part a new due date and so a new reminder', async () => {
    clock.set('2026-03-01T09:00:00.000Z');
    const email = `reset-${randomUUID().slice(0, 6)}@example.com`;
    const token = await shopper();
    const product = await track(emailReminders(email), token);
    const cartridge = product.trackedSystemParts[0];
    if (!cartridge) throw new Error('part missing');

    await runAt('2026-09-02T00:00:00.000Z');
    expect((await remindersOf(cartridge._id)).map((r) => r.dueDate)).toEqual(['2026-09-01']);

    // Replaced on Sep 5: the clock restarts, due again on Mar 5, 2027.
    clock.set('2026-09-05T15:00:00.000Z');
    const reset = await unwrap(
      api(token).POST('/trackers/tracked-products/{id}/parts/{partId}/reset', {
        params: { path: { id: product._id, partId: cartridge._id } },
      }),
    );
    expect(reset.data.trackedSystemParts[0]?.clockStartedAt).toBe('2026-09-05T15:00:00.000Z');
    await runAt('2026-09-06T00:00:00.000Z');
    await runAt('2027-02-18T00:00:00.000Z');
    expect(await remindersOf(cartridge._id)).toHaveLength(1);
    await runAt('2027-02-19T00:00:00.000Z');
    expect((await remindersOf(cartridge._id)).map((r) => r.dueDate)).toEqual([
      '2026-09-01',
      '2027-03-05',
    ]);
    const subjects = (await outboxTo(email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Carbon Cartridge needs replacing',
      'Carbon Cartridge: replacement due soon',
      // The membrane (12 months from Mar 1, 2026) came due too by Feb 19, 2027.
      'RO Membrane: replacement due soon',
    ]);
  });

  it('sends nothing for a deleted tracked product', async () => {
    clock.set('2026-04-01T09:00:00.000Z');
    const email = `deleted-${randomUUID().slice(0, 6)}@example.com`;
    const token = await shopper();
    const product = await track(emailReminders(email), token);
    await unwrap(
      api(token).DELETE('/trackers/tracked-products/{id}', {
        params: { path: { id: product._id } },
      }),
    );
    await runAt('2028-01-01T00:00:00.000Z');
    expect(await outboxTo(email)).toEqual([]);
  });

  it('never sends twice when workers run at the same time', async () => {
    // Both parts (6 and 12 months from Dec 1, 2028) are past due.
    const due = '2030-01-01T00:00:00.000Z';
    // Everything tracked so far gets its reminders first, so only this test's parts are left.
    await runAt(due);
    clock.set('2028-12-01T09:00:00.000Z');
    const emails = Array.from(
      { length: 15 },
      (_, i) => `worker-${i}-${randomUUID().slice(0, 6)}@example.com`,
    );
    const token = await shopper();
    const tracked = [];
    for (const email of emails) tracked.push(await track(emailReminders(email), token));
    const partIds = tracked.flatMap((product) =>
      product.trackedSystemParts.map((part) => part._id),
    );
    expect(partIds).toHaveLength(30);

    clock.set(due);
    const runs = await Promise.all([
      runReminders(app(), { now: clock.now(), batchSize: 4 }),
      runReminders(app(), { now: clock.now(), batchSize: 4 }),
      runReminders(app(), { now: clock.now(), batchSize: 7 }),
      runReminders(app(), { now: clock.now() }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(30);
    const recorded = await app()
      .db.select()
      .from(reminders)
      .where(inArray(reminders.trackedPartId, partIds));
    expect(recorded).toHaveLength(30);
    expect(recorded.every((row) => row.outboxId !== null)).toBe(true);
    const sent = await app().db.select().from(outbox).where(inArray(outbox.recipient, emails));
    expect(sent).toHaveLength(30);
    for (const email of emails) {
      expect(sent.filter((mail) => mail.recipient === email)).toHaveLength(2);
    }
    // And again, together: nothing left to send.
    const again = await Promise.all([runAt(due), runAt(due)]);
    expect(again.map((run) => run.sent)).toEqual([0, 0]);
  });

  it('skips parts without a lifespan', async () => {
    clock.set('2026-05-01T09:00:00.000Z');
    const email = `no-life-${randomUUID().slice(0, 6)}@example.com`;
    const product = await track(emailReminders(email));
    const ids = product.trackedSystemParts.map((part) => part._id);
    await app()
      .db.update(trackedParts)
      .set({ lifespanMonths: null })
      .where(inArray(trackedParts.id, ids));
    await runAt('2030-01-01T00:00:00.000Z');
    expect(await outboxTo(email)).toEqual([]);
  });
});

describe('the reminder scheduler', () => {
  it('runs the job on its interval and stops with the server', async () => {
    const second = await startOwnServer({
      now: () => new Date('2031-01-01T00:00:00.000Z'),
      env: { REMINDER_INTERVAL_SECONDS: '1' },
    });
    try {
      const secondApi = (token?: string) => apiClient(token, second.base);
      const email = `scheduled-${randomUUID().slice(0, 6)}@example.com`;
      const password = 'correct-horse-battery';
      await unwrap(secondApi().POST('/auth/register', { body: { name: 'S', email, password } }));
      const { data: session } = await unwrap(
        secondApi().POST('/auth/login', { body: { credential: email, password } }),
      );
      const [filter] = await second.server.app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.type, 'filter'))
        .innerJoin(productParts, eq(productParts.filterId, products.id))
        .limit(1);
      if (!filter) throw new Error('the seeded catalogue has no filter with parts');
      // Started in 2020 by hand, so every part is long past due at the server's 2031 clock.
      const { data } = await unwrap(
        secondApi(session.token).POST('/trackers/tracked-products', {
          body: {
            productId: filter.id,
            customName: 'Scheduled',
            additionalData: emailReminders(email),
          },
        }),
      );
      await second.server.app.db
        .update(trackedParts)
        .set({ clockStartedAt: new Date('2020-01-01T00:00:00.000Z') })
        .where(eq(trackedParts.trackedProductId, data._id));

      const withLifespan = data.trackedSystemParts.filter((part) => part.initialLifespanMonths);
      expect(withLifespan.length).toBeGreaterThan(0);
      const deadline = Date.now() + 15_000;
      let mails: Array<typeof outbox.$inferSelect> = [];
      while (Date.now() < deadline) {
        mails = await second.server.app.db.select().from(outbox).where(eq(outbox.recipient, email));
        if (mails.length >= withLifespan.length) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(mails.map((mail) => mail.subject).sort()).toEqual(
        withLifespan.map((part) => `${part.partProductNameSnapshot} needs replacing`).sort(),
      );
      // Each run's outcome goes into the shop's metrics.
      const sentCount = async () => {
        const text =
          await second.server.app.metrics.registry.getSingleMetricAsString('wtkit_reminders_total');
        return Number(/outcome="sent"\} (\d+)/.exec(text)?.[1] ?? 0);
      };
      await expect.poll(sentCount).toBeGreaterThanOrEqual(withLifespan.length);
    } finally {
      await second.close();
    }
  });
});

describe('pnpm --filter @wtkit/api reminders:run', () => {
  it('runs the job once against the configured database, and never twice for a part', async () => {
    const third = await startOwnServer({ env: { REMINDER_INTERVAL_SECONDS: '0' } });
    try {
      const email = `cli-${randomUUID().slice(0, 6)}@example.com`;
      const password = 'correct-horse-battery';
      const thirdApi = (token?: string) => apiClient(token, third.base);
      await unwrap(thirdApi().POST('/auth/register', { body: { name: 'C', email, password } }));
      const { data: session } = await unwrap(
        thirdApi().POST('/auth/login', { body: { credential: email, password } }),
      );
      const [filter] = await third.server.app.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(productParts, eq(productParts.filterId, products.id))
        .limit(1);
      const { data } = await unwrap(
        thirdApi(session.token).POST('/trackers/tracked-products', {
          body: {
            productId: filter?.id ?? '',
            customName: 'CLI',
            additionalData: emailReminders(email),
          },
        }),
      );
      await third.server.app.db
        .update(trackedParts)
        .set({ clockStartedAt: new Date('2020-01-01T00:00:00.000Z') })
        .where(eq(trackedParts.trackedProductId, data._id));
      const due = data.trackedSystemParts.filter((part) => part.initialLifespanMonths).length;
      // An embedded database folder is opened by one process at a time.
      if (!third.databaseUrl) await third.server.close();

      const run = () =>
        execFileAsync('pnpm', ['--silent', 'reminders:run'], {
          cwd: apiRoot,
          env: {
            ...process.env,
            LOG_LEVEL: 'silent',
            DATA_DIR: third.dataDir,
            DATABASE_URL: third.databaseUrl ?? '',
            JWT_SECRET: 'own-server-secret-that-is-long-enough-for-hs256',
          },
        });
      expect((await run()).stdout).toContain(`filter reminders: ${due} sent`);
      expect((await run()).stdout).toContain('filter reminders: 0 sent');
      const logged = readFileSync(join(third.dataDir, 'outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; subject: string });
      expect(logged.filter((mail) => mail.to === email)).toHaveLength(due);
    } finally {
      await third.close();
    }
  });
});
