import { unwrap } from '@wtkit/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiClient, newShopper, rawRequest } from './support/client.js';
import { ADDRESS, placePaidOrder, TEST_CARD } from './support/orders.js';
import { createProduct } from './support/products.js';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

async function intentFor(
  token: string,
  amount: number,
  items?: Array<{ productId: string; quantity: number }>,
) {
  return unwrap(
    apiClient(token).POST('/payments/create-payment-intent', {
      body: { amount, ...(items ? { items } : {}) },
    }),
  );
}

describe('payment intents', () => {
  it('charges the server computed total of the cart, refusing a different amount (422)', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin, { price: 12.34 });
    await unwrap(
      apiClient(shopper.token).POST('/cart/items', {
        body: { productId: product._id, quantity: 3 },
      }),
    );
    const tampered = await rawRequest('POST', '/payments/create-payment-intent', {
      token: shopper.token,
      body: JSON.stringify({ amount: 1 }),
    });
    expect(tampered.status).toBe(422);
    expect(tampered.body.message).toBe('The total is $37.02, not $1.00. Please review your order.');
    const intent = await intentFor(shopper.token, 37.02);
    expect(intent.data).toMatchObject({ amount: 37.02, currency: 'usd' });
    expect(intent.data.clientSecret.startsWith(`${intent.data.paymentIntentId}_secret_`)).toBe(
      true,
    );
  });

  it('refuses an empty cart and a $0 total', async () => {
    const shopper = await newShopper();
    const empty = await rawRequest('POST', '/payments/create-payment-intent', {
      token: shopper.token,
      body: JSON.stringify({ amount: 0 }),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Your cart is empty.');
    const free = await createProduct(admin, { price: 0 });
    const zero = await rawRequest('POST', '/payments/create-payment-intent', {
      token: shopper.token,
      body: JSON.stringify({ amount: 0, items: [{ productId: free._id, quantity: 1 }] }),
    });
    expect(zero.status).toBe(422);
    expect(zero.body.message).toBe('There is nothing to pay: the total is $0.00.');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
  ])('declines %s with 402 "%s", and no order can be placed', async (number, message) => {
    const shopper = await newShopper();
    const product = await createProduct(admin);
    const items = [{ productId: product._id, quantity: 1 }];
    const intent = await intentFor(shopper.token, product.price, items);
    const declined = await rawRequest('POST', '/payments/test-confirm', {
      token: shopper.token,
      body: JSON.stringify({
        clientSecret: intent.data.clientSecret,
        card: { ...TEST_CARD, number },
      }),
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(message);
    const order = await rawRequest('POST', '/orders', {
      token: shopper.token,
      body: JSON.stringify({
        orderItems: items,
        shippingAddress: ADDRESS,
        paymentMethod: 'Stripe',
        paymentIntentId: intent.data.paymentIntentId,
      }),
    });
    expect(order.status).toBe(402);
    expect((await unwrap(apiClient(shopper.token).GET('/orders/myorders'))).data).toEqual([]);
  });

  it('refuses an expired card', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin);
    const intent = await intentFor(shopper.token, product.price, [
      { productId: product._id, quantity: 1 },
    ]);
    const expired = await rawRequest('POST', '/payments/test-confirm', {
      token: shopper.token,
      body: JSON.stringify({
        clientSecret: intent.data.clientSecret,
        card: { ...TEST_CARD, expMonth: 1, expYear: 2020 },
      }),
    });
    expect(expired.status).toBe(402);
    expect(expired.body.message).toBe('Your card has expired.');
  });
});

