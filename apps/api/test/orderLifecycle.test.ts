import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrap } from '@wtkit/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../src/db/schema.js';
import { rawRequest, suiteApi } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

// A shop of its own, so the file outbox holds only this file's messages and the database can be
// read directly.
const ADMIN = { email: 'admin@lifecycle.wtkit', password: 'admin-password-for-lifecycle' };
const ADDRESS = { street: '1 <Main> St', city: 'Austin', state: 'TX', zip: '78701' };
let own: OwnServer;
let admin: string;
let productId: string;

interface Sent {
  channel: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const shop = () => suiteApi(own.base);
const api = (token?: string) => shop().client(token);
const sentTo = (to: string): Sent[] => {
  let text = '';
  try {
    text = readFileSync(join(own.dataDir, 'outbox.jsonl'), 'utf8');
  } catch {}
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sent)
    .filter((message) => message.to === to);
};
// Notices go out after the answer: wait for them.
const drained = () => own.server.app.background.drain();

const shopper = async (details: { email: string } | { phoneNumber: string }, name: string) =>
  (await shop().newShopper({ name, ...details })).token;

/** Two of the product, paid and ordered; its notices sent. */
async function paidOrder(token: string) {
  const { order } = await shop().placePaidOrder(token, {
    items: [{ productId, quantity: 2 }],
    shippingAddress: ADDRESS,
  });
  await drained();
  return order;
}

beforeAll(async () => {
  own = await startOwnServer({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PAYMENT_PROVIDER: 'test' },
  });
  admin = (await shop().signIn(ADMIN.email, ADMIN.password)).token;
  const product = await shop().createProduct(admin, {
    name: 'Carbon Block <Pro>',
    price: 12.34,
    stock: 100,
  });
  productId = product._id;
}, 60_000);

afterAll(async () => {
  await own?.close();
});

