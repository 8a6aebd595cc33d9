import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrap } from '@wtkit/api-client';
import { shippingRateMessages, taxRateMessages } from '@wtkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, suiteApi } from './support/client.js';
import { TEST_CARD } from './support/orders.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

// A shop of its own: shipping methods and tax rates apply to every checkout of a shop, and the
// suite's other files check out without them.
const ADMIN = { email: 'admin@rates.wtkit', password: 'admin-password-for-rates' };
const NY = { street: '1 Broadway', city: 'New York', state: 'NY', zip: '10004' };
const NJ = { street: '1 Main St', city: 'Hoboken', state: 'New Jersey', zip: '07030' };
const TX = { street: '1 Main St', city: 'Austin', state: 'tx', zip: '78701' };
const WY = { street: '1 Main St', city: 'Cheyenne', state: 'WY', zip: '82001' };

let own: OwnServer;
let admin: string;
let ground: string;
let express: string;
let economy: string;

const shop = () => suiteApi(own.base);
const api = (token?: string) => shop().client(token);
const raw = (method: string, schemaPath: string, options: Parameters<typeof rawRequest>[2] = {}) =>
  rawRequest(method, schemaPath, { ...options, base: own.base });

type Lines = Array<{ productId: string; quantity: number }>;
type Address = typeof NY;
interface Checkout {
  items: Lines;
  amount: number;
  shippingAddress?: Address;
  shippingMethodId?: string;
  promoCode?: string;
}

const startIntent = (token: string, body: Checkout) =>
  raw('POST', '/payments/create-payment-intent', { token, body: JSON.stringify(body) });

async function intent(token: string, body: Checkout) {
  return (await unwrap(api(token).POST('/payments/create-payment-intent', { body }))).data;
}

/** Pays the intent with the test card and places its order at `address`. */
async function payAndOrder(
  token: string,
  paid: { clientSecret: string; paymentIntentId: string },
  items: Lines,
  address: Address,
) {
  await unwrap(
    api(token).POST('/payments/test-confirm', {
      body: { clientSecret: paid.clientSecret, card: TEST_CARD },
    }),
  );
  const placed = await unwrap(
    api(token).POST('/orders', {
      body: {
        orderItems: items,
        shippingAddress: address,
        paymentMethod: 'Stripe',
        paymentIntentId: paid.paymentIntentId,
      },
    }),
  );
  return placed.data;
}

const product = async (price: number) =>
  (
    await shop().createProduct(admin, {
      name: `Rated ${randomUUID().slice(0, 6)}`,
      price,
      stock: 1000,
    })
  )._id;

const shopper = async () => (await shop().newShopper()).token;

async function method(body: {
  name: string;
  price: number;
  freeAbove?: number | null;
  states: string[];
  deliveryEstimate?: string;
}) {
  const created = await unwrap(
    api(admin).POST('/admin/shipping-methods', {
      body: { deliveryEstimate: '3-5 business days', ...body },
    }),
  );
  return created.data._id;
}

const setRate = (state: string, rate: number, taxShipping: boolean) =>
  unwrap(
    api(admin).PUT('/admin/tax-rates/{state}', {
      params: { path: { state } },
      body: { rate, taxShipping },
    }),
  );

beforeAll(async () => {
  own = await startOwnServer({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PAYMENT_PROVIDER: 'test' },
  });
  admin = (await shop().signIn(ADMIN.email, ADMIN.password)).token;
}, 120_000);

afterAll(async () => {
  await own?.close();
});

describe('with nothing configured', () => {
  it('charges the sum of the lines, with no shipping, no tax and no address needed', async () => {
    const token = await shopper();
    const items = [{ productId: await product(3.33), quantity: 3 }];
    const started = await intent(token, { items, amount: 9.99 });
    expect(started).toMatchObject({
      amount: 9.99,
      subtotal: 9.99,
      shipping: 0,
      tax: 0,
      shippingMethod: null,
    });
    const order = await payAndOrder(token, started, items, { ...WY, state: 'Somewhere' });
    expect(order).toMatchObject({
      totalPrice: 9.99,
      subtotal: 9.99,
      shipping: 0,
      tax: 0,
      shippingMethod: null,
    });
    expect(order.orderItems[0]).toMatchObject({ tax: 0, discount: 0 });
    const listed = await unwrap(
      api().GET('/shipping-methods', { params: { query: { state: 'NY' } } }),
    );
    expect(listed).toEqual({ success: true, state: 'NY', data: [] });
  });
});