describe('orders', () => {
  it('places the order of a cart checkout: snapshot, stock taken, cart emptied, newest first', async () => {
    const shopper = await newShopper();
    const api = apiClient(shopper.token);
    const filter = await createProduct(admin, {
      price: 199.99,
      stock: 4,
      type: 'filter',
      filterType: 'undersink',
    });
    const kit = await createProduct(admin, { price: 9.5, stock: 10, category: 'test kit' });
    await unwrap(api.POST('/cart/items', { body: { productId: filter._id, quantity: 2 } }));
    await unwrap(api.POST('/cart/items', { body: { productId: kit._id, quantity: 1 } }));
    const { order } = await placePaidOrder(shopper.token);
    expect(order).toMatchObject({
      status: 'paid',
      isPaid: true,
      isDelivered: false,
      deliveredAt: null,
      isInstalled: false,
      totalPrice: 409.48,
      paymentMethod: 'Stripe',
      shippingAddress: ADDRESS,
      user: { name: 'Test Shopper', email: shopper.email },
    });
    expect(
      order.orderItems.map((item) => [item.name, item.quantity, item.price, item.type]),
    ).toEqual([
      [filter.name, 2, 199.99, 'filter'],
      [kit.name, 1, 9.5, 'none'],
    ]);
    expect((await unwrap(api.GET('/cart'))).data.items).toEqual([]);
    const after = await unwrap(api.GET('/products/{id}', { params: { path: { id: filter._id } } }));
    expect(after.data.stock).toBe(2);
    const kitAfter = await unwrap(api.GET('/products/{id}', { params: { path: { id: kit._id } } }));
    expect(kitAfter.data.stock).toBe(9);
    // The order answered is the order as stored.
    expect((await unwrap(api.GET('/orders/myorders'))).data).toEqual([order]);

    // A later price change never rewrites the order.
    await unwrap(
      apiClient(admin).PUT('/products/{id}', {
        params: { path: { id: kit._id } },
        body: {
          name: 'Renamed kit',
          sku: kit.sku,
          price: 99,
          stock: 10,
          category: 'test kit',
          description: 'x',
        },
      }),
    );
    await unwrap(api.POST('/cart/items', { body: { productId: kit._id, quantity: 1 } }));
    const second = await placePaidOrder(shopper.token);
    const mine = await unwrap(api.GET('/orders/myorders'));
    expect(mine.data.map((o) => o._id)).toEqual([second.order._id, order._id]);
    expect(mine.data[1]?.orderItems[1]).toMatchObject({ name: kit.name, price: 9.5 });
  });

  it('puts the best seller first in Most ordered', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin, { stock: 1000, price: 1, isFeatured: false });
    await placePaidOrder(shopper.token, { items: [{ productId: product._id, quantity: 900 }] });
    const { data } = await unwrap(apiClient().GET('/products/featured'));
    expect(data[0]?._id).toBe(product._id);
  });

  it('leaves the cart untouched on a Buy it Now', async () => {
    const shopper = await newShopper();
    const api = apiClient(shopper.token);
    const inCart = await createProduct(admin);
    const bought = await createProduct(admin, { price: 3.25 });
    await unwrap(api.POST('/cart/items', { body: { productId: inCart._id, quantity: 1 } }));
    const { order } = await placePaidOrder(shopper.token, {
      items: [{ productId: bought._id, quantity: 2 }],
    });
    expect(order.totalPrice).toBe(6.5);
    expect((await unwrap(api.GET('/cart'))).data.items.map((item) => item.product._id)).toEqual([
      inCart._id,
    ]);
  });

  it('answers a retried order with the same order (200), never a second one', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin);
    const items = [{ productId: product._id, quantity: 1 }];
    const { intent, order } = await placePaidOrder(shopper.token, { items });
    const again = await rawRequest('POST', '/orders', {
      token: shopper.token,
      body: JSON.stringify({
        orderItems: items,
        shippingAddress: ADDRESS,
        paymentMethod: 'Stripe',
        paymentIntentId: intent.paymentIntentId,
      }),
    });
    expect(again.status).toBe(200);
    expect((again.body.data as { _id: string })._id).toBe(order._id);
    expect((await unwrap(apiClient(shopper.token).GET('/orders/myorders'))).data).toHaveLength(1);
  });

  it("refuses another user's payment, other items than were paid, and a missing ZIP, writing nothing", async () => {
    const alice = await newShopper('Alice');
    const mallory = await newShopper('Mallory');
    const product = await createProduct(admin, { stock: 5 });
    const other = await createProduct(admin, { price: 0.5 });
    const items = [{ productId: product._id, quantity: 1 }];
    const intent = await intentFor(alice.token, product.price, items);
    await unwrap(
      apiClient(alice.token).POST('/payments/test-confirm', {
        body: { clientSecret: intent.data.clientSecret, card: TEST_CARD },
      }),
    );
    const order = (token: string, body: Record<string, unknown>) =>
      rawRequest('POST', '/orders', {
        token,
        body: JSON.stringify({
          orderItems: items,
          shippingAddress: ADDRESS,
          paymentMethod: 'Stripe',
          paymentIntentId: intent.data.paymentIntentId,
          ...body,
        }),
      });
    expect((await order(mallory.token, {})).status).toBe(404);
    expect(
      (await order(alice.token, { orderItems: [{ productId: product._id, quantity: 3 }] })).status,
    ).toBe(422);
    expect(
      (await order(alice.token, { orderItems: [{ productId: other._id, quantity: 1 }] })).status,
    ).toBe(422);
    const noZip = await order(alice.token, { shippingAddress: { ...ADDRESS, zip: ' ' } });
    expect(noZip.status).toBe(422);
    expect(noZip.body.message).toBe(
      'Shipping address is missing. Please update it in your profile.',
    );
    expect((await order(alice.token, { paymentMethod: 'Cash' })).status).toBe(400);
    const stealConfirm = await rawRequest('POST', '/payments/test-confirm', {
      token: mallory.token,
      body: JSON.stringify({ clientSecret: intent.data.clientSecret, card: TEST_CARD }),
    });
    expect(stealConfirm.status).toBe(404);
    expect((await unwrap(apiClient(alice.token).GET('/orders/myorders'))).data).toEqual([]);
    const stock = await unwrap(
      apiClient().GET('/products/{id}', { params: { path: { id: product._id } } }),
    );
    expect(stock.data.stock).toBe(5);
  });

  it('lists every order to admins only, and lets them mark one delivered once', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin);
    const { order } = await placePaidOrder(shopper.token, {
      items: [{ productId: product._id, quantity: 1 }],
    });
    const all = await unwrap(apiClient(admin).GET('/orders'));
    expect(all.data.find((o) => o._id === order._id)?.user).toEqual({
      _id: shopper.user._id,
      name: 'Test Shopper',
      email: shopper.email,
    });
    for (const [method, schemaPath, path] of [
      ['GET', '/orders', '/orders'],
      ['PUT', '/orders/{orderId}/deliver', `/orders/${order._id}/deliver`],
    ] as const) {
      expect((await rawRequest(method, schemaPath, { path, token: shopper.token })).status).toBe(
        403,
      );
      expect((await rawRequest(method, schemaPath, { path })).status).toBe(401);
    }
    const delivered = await unwrap(
      apiClient(admin).PUT('/orders/{orderId}/deliver', {
        params: { path: { orderId: order._id } },
      }),
    );
    expect(delivered.data).toMatchObject({ status: 'Delivered', isDelivered: true });
    expect(delivered.data.deliveredAt).not.toBeNull();
    const twice = await rawRequest('PUT', '/orders/{orderId}/deliver', {
      path: `/orders/${order._id}/deliver`,
      token: admin,
    });
    expect(twice.status).toBe(409);
  });
});