describe('order lifecycle: paid, Shipped, Delivered', () => {
  it('confirms a placed order to the buyer with its items, total and address, in text and escaped HTML', async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const order = await paidOrder(await shopper({ email }, 'Ana <Admin>'));
    const [confirmation, ...others] = sentTo(email);
    expect(others).toEqual([]);
    const number = order._id.slice(0, 8);
    expect(confirmation).toMatchObject({
      channel: 'email',
      subject: `Your order ${number} is confirmed`,
    });
    expect(confirmation?.text).toContain('Hello Ana <Admin>,');
    expect(confirmation?.text).toContain('2 × Carbon Block <Pro>: $24.68');
    expect(confirmation?.text).toContain('Total: $24.68');
    expect(confirmation?.text).toContain(`Order number: ${order._id}.`);
    expect(confirmation?.text).toContain('1 <Main> St\nAustin, TX 78701');
    expect(confirmation?.html).toContain('Hello Ana &lt;Admin&gt;,');
    expect(confirmation?.html).toContain('2 × Carbon Block &lt;Pro&gt;: $24.68');
    expect(confirmation?.html).not.toContain('<Admin>');
  });

  it('ships with carrier and tracking number, which the buyer sees and is told, then delivers', async () => {
    const email = `shipped-${randomUUID().slice(0, 8)}@example.com`;
    const token = await shopper({ email }, 'Sam');
    const order = await paidOrder(token);
    const shipped = await unwrap(
      api(admin).PUT('/orders/{orderId}/ship', {
        params: { path: { orderId: order._id } },
        body: { carrier: 'UPS', trackingNumber: '1Z 999-AA1' },
      }),
    );
    expect(shipped.data).toMatchObject({
      status: 'Shipped',
      carrier: 'UPS',
      trackingNumber: '1Z 999-AA1',
      isDelivered: false,
    });
    expect(shipped.data.shippedAt).not.toBeNull();
    const mine = await unwrap(api(token).GET('/orders/myorders'));
    expect(mine.data.find((o) => o._id === order._id)).toMatchObject({
      status: 'Shipped',
      carrier: 'UPS',
      trackingNumber: '1Z 999-AA1',
    });
    await drained();
    const notice = sentTo(email).find((message) => message.subject.endsWith('has shipped'));
    expect(notice?.text).toContain('It is on its way with UPS, tracking number 1Z 999-AA1.');

    const delivered = await unwrap(
      api(admin).PUT('/orders/{orderId}/deliver', { params: { path: { orderId: order._id } } }),
    );
    expect(delivered.data).toMatchObject({
      status: 'Delivered',
      isDelivered: true,
      carrier: 'UPS',
    });
    expect(delivered.data.shippedAt).toBe(shipped.data.shippedAt);
    await drained();
    expect(sentTo(email).map((message) => message.subject)).toEqual([
      expect.stringMatching(/is confirmed$/),
      expect.stringMatching(/has shipped$/),
      expect.stringMatching(/was delivered$/),
    ]);

    // Who moved it, and when, is recorded.
    const [row] = await own.server.app.db.select().from(orders).where(eq(orders.id, order._id));
    const [adminRow] = await own.server.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    expect(row?.shippedBy).toBe(adminRow?.id);
    expect(row?.deliveredBy).toBe(adminRow?.id);
    expect(row?.deliveredAt).toBeInstanceOf(Date);
  });

  it('only goes forward', async () => {
    const order = await paidOrder(
      await shopper({ email: `fwd-${randomUUID().slice(0, 8)}@example.com` }, 'F'),
    );
    const ship = () =>
      api(admin).PUT('/orders/{orderId}/ship', { params: { path: { orderId: order._id } } });
    const deliver = () =>
      api(admin).PUT('/orders/{orderId}/deliver', { params: { path: { orderId: order._id } } });
    const first = await ship();
    expect(first.response.status).toBe(200);
    expect(first.data?.data).toMatchObject({ carrier: null, trackingNumber: null });
    const again = await ship();
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('This order is already marked as shipped.');
    expect((await deliver()).response.status).toBe(200);
    const late = await ship();
    expect(late.response.status).toBe(409);
    expect(late.error?.message).toBe('This order is already marked as delivered.');
    expect((await deliver()).response.status).toBe(409);
  });

  it('lets only admins ship, refuses an unknown order and a tracking number that is not plain', async () => {
    const token = await shopper({ email: `nope-${randomUUID().slice(0, 8)}@example.com` }, 'N');
    const order = await paidOrder(token);
    const asShopper = await api(token).PUT('/orders/{orderId}/ship', {
      params: { path: { orderId: order._id } },
    });
    expect(asShopper.response.status).toBe(403);
    const unknown = await api(admin).PUT('/orders/{orderId}/ship', {
      params: { path: { orderId: randomUUID() } },
    });
    expect(unknown.response.status).toBe(404);
    const script = await api(admin).PUT('/orders/{orderId}/ship', {
      params: { path: { orderId: order._id } },
      body: { trackingNumber: '<script>' },
    });
    expect(script.response.status).toBe(400);
    const long = await api(admin).PUT('/orders/{orderId}/ship', {
      params: { path: { orderId: order._id } },
      body: { carrier: 'x'.repeat(61) },
    });
    expect(long.response.status).toBe(400);
    const mine = await unwrap(api(token).GET('/orders/myorders'));
    expect(mine.data.find((o) => o._id === order._id)?.status).toBe('paid');
  });

  it('texts a buyer who has only a phone number', async () => {
    const phoneNumber = `+1512555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const order = await paidOrder(await shopper({ phoneNumber }, 'Pat'));
    await unwrap(
      api(admin).PUT('/orders/{orderId}/ship', {
        params: { path: { orderId: order._id } },
        body: { trackingNumber: '9400100000000000000000' },
      }),
    );
    await drained();
    const number = order._id.slice(0, 8);
    expect(sentTo(phoneNumber).map((message) => [message.channel, message.text])).toEqual([
      ['sms', expect.stringContaining(`order ${number} confirmed, $24.68`)],
      [
        'sms',
        `wtkit: order ${number} has shipped. It is on its way, tracking number 9400100000000000000000.`,
      ],
    ]);
    expect(sentTo(phoneNumber).every((message) => message.html === undefined)).toBe(true);
  });
});

describe('order steps and shipment fields', () => {
  /** A placed order put back to pending, as an order whose payment never went through is. */
  async function pendingOrder() {
    const order = await paidOrder(
      await shopper({ email: `pending-${randomUUID().slice(0, 8)}@example.com` }, 'P'),
    );
    await own.server.app.db
      .update(orders)
      .set({ status: 'pending', isPaid: false, paidAt: null })
      .where(eq(orders.id, order._id));
    return order;
  }

  it('neither delivers nor ships an order that was never paid (409), and tells no one', async () => {
    const order = await pendingOrder();
    const delivered = await api(admin).PUT('/orders/{orderId}/deliver', {
      params: { path: { orderId: order._id } },
    });
    expect(delivered.response.status).toBe(409);
    expect(delivered.error?.message).toBe('Only a paid order can be marked as delivered.');
    const shipped = await api(admin).PUT('/orders/{orderId}/ship', {
      params: { path: { orderId: order._id } },
      body: { carrier: 'UPS' },
    });
    expect(shipped.response.status).toBe(409);
    expect(shipped.error?.message).toBe('Only a paid order can be shipped.');
    const [row] = await own.server.app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'pending', isDelivered: false, deliveredAt: null });
    await drained();
    expect(sentTo(order.user.email ?? '').map((message) => message.subject)).toEqual([
      expect.stringMatching(/is confirmed$/),
    ]);
  });

  it('delivers a paid order straight away, for a pickup', async () => {
    const order = await paidOrder(
      await shopper({ email: `pickup-${randomUUID().slice(0, 8)}@example.com` }, 'Q'),
    );
    const delivered = await unwrap(
      api(admin).PUT('/orders/{orderId}/deliver', { params: { path: { orderId: order._id } } }),
    );
    expect(delivered.data).toMatchObject({ status: 'Delivered', shippedAt: null });
  });

  it('refuses a carrier or tracking number with line breaks, control characters or markup, with the rule', async () => {
    const order = await paidOrder(
      await shopper({ email: `fields-${randomUUID().slice(0, 8)}@example.com` }, 'R'),
    );
    const ship = (body: { carrier?: string; trackingNumber?: string }) =>
      rawRequest('PUT', '/orders/{orderId}/ship', {
        path: `/orders/${order._id}/ship`,
        token: admin,
        body: JSON.stringify(body),
        base: own.base,
      });
    for (const carrier of [
      'UPS\r\nBcc: someone',
      'UPS\nfake line',
      'UPS\u0007',
      'UPS\u001b[31m',
      'UPS\u0085',
      'UPS\u2028',
      'UPS\u202e',
      '<b>UPS</b>',
      '<script>alert(1)</script>',
    ]) {
      const refused = await ship({ carrier });
      expect(refused.status, JSON.stringify(carrier)).toBe(400);
      expect(refused.body.errors).toEqual([
        {
          path: 'carrier',
          message: 'Write the carrier on one line, without control characters or < >.',
        },
      ]);
    }
    for (const trackingNumber of ['1Z999\r\n', '1Z\t999', '<i>1Z</i>']) {
      const refused = await ship({ trackingNumber });
      expect(refused.status, JSON.stringify(trackingNumber)).toBe(400);
      expect(refused.body.errors).toEqual([
        { path: 'trackingNumber', message: 'Use letters, digits, spaces and dashes only.' },
      ]);
    }
    const [row] = await own.server.app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'paid', carrier: null });
  });

  it('texts a shipment as one line, carrier and tracking number included', async () => {
    const phoneNumber = `+1512556${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const order = await paidOrder(await shopper({ phoneNumber }, 'Line'));
    await unwrap(
      api(admin).PUT('/orders/{orderId}/ship', {
        params: { path: { orderId: order._id } },
        body: { carrier: '  Österreichische Post & Co. ', trackingNumber: 'RR 123-456' },
      }),
    );
    await drained();
    const sms = sentTo(phoneNumber).find((message) => message.subject.endsWith('has shipped'));
    expect(sms?.text).toBe(
      `wtkit: order ${order._id.slice(0, 8)} has shipped. It is on its way with Österreichische Post & Co., tracking number RR 123-456.`,
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may be sent.
    expect(sms?.text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  });
});
