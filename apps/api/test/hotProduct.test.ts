import { unwrap } from '@wtkit/api-client';
import { expect, it } from 'vitest';
import { adminToken, apiClient, newShopper } from './support/client.js';
import { ADDRESS, TEST_CARD } from './support/orders.js';
import { createProduct } from './support/products.js';

const SHOPPERS = 50;
const ROUNDS = 4;

/**
 * Whole checkouts as the storefront makes them (add to cart, payment intent for the cart, card,
 * order), from many shoppers on one product with stock to spare: every step either succeeds or
 * is refused for a reason the shopper can act on; the server never answers with an error of its
 * own, however the transactions interleave.
 */
it(`answers ${SHOPPERS} shoppers buying one hot product without a server error`, async () => {
  const admin = await adminToken();
  const stock = SHOPPERS * ROUNDS + 10;
  const product = await createProduct(admin, { stock, price: 7 });
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) => newShopper(`Hot ${i}`)),
  );
  const answers: string[] = [];
  const step = async <T extends { response: Response }>(name: string, call: Promise<T>) => {
    const result = await call;
    answers.push(`${name} ${result.response.status}`);
    return result;
  };

  await Promise.all(
    shoppers.map(async (shopper) => {
      const api = apiClient(shopper.token);
      for (let round = 0; round < ROUNDS; round += 1) {
        const added = await step(
          'add',
          api.POST('/cart/items', { body: { productId: product._id, quantity: 1 } }),
        );
        if (!added.data) continue;
        const intent = await step(
          'intent',
          api.POST('/payments/create-payment-intent', { body: { amount: 7 } }),
        );
        if (!intent.data) continue;
        const paid = await step(
          'confirm',
          api.POST('/payments/test-confirm', {
            body: { clientSecret: intent.data.data.clientSecret, card: TEST_CARD },
          }),
        );
        if (!paid.data) continue;
        await step(
          'order',
          api.POST('/orders', {
            body: {
              orderItems: [{ productId: product._id, quantity: 1 }],
              shippingAddress: ADDRESS,
              paymentMethod: 'Stripe',
              paymentIntentId: intent.data.data.paymentIntentId,
            },
          }),
        );
      }
    }),
  );

  const serverErrors = answers.filter((answer) => Number(answer.split(' ')[1]) >= 500);
  expect(serverErrors).toEqual([]);
  const placed = answers.filter((answer) => answer === 'order 201').length;
  expect(placed).toBeGreaterThan(0);
  const { data } = await unwrap(
    apiClient().GET('/products/{id}', { params: { path: { id: product._id } } }),
  );
  expect(data.stock).toBe(stock - placed);
}, 300_000);
