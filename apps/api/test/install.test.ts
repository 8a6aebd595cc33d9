import { randomUUID } from 'node:crypto';
import type { TrackerAdditionalData } from '@wtkit/api-client';
import { unwrap } from '@wtkit/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, trackedProducts } from '../src/db/schema.js';
import { apiClient, rawRequest } from './support/client.js';
import { filterProduct, insertFilterWithParts, partProduct } from './support/filterSystems.js';
import { type OwnServer, startOwnServer, testClock } from './support/ownServer.js';

// Its own server and database: orders are written straight into the database (any status),
// and the clock is fixed so installation dates can be compared exactly.
const clock = testClock('2026-03-10T09:30:00.000Z');
let own: OwnServer;
const api = (token?: string) => apiClient(token, own.base);
const db = () => own.server.app.db;

const ADDITIONAL: TrackerAdditionalData = {
  contactMethod: 'sms',
  sms: '+15125550100',
  zipCode: '78701',
  waterSource: 'municipal',
  useEstimate: false,
  tds: 80,
  hardness: 2,
  hardnessUnit: 'gpg',
  roPeople: 2,
  roPets: 1,
};

let filterId: string;
let partIds: string[];

async function shopper(name = 'Installer') {
  const email = `install-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-battery';
  await unwrap(api().POST('/auth/register', { body: { name, email, password } }));
  const session = await unwrap(
    api().POST('/auth/login', { body: { credential: email, password } }),
  );
  return { token: session.data.token, userId: session.data.user._id };
}

/** An order as the checkout writes it, with the given status and lines. */
async function insertOrder(
  userId: string,
  status: 'pending' | 'paid' | 'Shipped' | 'Delivered',
  lines: Array<{ productId: string | null; type: 'none' | 'part' | 'filter'; name?: string }>,
) {
  const [order] = await db()
    .insert(orders)
    .values({
      userId,
      status,
      totalCents: 10_000,
      paymentIntentId: `pi_test_${randomUUID()}`,
      shippingStreet: '1 Main St',
      shippingCity: 'Austin',
      shippingState: 'TX',
      shippingZip: '78701',
      isPaid: status !== 'pending',
    })
    .returning();
  if (!order) throw new Error('no order');
  const items = await db()
    .insert(orderItems)
    .values(
      lines.map((line, position) => ({
        orderId: order.id,
        productId: line.productId,
        name: line.name ?? 'Install Test RO System',
        imageUrl: 'https://cdn.example.com/bought.png',
        unitCents: 10_000,
        quantity: 1,
        type: line.type,
        filterType: line.type === 'filter' ? ('undersink' as const) : ('none' as const),
        position,
      })),
    )
    .returning();
  return { orderId: order.id, itemIds: items.map((item) => item.id) };
}

function install(token: string, orderId: string, orderItemId: string, body?: object) {
  return api(token).PUT('/orders/{orderId}/items/{orderItemId}/install', {
    params: { path: { orderId, orderItemId } },
    body: { customFilterName: 'Kitchen RO', additionalData: ADDITIONAL, ...body },
  });
}

async function trackedCount(userId?: string) {
  const rows = await db()
    .select({ id: trackedProducts.id })
    .from(trackedProducts)
    .where(userId ? eq(trackedProducts.userId, userId) : undefined);
  return rows.length;
}

beforeAll(async () => {
  own = await startOwnServer({ now: clock.now });
  ({ filterId, partIds } = await insertFilterWithParts(
    db(),
    filterProduct('Install Test RO System', 'INS-RO', {
      priceCents: 30000,
      stock: 10,
      imageUrl: 'https://cdn.example.com/catalogue.png',
    }),
    [
      partProduct('Install Test Carbon Block', 'INS-CARBON', [4, 8], {
        priceCents: 2000,
        stock: 10,
      }),
      partProduct('Install Test Membrane', 'INS-MEMBRANE', [18, 36], {
        priceCents: 6000,
        stock: 10,
      }),
    ],
  ));
});

afterAll(async () => {
  await own?.close();
});

describe('PUT /orders/{orderId}/items/{orderItemId}/install', () => {
  it('turns a paid filter item into a tracked product with the catalogue’s parts', async () => {
    const { token, userId } = await shopper();
    const { orderId, itemIds } = await insertOrder(userId, 'paid', [
      { productId: filterId, type: 'filter' },
    ]);
    const itemId = itemIds[0] ?? '';
    const { data } = await unwrap(install(token, orderId, itemId));
    const at = clock.now().toISOString();
    expect(data).toEqual({
      _id: expect.any(String),
      customName: 'Kitchen RO',
      installationDate: at,
      orderItemId: itemId,
      originalSystemProductId: { _id: filterId },
      systemProductNameSnapshot: 'Install Test RO System',
      systemProductImageUrlSnapshot: 'https://cdn.example.com/catalogue.png',
      filterType: 'undersink',
      additionalData: ADDITIONAL,
      trackedSystemParts: [
        {
          _id: expect.any(String),
          partProductId: partIds[0],
          partProductNameSnapshot: 'Install Test Carbon Block',
          initialLifespanMonths: 8,
          clockStartedAt: at,
          replacement: expect.objectContaining({
            _id: partIds[0],
            name: 'Install Test Carbon Block',
          }),
        },
        {
          _id: expect.any(String),
          partProductId: partIds[1],
          partProductNameSnapshot: 'Install Test Membrane',
          initialLifespanMonths: 36,
          clockStartedAt: at,
          replacement: expect.objectContaining({ _id: partIds[1], name: 'Install Test Membrane' }),
        },
      ],
    });
    const tracker = await unwrap(api(token).GET('/trackers'));
    expect(tracker.data.trackedProducts).toEqual([data]);
    const mine = await unwrap(api(token).GET('/orders/myorders'));
    expect(mine.data.find((order) => order._id === orderId)?.isInstalled).toBe(true);
  });

  it('installs from shipped and delivered orders, with quick months for heavy use', async () => {
    const { token, userId } = await shopper();
    for (const status of ['Shipped', 'Delivered'] as const) {
      const { orderId, itemIds } = await insertOrder(userId, status, [
        { productId: filterId, type: 'filter' },
      ]);
      const { data } = await unwrap(
        install(token, orderId, itemIds[0] ?? '', {
          additionalData: { ...ADDITIONAL, roPets: 3 },
        }),
      );
      expect(data.trackedSystemParts.map((part) => part.initialLifespanMonths)).toEqual([4, 18]);
    }
  });

  it('lists items installed at the same moment newest first', async () => {
    const { token, userId } = await shopper();
    const { orderId, itemIds } = await insertOrder(userId, 'paid', [
      { productId: filterId, type: 'filter' },
      { productId: filterId, type: 'filter' },
      { productId: filterId, type: 'filter' },
    ]);
    const installed = [];
    for (const itemId of itemIds)
      installed.push((await unwrap(install(token, orderId, itemId))).data);
    // The test clock stands still: every installation date is the same instant.
    expect(new Set(installed.map((p) => p.installationDate)).size).toBe(1);
    const listed = (await unwrap(api(token).GET('/trackers'))).data.trackedProducts;
    expect(listed.map((p) => p.orderItemId)).toEqual([...itemIds].reverse());
  });

  it('installs an item exactly once: a second call is 409', async () => {
    const { token, userId } = await shopper();
    const { orderId, itemIds } = await insertOrder(userId, 'paid', [
      { productId: filterId, type: 'filter' },
    ]);
    const itemId = itemIds[0] ?? '';
    expect((await install(token, orderId, itemId)).response.status).toBe(200);
    const again = await install(token, orderId, itemId, { customFilterName: 'Again' });
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('This item is already installed and tracked.');
    expect(await trackedCount(userId)).toBe(1);
  });

  it('installs once when the same item is sent ten times at once', async () => {
    const { token, userId } = await shopper();
    const { orderId, itemIds } = await insertOrder(userId, 'paid', [
      { productId: filterId, type: 'filter' },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => install(token, orderId, itemIds[0] ?? '')),
    );
    const statuses = answers.map((answer) => answer.response.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await trackedCount(userId)).toBe(1);
  });

  it('tracks the order’s snapshot, without parts, when the product was deleted', async () => {
    const { token, userId } = await shopper();
    const [doomed] = await db()
      .insert(products)
      .values({
        name: 'Discontinued RO',
        sku: 'INS-GONE',
        priceCents: 100,
        stock: 1,
        category: 'residential',
        description: 'soon gone',
        type: 'filter',
        filterType: 'undersink',
      })
      .returning();
    const { orderId, itemIds } = await insertOrder(userId, 'paid', [
      { productId: doomed?.id ?? null, type: 'filter', name: 'Discontinued RO (bought)' },
    ]);
    await db()
      .delete(products)
      .where(eq(products.id, doomed?.id ?? ''));
    const { data } = await unwrap(install(token, orderId, itemIds[0] ?? ''));
    expect(data).toMatchObject({
      originalSystemProductId: null,
      systemProductNameSnapshot: 'Discontinued RO (bought)',
      systemProductImageUrlSnapshot: 'https://cdn.example.com/bought.png',
      filterType: 'undersink',
      orderItemId: itemIds[0],
      trackedSystemParts: [],
    });
  });

  it('refuses an unpaid order and an item that is not a filter (422), writing nothing', async () => {
    const { token, userId } = await shopper();
    const pending = await insertOrder(userId, 'pending', [{ productId: filterId, type: 'filter' }]);
    const unpaid = await install(token, pending.orderId, pending.itemIds[0] ?? '');
    expect(unpaid.response.status).toBe(422);
    const paid = await insertOrder(userId, 'paid', [
      { productId: partIds[0] ?? null, type: 'part' },
      { productId: null, type: 'none' },
    ]);
    for (const itemId of paid.itemIds) {
      expect((await install(token, paid.orderId, itemId)).response.status).toBe(422);
    }
    expect(await trackedCount(userId)).toBe(0);
  });

  it('answers 404 for another user’s order, never revealing it, and writes nothing', async () => {
    const owner = await shopper('Owner');
    const intruder = await shopper('Intruder');
    const { orderId, itemIds } = await insertOrder(owner.userId, 'paid', [
      { productId: filterId, type: 'filter' },
    ]);
    const itemId = itemIds[0] ?? '';
    const ownOrder = await insertOrder(intruder.userId, 'paid', [
      { productId: filterId, type: 'filter' },
    ]);
    const attempts: Array<[string, string]> = [
      [orderId, itemId],
      // The intruder's own order id with the owner's item: still not theirs.
      [ownOrder.orderId, itemId],
      [orderId, ownOrder.itemIds[0] ?? ''],
      [randomUUID(), itemId],
      [orderId, randomUUID()],
      ['not-an-order', itemId],
      [orderId, 'not-an-item'],
    ];
    const messages = new Set<string>();
    for (const [o, i] of attempts) {
      const answer = await install(intruder.token, o, i);
      expect(answer.response.status, `${o}/${i}`).toBe(404);
      messages.add(answer.error?.message ?? '');
    }
    expect([...messages]).toEqual(['Order item not found.']);
    expect(await trackedCount()).toBeGreaterThan(0);
    expect(await trackedCount(owner.userId)).toBe(0);
    expect(await trackedCount(intruder.userId)).toBe(0);
    // The owner can still install it.
    expect((await install(owner.token, orderId, itemId)).response.status).toBe(200);
  });

  it('refuses bad input with 400 or 422 and writes nothing', async () => {
    const { token, userId } = await shopper();
    const { orderId, itemIds } = await insertOrder(userId, 'paid', [
      { productId: filterId, type: 'filter' },
    ]);
    const path = `/orders/${orderId}/items/${itemIds[0]}/install`;
    const body = (overrides: Record<string, unknown>, data: Record<string, unknown> = {}) =>
      JSON.stringify({
        customFilterName: 'Kitchen',
        additionalData: { ...ADDITIONAL, ...data },
        ...overrides,
      });
    const cases: Array<[number, string | undefined]> = [
      [400, undefined],
      [400, '{}'],
      [400, 'not json'],
      [400, body({ customFilterName: '' })],
      [400, body({ customFilterName: 'x'.repeat(101) })],
      [400, body({ customFilterName: null })],
      [400, body({ additionalData: null })],
      [400, body({ isInstalled: true })],
      [400, body({}, { contactMethod: 'fax' })],
      [400, body({}, { roPeople: -1 })],
      [400, body({}, { sms: 'x'.repeat(33) })],
      [422, body({ customFilterName: '  ' })],
      [422, body({}, { sms: null })],
      [422, body({}, { contactMethod: 'email', email: '' })],
    ];
    for (const [status, raw] of cases) {
      const answer = await rawRequest('PUT', '/orders/{orderId}/items/{orderItemId}/install', {
        base: own.base,
        path,
        token,
        ...(raw === undefined ? {} : { body: raw }),
      });
      expect(answer.status, String(raw).slice(0, 100)).toBe(status);
    }
    const huge = body({}, { zipCode: 'x'.repeat(2_000_000) });
    const tooLarge = await rawRequest('PUT', '/orders/{orderId}/items/{orderItemId}/install', {
      base: own.base,
      path,
      token,
      body: huge,
    });
    expect(tooLarge.status).toBe(413);
    expect(await trackedCount(userId)).toBe(0);
  });

  it('answers 401 without a valid token', async () => {
    const { userId } = await shopper();
    const { orderId, itemIds } = await insertOrder(userId, 'paid', [
      { productId: filterId, type: 'filter' },
    ]);
    for (const token of [undefined, 'not-a-token']) {
      const answer = await install(token as string, orderId, itemIds[0] ?? '');
      expect(answer.response.status).toBe(401);
    }
  });
});
