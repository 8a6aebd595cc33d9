import { unwrap } from '@wtkit/api-client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../src/db/schema.js';
import { suiteApi } from './support/client.js';
import { type FakeTwilio, startFakeTwilio } from './support/fakeTwilio.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

// A shop of its own whose text messages go to a local Twilio the tests answer for.
const ADMIN = { email: 'admin@outbox.wtkit', password: 'admin-password-for-outbox' };
let own: OwnServer;
let twilio: FakeTwilio;
let admin: string;
let productId: string;

const shop = () => suiteApi(own.base);
const api = (token?: string) => shop().client(token);
const db = () => own.server.app.db;
let phones = 0;
const newPhone = () => `+1512557${String(1000 + phones++)}`;

async function phoneShopper() {
  const phoneNumber = newPhone();
  const { token } = await shop().newShopper({ name: 'Outbox', phoneNumber });
  return { phoneNumber, token };
}

const placeOrder = async (token: string) =>
  (await shop().placePaidOrder(token, { items: [{ productId, quantity: 1 }] })).order;

/** The id of the transaction that last wrote the row: equal ids mean the same commit. */
async function writtenBy(table: 'orders' | 'outbox', id: string): Promise<string> {
  const result = (await db().execute(
    sql`select xmin::text as xid from ${sql.identifier(table)} where id = ${id}`,
  )) as unknown as { rows: Array<{ xid: string }> };
  const [row] = result.rows;
  if (!row) throw new Error(`no ${table} row ${id}`);
  return row.xid;
}

const messagesTo = (to: string) =>
  db().select().from(outbox).where(eq(outbox.recipient, to)).orderBy(outbox.createdAt);

beforeAll(async () => {
  twilio = await startFakeTwilio();
  own = await startOwnServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_PROVIDER: 'test',
      ...twilio.env,
    },
  });
  admin = (await shop().signIn(ADMIN.email, ADMIN.password)).token;
  productId = (await shop().createProduct(admin, { name: 'Outbox Cartridge', stock: 100 }))._id;
}, 60_000);

afterAll(async () => {
  await own?.close();
  await twilio?.close();
});

