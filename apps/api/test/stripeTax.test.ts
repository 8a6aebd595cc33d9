import { randomUUID } from 'node:crypto';
import { unwrap } from '@wtkit/api-client';
import { taxRateMessages } from '@wtkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, suiteApi } from './support/client.js';
import { startFakeStripe } from './support/fakeStripe.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

// A shop of its own that takes its sales tax from Stripe Tax (the fake speaks its protocol).
const SECRET_KEY = 'sk_test_wtkit_tax';
const ADMIN = { email: 'admin@stripetax.wtkit', password: 'admin-password-for-stripe-tax' };
const NY = { street: '1 Broadway', city: 'New York', state: 'NY', zip: '10004' };

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let own: OwnServer;
let admin: string;

const shop = () => suiteApi(own.base);
const api = (token?: string) => shop().client(token);
const product = async (price: number) =>
  (
    await shop().createProduct(admin, {
      name: `Taxed ${randomUUID().slice(0, 6)}`,
      price,
      stock: 100,
    })
  )._id;

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  fake.tax.rates.set('NY', 8875);
  fake.tax.shippingTaxed.add('NY');
  own = await startOwnServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_wtkit_tax',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
      TAX_PROVIDER: 'stripe',
    },
  });
  admin = (await shop().signIn(ADMIN.email, ADMIN.password)).token;
}, 120_000);

afterAll(async () => {
  await own?.close();
  await fake?.close();
});

describe('sales tax from Stripe Tax', () => {
  it('charges the tax Stripe Tax calculates per line, records it on the order, and ignores the table', async () => {
    // The built-in table would say 1 %: with Stripe Tax it is not read.
    await unwrap(
      api(admin).PUT('/admin/tax-rates/{state}', {
        params: { path: { state: 'NY' } },
        body: { rate: 1, taxShipping: false },
      }),
    );
    const { token } = await shop().newShopper();
    const items = [
      { productId: await product(3.33), quantity: 1 },
      { productId: await product(3.33), quantity: 1 },
      { productId: await product(3.33), quantity: 1 },
    ];
    const started = await unwrap(
      api(token).POST('/payments/create-payment-intent', {
        body: { amount: 9.99, items, shippingAddress: NY },
      }),
    );
    expect(started.data).toMatchObject({ subtotal: 9.99, shipping: 0, tax: 0.9, amount: 10.89 });
    expect(fake.tax.calculations.at(-1)).toEqual({
      state: 'NY',
      lines: [333, 333, 333],
      shipping: 0,
    });
    expect(fake.intents.get(started.data.paymentIntentId)?.amount).toBe(1089);
    fake.succeed(started.data.paymentIntentId);
    const order = await unwrap(
      api(token).POST('/orders', {
        body: {
          orderItems: items,
          shippingAddress: NY,
          paymentMethod: 'Stripe',
          paymentIntentId: started.data.paymentIntentId,
        },
      }),
    );
    expect(order.data).toMatchObject({ totalPrice: 10.89, tax: 0.9 });
    expect(order.data.orderItems.map((item) => item.tax)).toEqual([0.3, 0.3, 0.3]);
  });

  it('sends the lines after their discount and the shipping price', async () => {
    await unwrap(
      api(admin).POST('/admin/shipping-methods', {
        body: { name: 'Ground', deliveryEstimate: '3 days', price: 5.99, states: ['NY'] },
      }),
    );
    const code = `TAX-${randomUUID().slice(0, 6).toUpperCase()}`;
    await unwrap(
      api(admin).POST('/admin/promo-codes', { body: { code, kind: 'percentage', percentOff: 10 } }),
    );
    const { token } = await shop().newShopper();
    const items = [{ productId: await product(20), quantity: 1 }];
    const started = await unwrap(
      api(token).POST('/payments/create-payment-intent', {
        body: { amount: 20, items, shippingAddress: NY, promoCode: code },
      }),
    );
    expect(fake.tax.calculations.at(-1)).toEqual({ state: 'NY', lines: [1800], shipping: 599 });
    // 159.75¢ → $1.60 on the line, 53.16¢ → $0.53 on the shipping.
    expect(started.data).toMatchObject({ discount: 2, shipping: 5.99, tax: 2.13, amount: 26.12 });
  });

  it('refuses an address Stripe Tax cannot place (422) and never charges zero tax when it fails (503)', async () => {
    const { token } = await shop().newShopper();
    const items = [{ productId: await product(10), quantity: 1 }];
    const body = JSON.stringify({ amount: 10, items, shippingAddress: NY });
    const ask = () =>
      rawRequest('POST', '/payments/create-payment-intent', { token, body, base: own.base });
    fake.tax.failure = 'location';
    const refused = await ask();
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(taxRateMessages.locationInvalid);
    fake.tax.failure = 'server';
    const failed = await ask();
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(taxRateMessages.unavailable);
    fake.tax.failure = null;
    expect((await ask()).status).toBe(200);
  });
});