describe('shipping methods and tax rates (admin)', () => {
  it('creates, lists, edits and deactivates a shipping method', async () => {
    const created = await api(admin).POST('/admin/shipping-methods', {
      body: {
        name: ' Freight ',
        deliveryEstimate: ' 7-10 business days ',
        price: 49.5,
        freeAbove: null,
        states: ['ak', 'HI', 'AK'],
      },
    });
    expect(created.response.status).toBe(201);
    const made = created.data?.data;
    expect(made).toMatchObject({
      name: 'Freight',
      deliveryEstimate: '7-10 business days',
      price: 49.5,
      freeAbove: null,
      states: ['AK', 'HI'],
      isActive: true,
    });
    const id = made?._id ?? '';
    const edited = await unwrap(
      api(admin).PUT('/admin/shipping-methods/{id}', {
        params: { path: { id } },
        body: {
          name: 'Freight',
          deliveryEstimate: '5-7 days',
          price: 39,
          freeAbove: 500,
          states: ['AK'],
        },
      }),
    );
    expect(edited.data).toMatchObject({ price: 39, freeAbove: 500, states: ['AK'] });
    const off = await unwrap(
      api(admin).DELETE('/admin/shipping-methods/{id}', { params: { path: { id } } }),
    );
    expect(off.data.isActive).toBe(false);
    const listed = await unwrap(api(admin).GET('/admin/shipping-methods'));
    expect(listed.data.find((m) => m._id === id)).toMatchObject({ isActive: false, price: 39 });
    const offered = await unwrap(
      api().GET('/shipping-methods', { params: { query: { state: 'AK' } } }),
    );
    expect(offered.data).toEqual([]);
  });

  it('refuses broken methods (422), shoppers (403) and unknown methods (404)', async () => {
    const body = { name: ' ', deliveryEstimate: '2 days', price: 5, states: ['NY', 'ZZ'] };
    const broken = await raw('POST', '/admin/shipping-methods', {
      token: admin,
      body: JSON.stringify(body),
    });
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe(shippingRateMessages.nameRequired);
    expect(broken.body.errors).toEqual([
      { path: 'name', message: shippingRateMessages.nameRequired },
      { path: 'states', message: shippingRateMessages.stateInvalid('ZZ') },
    ]);
    const token = await shopper();
    const valid = JSON.stringify({ ...body, name: 'Ground', states: ['NY'] });
    expect((await raw('POST', '/admin/shipping-methods', { token, body: valid })).status).toBe(403);
    expect((await raw('GET', '/admin/tax-rates', { token })).status).toBe(403);
    const unknown = await raw('PUT', '/admin/shipping-methods/{id}', {
      path: `/admin/shipping-methods/${randomUUID()}`,
      token: admin,
      body: valid,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(shippingRateMessages.notFound);
  });

  it('sets, lists and removes a state tax rate, refusing unknown states and a fourth decimal', async () => {
    const set = await setRate('ak', 1.875, true);
    expect(set.data).toMatchObject({ state: 'AK', rate: 1.875, taxShipping: true });
    const again = await setRate('AK', 2, false);
    expect(again.data).toMatchObject({ state: 'AK', rate: 2, taxShipping: false });
    const listed = await unwrap(api(admin).GET('/admin/tax-rates'));
    expect(listed.data.filter((rate) => rate.state === 'AK')).toHaveLength(1);
    const fine = await raw('PUT', '/admin/tax-rates/{state}', {
      path: '/admin/tax-rates/NY',
      token: admin,
      body: JSON.stringify({ rate: 8.8755, taxShipping: true }),
    });
    expect(fine.status).toBe(422);
    expect(fine.body.message).toBe(taxRateMessages.rateInvalid);
    const nowhere = await raw('PUT', '/admin/tax-rates/{state}', {
      path: '/admin/tax-rates/ZZ',
      token: admin,
      body: JSON.stringify({ rate: 5, taxShipping: true }),
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.message).toBe(taxRateMessages.stateInvalid('ZZ'));
    await unwrap(
      api(admin).DELETE('/admin/tax-rates/{state}', { params: { path: { state: 'ak' } } }),
    );
    const gone = await raw('DELETE', '/admin/tax-rates/{state}', {
      path: '/admin/tax-rates/AK',
      token: admin,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(taxRateMessages.notFound);
  });
});

describe('checkout with shipping and tax', () => {
  beforeAll(async () => {
    ground = await method({
      name: 'Ground',
      price: 5.99,
      freeAbove: 50,
      states: ['NY', 'NJ', 'TX'],
    });
    express = await method({ name: 'Express', price: 14.99, states: ['NY', 'NJ'] });
    economy = await method({ name: 'Economy', price: 4.49, states: ['TX'] });
    await setRate('NY', 8.875, true);
    await setRate('NJ', 6.625, false);
  });

  it('lists the methods serving a state, cheapest first, priced for the subtotal', async () => {
    const list = (state: string, subtotal?: number) =>
      unwrap(
        api().GET('/shipping-methods', {
          params: { query: { state, ...(subtotal === undefined ? {} : { subtotal }) } },
        }),
      );
    const ny = await list('new york', 20);
    expect(ny.state).toBe('NY');
    expect(ny.data.map((m) => [m.name, m.price])).toEqual([
      ['Ground', 5.99],
      ['Express', 14.99],
    ]);
    expect((await list('TX', 50)).data.map((m) => [m.name, m.price])).toEqual([
      ['Ground', 0],
      ['Economy', 4.49],
    ]);
    expect((await list('TX')).data.map((m) => m.name)).toEqual(['Economy', 'Ground']);
    expect((await list('WY', 20)).data).toEqual([]);
    const unknown = await raw('GET', '/shipping-methods', {
      path: '/shipping-methods?state=Ontario',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(shippingRateMessages.stateUnknown);
  });

  it('charges subtotal + the cheapest method + the state tax on lines and shipping, and records it all', async () => {
    const { token, email } = await shop().newShopper();
    const items = [{ productId: await product(20), quantity: 1 }];
    const started = await intent(token, { items, amount: 20, shippingAddress: NY });
    // $20.00 + $5.99 + tax: 177.5¢ → $1.78 on the line, 53.16¢ → $0.53 on the shipping.
    expect(started).toMatchObject({
      subtotal: 20,
      discount: 0,
      shipping: 5.99,
      tax: 2.31,
      amount: 28.3,
      shippingMethod: { _id: ground, name: 'Ground', price: 5.99, freeAbove: 50 },
    });
    const order = await payAndOrder(token, started, items, NY);
    expect(order).toMatchObject({
      totalPrice: 28.3,
      subtotal: 20,
      discount: 0,
      shipping: 5.99,
      tax: 2.31,
      shippingMethod: { _id: ground, name: 'Ground' },
    });
    expect(order.orderItems[0]).toMatchObject({ price: 20, discount: 0, tax: 1.78 });
    const mine = await unwrap(api(token).GET('/orders/myorders'));
    expect(mine.data[0]).toMatchObject({ totalPrice: 28.3, shipping: 5.99, tax: 2.31 });
    const received = await unwrap(api(admin).GET('/orders'));
    expect(received.data.find((o) => o._id === order._id)).toMatchObject({
      totalPrice: 28.3,
      tax: 2.31,
    });
    // The confirmation e-mail shows the same figures.
    await own.server.app.background.drain();
    const outbox = readFileSync(join(own.dataDir, 'outbox.jsonl'), 'utf8');
    const confirmation = outbox
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .find((message) => message.to === email);
    expect(confirmation?.text).toContain(
      'Subtotal: $20.00\nShipping (Ground): $5.99\nSales tax: $2.31\n\nTotal: $28.30',
    );
  });

  it('uses the chosen method, and the profile address when none is sent; no tax where the state has no rate', async () => {
    const token = await shopper();
    await shop().updateMe(token, { address: TX });
    const items = [{ productId: await product(12), quantity: 2 }];
    const cheapest = await intent(token, { items, amount: 24 });
    expect(cheapest).toMatchObject({
      shipping: 4.49,
      tax: 0,
      amount: 28.49,
      shippingMethod: { name: 'Economy' },
    });
    const chosen = await intent(token, { items, amount: 24, shippingMethodId: ground });
    expect(chosen).toMatchObject({
      shipping: 5.99,
      tax: 0,
      amount: 29.99,
      shippingMethod: { name: 'Ground' },
    });
  });

  it('refuses an address no method serves, an unknown state, a missing state and a method that does not serve it', async () => {
    const token = await shopper();
    const items = [{ productId: await product(10), quantity: 1 }];
    const refused = async (body: Partial<Checkout>, message: string, path?: string) => {
      const answer = await startIntent(token, { items, amount: 10, ...body });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(message);
      if (path) expect(answer.body.errors).toEqual([{ path, message }]);
    };
    await refused({ shippingAddress: WY }, shippingRateMessages.notServed('Wyoming'));
    await refused(
      { shippingAddress: { ...NY, state: 'Ontario' } },
      shippingRateMessages.stateUnknown,
      'shippingAddress.state',
    );
    // The new shopper's profile has no address.
    await refused({}, shippingRateMessages.stateMissing, 'shippingAddress.state');
    await refused(
      { shippingAddress: NY, shippingMethodId: economy },
      shippingRateMessages.methodNotServing('New York'),
      'shippingMethodId',
    );
    await refused(
      { shippingAddress: NY, shippingMethodId: randomUUID() },
      shippingRateMessages.methodUnknown,
      'shippingMethodId',
    );
  });

  it('rounds the tax per line: three $3.33 lines at 8.875 % pay $0.90, not the $0.89 of their sum', async () => {
    const token = await shopper();
    const items = [
      { productId: await product(3.33), quantity: 1 },
      { productId: await product(3.33), quantity: 1 },
      { productId: await product(3.33), quantity: 1 },
    ];
    const started = await intent(token, {
      items,
      amount: 9.99,
      shippingAddress: NY,
      shippingMethodId: express,
    });
    // 29.55¢ per line → 30¢; $14.99 of shipping → 133.04¢ → $1.33.
    expect(started).toMatchObject({ subtotal: 9.99, shipping: 14.99, tax: 2.23, amount: 27.21 });
    const order = await payAndOrder(token, started, items, NY);
    expect(order.orderItems.map((item) => item.tax)).toEqual([0.3, 0.3, 0.3]);
    expect(order).toMatchObject({ totalPrice: 27.21, tax: 2.23 });
  });

  it('ships free above the threshold, with nothing to tax on the shipping', async () => {
    const token = await shopper();
    const items = [{ productId: await product(25), quantity: 2 }];
    const started = await intent(token, { items, amount: 50, shippingAddress: NY });
    // 443.75¢ of tax on $50.00 → $4.44; Ground is free from $50.00.
    expect(started).toMatchObject({
      shipping: 0,
      tax: 4.44,
      amount: 54.44,
      shippingMethod: { name: 'Ground', price: 0 },
    });
    const order = await payAndOrder(token, started, items, NY);
    expect(order).toMatchObject({
      totalPrice: 54.44,
      shipping: 0,
      tax: 4.44,
      shippingMethod: { name: 'Ground' },
    });
  });

  it('takes the discount off before the threshold and the tax; a free-shipping code ships free', async () => {
    const code = `TEN-${randomUUID().slice(0, 6).toUpperCase()}`;
    await unwrap(
      api(admin).POST('/admin/promo-codes', { body: { code, kind: 'percentage', percentOff: 10 } }),
    );
    const free = `SHIP-${randomUUID().slice(0, 6).toUpperCase()}`;
    await unwrap(
      api(admin).POST('/admin/promo-codes', { body: { code: free, kind: 'free-shipping' } }),
    );
    const token = await shopper();
    const items = [{ productId: await product(25), quantity: 2 }];
    const discounted = await intent(token, {
      items,
      amount: 50,
      shippingAddress: NY,
      promoCode: code,
    });
    // $45.00 after the discount is below Ground's $50.00: $5.99; tax 399.375¢ + 53.16¢ → $3.99 + $0.53.
    expect(discounted).toMatchObject({
      subtotal: 50,
      discount: 5,
      shipping: 5.99,
      tax: 4.52,
      amount: 55.51,
    });
    const order = await payAndOrder(token, discounted, items, NY);
    expect(order).toMatchObject({
      totalPrice: 55.51,
      subtotal: 50,
      discount: 5,
      shipping: 5.99,
      tax: 4.52,
    });
    expect(order.orderItems[0]).toMatchObject({ discount: 5, tax: 3.99 });
    const shipsFree = await intent(token, {
      items,
      amount: 50,
      shippingAddress: NY,
      shippingMethodId: express,
      promoCode: free,
    });
    expect(shipsFree).toMatchObject({
      discount: 0,
      shipping: 0,
      tax: 4.44,
      amount: 54.44,
      shippingMethod: { name: 'Express', price: 0 },
    });
  });

  it('a 100 % discount leaves the shipping and its tax to pay, or nothing (refused) when it ships free', async () => {
    const code = `ALL-${randomUUID().slice(0, 6).toUpperCase()}`;
    await unwrap(
      api(admin).POST('/admin/promo-codes', {
        body: { code, kind: 'percentage', percentOff: 100 },
      }),
    );
    const token = await shopper();
    const items = [
      { productId: await product(3.33), quantity: 3 },
      { productId: await product(19.99), quantity: 1 },
    ];
    const started = await intent(token, {
      items,
      amount: 29.98,
      shippingAddress: NY,
      promoCode: code,
    });
    expect(started).toMatchObject({
      subtotal: 29.98,
      discount: 29.98,
      shipping: 5.99,
      tax: 0.53,
      amount: 6.52,
    });
    const order = await payAndOrder(token, started, items, NY);
    expect(order).toMatchObject({
      totalPrice: 6.52,
      subtotal: 29.98,
      discount: 29.98,
      shipping: 5.99,
      tax: 0.53,
    });
    expect(order.orderItems.map((item) => [item.discount, item.tax])).toEqual([
      [9.99, 0],
      [19.99, 0],
    ]);
    const freeEverywhere = await method({ name: 'Pickup point', price: 0, states: ['NY'] });
    const nothing = await startIntent(token, {
      items,
      amount: 29.98,
      shippingAddress: NY,
      promoCode: code,
      shippingMethodId: freeEverywhere,
    });
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe('There is nothing to pay: the total is $0.00.');
    await unwrap(
      api(admin).DELETE('/admin/shipping-methods/{id}', {
        params: { path: { id: freeEverywhere } },
      }),
    );
  });

  it('updates the open intent when the address or the method changes before payment', async () => {
    const token = await shopper();
    const items = [{ productId: await product(20), quantity: 1 }];
    const inNewYork = await intent(token, { items, amount: 20, shippingAddress: NY });
    expect(inNewYork.amount).toBe(28.3);
    // New Jersey: 6.625 % on the line only ($1.33), Ground $5.99.
    const inNewJersey = await intent(token, { items, amount: 20, shippingAddress: NJ });
    expect(inNewJersey).toMatchObject({
      paymentIntentId: inNewYork.paymentIntentId,
      clientSecret: inNewYork.clientSecret,
      amount: 27.32,
      shipping: 5.99,
      tax: 1.33,
    });
    const faster = await intent(token, {
      items,
      amount: 20,
      shippingAddress: NJ,
      shippingMethodId: express,
    });
    expect(faster).toMatchObject({
      paymentIntentId: inNewYork.paymentIntentId,
      amount: 36.32,
      shipping: 14.99,
    });
    // The order ships to the state the payment was last priced for.
    await unwrap(
      api(token).POST('/payments/test-confirm', {
        body: { clientSecret: faster.clientSecret, card: TEST_CARD },
      }),
    );
    const elsewhere = await raw('POST', '/orders', {
      token,
      body: JSON.stringify({
        orderItems: items,
        shippingAddress: NY,
        paymentMethod: 'Stripe',
        paymentIntentId: faster.paymentIntentId,
      }),
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.message).toBe(shippingRateMessages.stateChanged);
    const placed = await unwrap(
      api(token).POST('/orders', {
        body: {
          orderItems: items,
          shippingAddress: NJ,
          paymentMethod: 'Stripe',
          paymentIntentId: faster.paymentIntentId,
        },
      }),
    );
    expect(placed.data).toMatchObject({
      totalPrice: 36.32,
      shipping: 14.99,
      tax: 1.33,
      shippingMethod: { _id: express, name: 'Express' },
      shippingAddress: { state: 'New Jersey' },
    });
    // Paid: a later change cannot touch it, and starts a new intent.
    const after = await intent(token, { items, amount: 20, shippingAddress: NY });
    expect(after.paymentIntentId).not.toBe(inNewYork.paymentIntentId);
  });

  it('keeps the order and its figures when the method is renamed or deactivated later', async () => {
    const token = await shopper();
    const items = [{ productId: await product(10), quantity: 1 }];
    const temporary = await method({ name: 'Courier', price: 9, states: ['NY'] });
    const started = await intent(token, {
      items,
      amount: 10,
      shippingAddress: NY,
      shippingMethodId: temporary,
    });
    const order = await payAndOrder(token, started, items, NY);
    await unwrap(
      api(admin).PUT('/admin/shipping-methods/{id}', {
        params: { path: { id: temporary } },
        body: { name: 'Renamed', deliveryEstimate: 'soon', price: 99, states: ['NY'] },
      }),
    );
    await unwrap(
      api(admin).DELETE('/admin/shipping-methods/{id}', { params: { path: { id: temporary } } }),
    );
    const mine = await unwrap(api(token).GET('/orders/myorders'));
    expect(mine.data.find((o) => o._id === order._id)).toMatchObject({
      shipping: 9,
      shippingMethod: { name: 'Courier' },
      totalPrice: order.totalPrice,
    });
  });
});