describe('one payment intent per checkout', () => {
  const orderBody = (items: Array<{ productId: string; quantity: number }>, id: string) =>
    JSON.stringify({
      orderItems: items,
      shippingAddress: ADDRESS,
      paymentMethod: 'Stripe',
      paymentIntentId: id,
    });

  it('answers a reload after a succeeded payment with the paid intent, so nobody pays twice', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin, { price: 19.99 });
    const items = [{ productId: product._id, quantity: 2 }];
    const first = await intentFor(shopper.token, 39.98, items);
    expect(first.data.status).toBe('requires_payment_method');
    // The checkout page renders twice / is reloaded before paying: the same intent comes back.
    const again = await intentFor(shopper.token, 39.98, items);
    expect(again.data).toEqual(first.data);

    await unwrap(
      apiClient(shopper.token).POST('/payments/test-confirm', {
        body: { clientSecret: first.data.clientSecret, card: TEST_CARD },
      }),
    );
    // Reloaded after paying, before the order was placed: the paid intent, marked succeeded.
    const afterPaying = await intentFor(shopper.token, 39.98, items);
    expect(afterPaying.data.paymentIntentId).toBe(first.data.paymentIntentId);
    expect(afterPaying.data.status).toBe('succeeded');
    const payAgain = await rawRequest('POST', '/payments/test-confirm', {
      token: shopper.token,
      body: JSON.stringify({ clientSecret: afterPaying.data.clientSecret, card: TEST_CARD }),
    });
    expect(payAgain.status).toBe(409);

    const order = await rawRequest('POST', '/orders', {
      token: shopper.token,
      body: orderBody(items, afterPaying.data.paymentIntentId),
    });
    expect(order.status).toBe(201);
    // Once the intent has its order, buying the same again is a new payment.
    const next = await intentFor(shopper.token, 39.98, items);
    expect(next.data.paymentIntentId).not.toBe(first.data.paymentIntentId);
    expect(next.data.status).toBe('requires_payment_method');
    expect((await unwrap(apiClient(shopper.token).GET('/orders/myorders'))).data).toHaveLength(1);
  });

  it('keeps a declined intent for the next card, and starts a new one when the cart changes', async () => {
    const shopper = await newShopper();
    const api = apiClient(shopper.token);
    const product = await createProduct(admin, { price: 5 });
    await unwrap(api.POST('/cart/items', { body: { productId: product._id, quantity: 1 } }));
    const first = await intentFor(shopper.token, 5);
    const declined = await rawRequest('POST', '/payments/test-confirm', {
      token: shopper.token,
      body: JSON.stringify({
        clientSecret: first.data.clientSecret,
        card: { ...TEST_CARD, number: '4000 0000 0000 0002' },
      }),
    });
    expect(declined.status).toBe(402);
    const retry = await intentFor(shopper.token, 5);
    expect(retry.data.paymentIntentId).toBe(first.data.paymentIntentId);
    expect(retry.data.status).toBe('requires_payment_method');

    // A Buy it Now of the same item is its own checkout.
    const buyNow = await intentFor(shopper.token, 5, [{ productId: product._id, quantity: 1 }]);
    expect(buyNow.data.paymentIntentId).not.toBe(first.data.paymentIntentId);

    await unwrap(
      api.PUT('/cart/items/{productId}', {
        params: { path: { productId: product._id } },
        body: { quantity: 2 },
      }),
    );
    const changed = await intentFor(shopper.token, 10);
    expect(changed.data.paymentIntentId).not.toBe(first.data.paymentIntentId);
    expect(changed.data.amount).toBe(10);
  });
});
