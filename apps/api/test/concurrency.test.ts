import { unwrap } from '@wtkit/api-client';
import { expect, it } from 'vitest';
import { adminToken, apiClient, newShopper, rawRequest } from './support/client.js';
import { ADDRESS, TEST_CARD } from './support/orders.js';
import { createProduct } from './support/products.js';

it('sells exactly the stock when 20 customers buy the last 5 at once, refunding the rest', async () => {
  const admin = await adminToken();
  const product = await createProduct(admin, { stock: 5, price: 10 });
  const shoppers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => newShopper(`Racer ${i}`)),
  );
  const items = [{ productId: product._id, quantity: 1 }];

  const outcomes = await Promise.all(
    shoppers.map(async (shopper) => {
      const api = apiClient(shopper.token);
      const intent = await api.POST('/payments/create-payment-intent', {
        body: { amount: 10, items },
      });
      if (!intent.data) return intent.response.status;
      const paid = await api.POST('/payments/test-confirm', {
        body: { clientSecret: intent.data.data.clientSecret, card: TEST_CARD },
      });
      if (!paid.data) return paid.response.status;
      const order = await api.POST('/orders', {
        body: {
          orderItems: items,
          shippingAddress: ADDRESS,
          paymentMethod: 'Stripe',
          paymentIntentId: intent.data.data.paymentIntentId,
        },
      });
      if (order.response.status === 409) expect(order.error?.message).toMatch(/refunded/);
      return order.response.status;
    }),
  );
  expect(outcomes.filter((status) => status === 201)).toHaveLength(5);
  expect(outcomes.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
  const { data } = await unwrap(
    apiClient().GET('/products/{id}', { params: { path: { id: product._id } } }),
  );
  expect(data.stock).toBe(0);
  const all = await unwrap(apiClient(admin).GET('/orders'));
  const sold = all.data
    .flatMap((order) => order.orderItems)
    .filter((item) => item.product === product._id);
  expect(sold).toHaveLength(5);
}, 120_000);

it('creates one order when the same order is sent 10 times at once', async () => {
  const admin = await adminToken();
  const shopper = await newShopper();
  const product = await createProduct(admin, { stock: 3 });
  const items = [{ productId: product._id, quantity: 1 }];
  const api = apiClient(shopper.token);
  const intent = await unwrap(
    api.POST('/payments/create-payment-intent', { body: { amount: product.price, items } }),
  );
  await unwrap(
    api.POST('/payments/test-confirm', {
      body: { clientSecret: intent.data.clientSecret, card: TEST_CARD },
    }),
  );
  const body = JSON.stringify({
    orderItems: items,
    shippingAddress: ADDRESS,
    paymentMethod: 'Stripe',
    paymentIntentId: intent.data.paymentIntentId,
  });
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => rawRequest('POST', '/orders', { token: shopper.token, body })),
  );
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
  expect(new Set(answers.map((a) => (a.body.data as { _id: string })._id)).size).toBe(1);
  const { data } = await unwrap(
    apiClient().GET('/products/{id}', { params: { path: { id: product._id } } }),
  );
  expect(data.stock).toBe(2);
}, 120_000);

it('never turns a refunded payment into an order, even once the stock is back, and lets the shopper pay again', async () => {
  const admin = await adminToken();
  const product = await createProduct(admin, { stock: 1, price: 12 });
  const [first, second] = await Promise.all([newShopper('First'), newShopper('Second')]);
  const items = [{ productId: product._id, quantity: 1 }];
  const pay = async (token: string) => {
    const api = apiClient(token);
    const intent = await unwrap(
      api.POST('/payments/create-payment-intent', { body: { amount: 12, items } }),
    );
    await unwrap(
      api.POST('/payments/test-confirm', {
        body: { clientSecret: intent.data.clientSecret, card: TEST_CARD },
      }),
    );
    return intent.data.paymentIntentId;
  };
  const order = (token: string, paymentIntentId: string) =>
    apiClient(token).POST('/orders', {
      body: {
        orderItems: items,
        shippingAddress: ADDRESS,
        paymentMethod: 'Stripe',
        paymentIntentId,
      },
    });
  // Both pay for the last unit; the first order takes it, the second is refunded.
  const [firstIntent, secondIntent] = await Promise.all([pay(first.token), pay(second.token)]);
  expect((await order(first.token, firstIntent)).response.status).toBe(201);
  const refused = await order(second.token, secondIntent);
  expect(refused.response.status).toBe(409);
  expect(refused.error?.message).toMatch(/refunded/);

  // The stock comes back: the refunded payment still buys nothing, asked again or not.
  await unwrap(
    apiClient(admin).PUT('/products/{id}', {
      params: { path: { id: product._id } },
      body: {
        name: product.name,
        sku: product.sku,
        price: 12,
        stock: 5,
        category: product.category,
        description: product.description,
      },
    }),
  );
  const again = await order(second.token, secondIntent);
  expect(again.response.status).toBe(409);
  expect(again.error?.message).toBe(
    'The items sold out before your order could be placed. Your payment has been refunded.',
  );
  // Paying again starts a new payment instead of offering the refunded one back.
  const newIntent = await pay(second.token);
  expect(newIntent).not.toBe(secondIntent);
  expect((await order(second.token, newIntent)).response.status).toBe(201);
}, 60_000);