describe('order messages written with the order', () => {
  it('writes the confirmation, pending, in the order’s own transaction, and delivers it after the answer', async () => {
    const { phoneNumber, token } = await phoneShopper();
    twilio.hold(phoneNumber);
    try {
      // The provider does not answer: the order is answered all the same.
      const order = await placeOrder(token);
      const [message, ...others] = await messagesTo(phoneNumber);
      expect(others).toEqual([]);
      expect(message).toMatchObject({
        channel: 'sms',
        status: 'pending',
        attempts: 0,
        sentAt: null,
        body: expect.stringContaining(`wtkit: order ${order._id.slice(0, 8)} confirmed`),
      });
      if (!message) return;
      expect(await writtenBy('outbox', message.id)).toBe(await writtenBy('orders', order._id));
      expect(twilio.delivered.filter((sms) => sms.to === phoneNumber)).toEqual([]);
    } finally {
      twilio.release();
    }
    await own.server.app.background.drain();
    const [sent] = await messagesTo(phoneNumber);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null });
    expect(twilio.delivered.filter((sms) => sms.to === phoneNumber)).toHaveLength(1);
  });

  it('writes the shipped and delivered notices in the transaction of each step', async () => {
    const { phoneNumber, token } = await phoneShopper();
    const order = await placeOrder(token);
    await own.server.app.background.drain();
    twilio.hold(phoneNumber);
    try {
      await unwrap(
        api(admin).PUT('/orders/{orderId}/ship', {
          params: { path: { orderId: order._id } },
          body: { carrier: 'UPS', trackingNumber: '1Z 999' },
        }),
      );
      const shipped = (await messagesTo(phoneNumber)).find((row) => row.status === 'pending');
      expect(shipped?.body).toBe(
        `wtkit: order ${order._id.slice(0, 8)} has shipped. It is on its way with UPS, tracking number 1Z 999.`,
      );
      expect(await writtenBy('outbox', shipped?.id ?? '')).toBe(
        await writtenBy('orders', order._id),
      );
    } finally {
      twilio.release();
    }
    await own.server.app.background.drain();
    twilio.hold(phoneNumber);
    try {
      await unwrap(
        api(admin).PUT('/orders/{orderId}/deliver', { params: { path: { orderId: order._id } } }),
      );
      const delivered = (await messagesTo(phoneNumber)).find((row) => row.status === 'pending');
      expect(delivered?.body).toBe(`wtkit: order ${order._id.slice(0, 8)} has been delivered.`);
      expect(await writtenBy('outbox', delivered?.id ?? '')).toBe(
        await writtenBy('orders', order._id),
      );
    } finally {
      twilio.release();
    }
    await own.server.app.background.drain();
    expect((await messagesTo(phoneNumber)).map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
  });

  it('keeps a notice the provider refused for the outbox job to try again', async () => {
    const { phoneNumber, token } = await phoneShopper();
    twilio.fail(phoneNumber);
    const order = await placeOrder(token);
    await own.server.app.background.drain();
    const [message] = await messagesTo(phoneNumber);
    expect(message).toMatchObject({ status: 'failed', attempts: 1 });
    expect(message?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    expect(message?.retryUntil?.getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    expect(row?.status).toBe('paid');
  });

  it('writes nothing when the step is refused', async () => {
    const { phoneNumber, token } = await phoneShopper();
    const order = await placeOrder(token);
    await own.server.app.background.drain();
    await unwrap(
      api(admin).PUT('/orders/{orderId}/deliver', { params: { path: { orderId: order._id } } }),
    );
    const again = await api(admin).PUT('/orders/{orderId}/deliver', {
      params: { path: { orderId: order._id } },
    });
    expect(again.response.status).toBe(409);
    await own.server.app.background.drain();
    expect(await messagesTo(phoneNumber)).toHaveLength(2);
  });

  it('delivers a queued message once, whether its writer or the outbox jobs of several instances get to it', async () => {
    const messenger = own.server.app.messenger;
    const queue = (to: string) =>
      db().transaction((tx) =>
        messenger.enqueue(
          tx,
          { channel: 'sms', to, subject: 'Once', text: 'wtkit: once.' },
          { retryForSeconds: 3600 },
        ),
      );
    // Its writer delivers it; the jobs leave it alone while the writer's lease runs.
    const fresh = newPhone();
    const queued = await queue(fresh);
    await Promise.all([
      messenger.deliverQueued([queued]),
      messenger.retryFailed(),
      messenger.retryFailed(),
    ]);
    expect(twilio.arrived.filter((sms) => sms.to === fresh)).toHaveLength(1);

    // Its writer died and the lease ran out: one of the jobs, claiming with SKIP LOCKED, sends it.
    const orphan = newPhone();
    const stale = await queue(orphan);
    await db()
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, stale.id));
    await Promise.all([
      messenger.retryFailed(),
      messenger.retryFailed(),
      messenger.retryFailed(),
      messenger.deliverQueued([stale]),
    ]);
    expect(twilio.arrived.filter((sms) => sms.to === orphan)).toHaveLength(1);
    expect(await messagesTo(orphan)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1 }),
    ]);
  });
});

describe('messages sent outside a transaction', () => {
  it('leaves a code whose sender died before the provider answered to the outbox job', async () => {
    const messenger = own.server.app.messenger;
    const to = newPhone();
    twilio.hold(to);
    const sending = messenger.send(
      { channel: 'sms', to, subject: 'Code', text: 'wtkit: your code is 123456.' },
      { retryForSeconds: 600 },
    );
    await expect.poll(() => twilio.arrived.some((sms) => sms.to === to)).toBe(true);
    // Held by its sender for the lease, not forgotten: the job leaves it alone meanwhile.
    const [row] = await messagesTo(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await messenger.retryFailed()).toEqual({ sent: 0, failed: 0 });
    // As if its sender had died: the provider's answer never comes back, the lease runs out.
    twilio.drop();
    await sending;
    await db()
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, row?.id ?? ''));
    expect(await messenger.retryFailed()).toEqual({ sent: 1, failed: 0 });
    expect(twilio.delivered.filter((sms) => sms.to === to)).toHaveLength(1);
  });
});
