import { randomUUID } from 'node:crypto';
import { unwrap } from '@wtkit/api-client';
import { promoCodeMessages } from '@wtkit/domain';
import { expect, it } from 'vitest';
import { adminToken, apiClient, newShopper } from './support/client.js';
import { ADDRESS, TEST_CARD } from './support/orders.js';
import { createProduct } from './support/products.js';

const SHOPPERS = 24;
const LIMIT = 6;

type Outcome =
  | { step: 'intent'; status: number; message: string | undefined }
  | { step: 'order'; status: number; message: string | undefined; intentId: string };

it(`gives exactly ${LIMIT} discounted orders when ${SHOPPERS} shoppers pay at once with a code limited to ${LIMIT} uses, refunding the rest`, async () => {
  const admin = await adminToken();
  const product = await createProduct(admin, { stock: 100, price: 40 });
  const { data: promo } = await unwrap(
    apiClient(admin).POST('/admin/promo-codes', {
      body: {
        code: `RUSH-${randomUUID().slice(0, 8)}`,
        kind: 'percentage',
        percentOff: 25,
        usageLimit: LIMIT,
      },
    }),
  );
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) => newShopper(`Rusher ${i}`)),
  );
  const items = [{ productId: product._id, quantity: 1 }];

  const outcomes = await Promise.all(
    shoppers.map(async (shopper): Promise<Outcome> => {
      const api = apiClient(shopper.token);
      const intent = await api.POST('/payments/create-payment-intent', {
        body: { amount: 40, items, promoCode: promo.code },
      });
      // Told before paying: the code's uses were gone when this shopper started.
      if (!intent.data)
        return { step: 'intent', status: intent.response.status, message: intent.error?.message };
      expect(intent.data.data).toMatchObject({ amount: 30, discount: 10 });
      await unwrap(
        api.POST('/payments/test-confirm', {
          body: { clientSecret: intent.data.data.clientSecret, card: TEST_CARD },
        }),
      );
      const intentId = intent.data.data.paymentIntentId;
      const order = await api.POST('/orders', {
        body: {
          orderItems: items,
          shippingAddress: ADDRESS,
          paymentMethod: 'Stripe',
          paymentIntentId: intentId,
        },
      });
      return {
        step: 'order',
        status: order.response.status,
        message: order.error?.message,
        intentId,
      };
    }),
  );

  const placed = outcomes.filter((outcome) => outcome.status === 201);
  expect(placed).toHaveLength(LIMIT);
  for (const outcome of outcomes.filter((o) => o.status !== 201)) {
    if (outcome.step === 'intent') {
      expect([outcome.status, outcome.message]).toEqual([422, promoCodeMessages.limitReached]);
    } else {
      // Paid, then refused: the payment is given back and never becomes an order.
      expect([outcome.status, outcome.message]).toEqual([
        409,
        promoCodeMessages.refunded(promoCodeMessages.limitReached),
      ]);
    }
  }
  const refunded = outcomes.filter(
    (outcome): outcome is Extract<Outcome, { step: 'order' }> =>
      outcome.step === 'order' && outcome.status === 409,
  );
  // Asked again, a refunded payment still places nothing.
  await Promise.all(
    refunded.map(async (outcome, index) => {
      const shopper = shoppers[outcomes.indexOf(outcome)];
      const again = await apiClient(shopper?.token).POST('/orders', {
        body: {
          orderItems: items,
          shippingAddress: ADDRESS,
          paymentMethod: 'Stripe',
          paymentIntentId: outcome.intentId,
        },
      });
      expect([index, again.response.status]).toEqual([index, 409]);
    }),
  );

  const orders = (await unwrap(apiClient(admin).GET('/orders'))).data.filter((order) =>
    order.orderItems.some((item) => item.product === product._id),
  );
  expect(orders).toHaveLength(LIMIT);
  for (const order of orders)
    expect(order).toMatchObject({ promoCode: promo.code, discount: 10, totalPrice: 30 });
  const listed = await unwrap(apiClient(admin).GET('/admin/promo-codes'));
  expect(listed.data.find((row) => row._id === promo._id)?.timesUsed).toBe(LIMIT);
  const { data: stock } = await unwrap(
    apiClient().GET('/products/{id}', { params: { path: { id: product._id } } }),
  );
  expect(stock.stock).toBe(100 - LIMIT);
}, 180_000);

it('lets one shopper paying twice at once use a once-per-customer code for one order only', async () => {
  const admin = await adminToken();
  const product = await createProduct(admin, { stock: 10, price: 20 });
  const { data: promo } = await unwrap(
    apiClient(admin).POST('/admin/promo-codes', {
      body: {
        code: `ONCE-${randomUUID().slice(0, 8)}`,
        kind: 'fixed-amount',
        amountOff: 5,
        perCustomerLimit: 1,
      },
    }),
  );
  const shopper = await newShopper();
  const api = apiClient(shopper.token);
  const items = [{ productId: product._id, quantity: 1 }];
  // Two checkouts of the same shopper: the cart and a Buy it Now, both paid before either order.
  await unwrap(api.POST('/cart/items', { body: { productId: product._id, quantity: 1 } }));
  const pay = async (body: { amount: number; promoCode: string; items?: typeof items }) => {
    const intent = await unwrap(api.POST('/payments/create-payment-intent', { body }));
    await unwrap(
      api.POST('/payments/test-confirm', {
        body: { clientSecret: intent.data.clientSecret, card: TEST_CARD },
      }),
    );
    return intent.data.paymentIntentId;
  };
  const intents = await Promise.all([
    pay({ amount: 20, promoCode: promo.code }),
    pay({ amount: 20, promoCode: promo.code, items }),
  ]);
  const answers = await Promise.all(
    intents.map((paymentIntentId) =>
      api.POST('/orders', {
        body: {
          orderItems: items,
          shippingAddress: ADDRESS,
          paymentMethod: 'Stripe',
          paymentIntentId,
        },
      }),
    ),
  );
  expect(answers.map((answer) => answer.response.status).sort()).toEqual([201, 409]);
  expect(answers.find((answer) => answer.error)?.error?.message).toBe(
    promoCodeMessages.refunded(promoCodeMessages.alreadyUsed),
  );
  const mine = await unwrap(api.GET('/orders/myorders'));
  expect(mine.data.map((order) => [order.totalPrice, order.discount])).toEqual([[15, 5]]);
}, 60_000);
