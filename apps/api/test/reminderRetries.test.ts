import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unwrap } from '@wtkit/api-client';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, reminders } from '../src/db/schema.js';
import { runReminders } from '../src/reminders/reminders.js';
import { apiClient } from './support/client.js';
import { filterProduct, insertFilterWithParts, partProduct } from './support/filterSystems.js';
import { type OwnServer, startOwnServer, testClock } from './support/ownServer.js';

// Twilio's Messages endpoint, spoken locally: it refuses a number while it has failures left.
const failuresLeft = new Map<string, number>();
const received: string[] = [];
const twilio = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  req.on('end', () => {
    const to = new URLSearchParams(body).get('To') ?? '';
    received.push(to);
    const left = failuresLeft.get(to) ?? 0;
    failuresLeft.set(to, Math.max(0, left - 1));
    res.writeHead(left > 0 ? 503 : 201, { 'content-type': 'application/json' });
    res.end(JSON.stringify(left > 0 ? { message: 'try later' } : { sid: 'SM1' }));
  });
});

const clock = testClock('2026-01-01T08:00:00.000Z');
let own: OwnServer;
let filterId: string;
const api = (token?: string) => apiClient(token, own.base);

beforeAll(async () => {
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  const port = (twilio.address() as AddressInfo).port;
  own = await startOwnServer({
    now: clock.now,
    env: {
      REMINDER_INTERVAL_SECONDS: '0',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15550001111',
      TWILIO_API_URL: `http://127.0.0.1:${port}`,
    },
  });
  ({ filterId } = await insertFilterWithParts(
    own.server.app.db,
    filterProduct('Retry RO', 'RETRY-RO'),
    [partProduct('Retry Cartridge', 'RETRY-PART', [3, 6])],
  ));
});

afterAll(async () => {
  await own?.close();
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});

/** A shopper tracking the filter at the clock's time, texted at a number of its own. */
async function trackBySms() {
  const phone = `+1737${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const email = `retry-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-battery';
  await unwrap(api().POST('/auth/register', { body: { name: 'Retry', email, password } }));
  const { data: session } = await unwrap(
    api().POST('/auth/login', { body: { credential: email, password } }),
  );
  const { data } = await unwrap(
    api(session.token).POST('/trackers/tracked-products', {
      body: {
        productId: filterId,
        customName: 'Sink',
        additionalData: {
          contactMethod: 'sms',
          sms: phone,
          waterSource: 'municipal',
          hardnessUnit: 'gpg',
        },
      },
    }),
  );
  return { phone, partId: data.trackedSystemParts[0]?._id ?? '' };
}

const runAt = (at: string) => {
  clock.set(at);
  return runReminders(own.server.app, { now: clock.now() });
};

const textsTo = (phone: string) =>
  own.server.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, phone))
    .orderBy(asc(outbox.createdAt));

describe('reminders the SMS provider refused', () => {
  it('are sent again at the next run, once', async () => {
    clock.set('2026-01-01T08:00:00.000Z');
    const { phone, partId } = await trackBySms();
    failuresLeft.set(phone, 1);

    // Due Jul 1: the first attempt fails, and the same run does not try again.
    const first = await runAt('2026-06-20T00:00:00.000Z');
    expect(first).toMatchObject({ sent: 1, failed: 1, retried: 0 });
    expect((await textsTo(phone)).map((text) => text.status)).toEqual(['failed']);
    expect(await runAt('2026-06-20T00:00:00.000Z')).toMatchObject({ sent: 0 });

    const second = await runAt('2026-06-20T01:00:00.000Z');
    expect(second).toMatchObject({ sent: 1, failed: 0, retried: 1 });
    const texts = await textsTo(phone);
    expect(texts.map((text) => text.status)).toEqual(['failed', 'sent']);
    expect(texts[1]?.body).toBe(texts[0]?.body);
    const [reminder, ...more] = await own.server.app.db
      .select()
      .from(reminders)
      .where(eq(reminders.trackedPartId, partId));
    expect(more).toEqual([]);
    expect(reminder?.outboxId).toBe(texts[1]?.id);

    await runAt('2026-06-21T00:00:00.000Z');
    await runAt('2026-07-15T00:00:00.000Z');
    expect(await textsTo(phone)).toHaveLength(2);
    expect(received.filter((to) => to === phone)).toHaveLength(2);
  });

  it(`are given up after 72 hours of failures`, async () => {
    clock.set('2026-02-01T08:00:00.000Z');
    const { phone } = await trackBySms();
    failuresLeft.set(phone, 100);
    await runAt('2026-07-25T00:00:00.000Z');
    await runAt('2026-07-26T00:00:00.000Z');
    await runAt('2026-07-27T23:59:00.000Z');
    await runAt('2026-07-28T00:01:00.000Z');
    await runAt('2026-07-29T00:00:00.000Z');
    const statuses = (await textsTo(phone)).map((text) => text.status);
    expect(statuses).toEqual(['failed', 'failed', 'failed']);
    expect(received.filter((to) => to === phone)).toHaveLength(3);
  });

  it('are retried by one worker when several run at once', async () => {
    clock.set('2026-03-01T08:00:00.000Z');
    const { phone } = await trackBySms();
    failuresLeft.set(phone, 1);
    await runAt('2026-08-25T00:00:00.000Z');
    clock.set('2026-08-25T06:00:00.000Z');
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => runReminders(own.server.app, { now: clock.now() })),
    );
    expect(runs.reduce((sum, run) => sum + run.retried, 0)).toBe(1);
    expect((await textsTo(phone)).map((text) => text.status)).toEqual(['failed', 'sent']);
  });
});
