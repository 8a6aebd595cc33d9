import { unwrap } from '@wtkit/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiClient, newShopper, rawRequest } from './support/client.js';
import { createProduct } from './support/products.js';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

describe('cart', () => {
  it('adds, adds again to the same line, changes and removes, answering the whole cart each time', async () => {
    const shopper = await newShopper();
    const api = apiClient(shopper.token);
    const a = await createProduct(admin, { price: 19.99, stock: 10 });
    const b = await createProduct(admin, { price: 5, stock: 3 });
    expect((await unwrap(api.GET('/cart'))).data).toEqual({ items: [], itemCount: 0, subtotal: 0 });

    await unwrap(api.POST('/cart/items', { body: { productId: a._id, quantity: 1 } }));
    const twice = await unwrap(
      api.POST('/cart/items', { body: { productId: a._id, quantity: 2 } }),
    );
    expect(twice.message).toBe('Item added to cart!');
    expect(twice.data.items).toEqual([
      {
        product: { _id: a._id, name: a.name, imageUrl: a.imageUrl, images: [], price: 19.99 },
        quantity: 3,
      },
    ]);
    const both = await unwrap(api.POST('/cart/items', { body: { productId: b._id, quantity: 1 } }));
    expect(both.data).toMatchObject({ itemCount: 4, subtotal: 64.97 });

    const changed = await unwrap(
      api.PUT('/cart/items/{productId}', {
        params: { path: { productId: a._id } },
        body: { quantity: 1 },
      }),
    );
    expect(changed.data).toMatchObject({ itemCount: 2, subtotal: 24.99 });
    const removed = await unwrap(
      api.DELETE('/cart/items/{productId}', { params: { path: { productId: b._id } } }),
    );
    expect(removed.data.items.map((item) => item.product._id)).toEqual([a._id]);
    const cleared = await unwrap(api.DELETE('/cart'));
    expect(cleared.data.items).toEqual([]);
  });

  it('refuses more than the stock (409), unknown products (404) and quantities below 1 (400)', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin, { stock: 2 });
    const tooMany = await rawRequest('POST', '/cart/items', {
      token: shopper.token,
      body: JSON.stringify({ productId: product._id, quantity: 3 }),
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(`Only 2 of ${product.name} are left in stock.`);
    await unwrap(
      apiClient(shopper.token).POST('/cart/items', {
        body: { productId: product._id, quantity: 2 },
      }),
    );
    const oneMore = await rawRequest('POST', '/cart/items', {
      token: shopper.token,
      body: JSON.stringify({ productId: product._id, quantity: 1 }),
    });
    expect(oneMore.status).toBe(409);
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const unknown = await rawRequest('POST', '/cart/items', {
        token: shopper.token,
        body: JSON.stringify({ productId, quantity: 1 }),
      });
      expect(unknown.status).toBe(404);
    }
    for (const quantity of [0, -1, 1.5, '2']) {
      const bad = await rawRequest('PUT', '/cart/items/{productId}', {
        path: `/cart/items/${product._id}`,
        token: shopper.token,
        body: JSON.stringify({ quantity }),
      });
      expect(bad.status).toBe(400);
    }
    const cart = await unwrap(apiClient(shopper.token).GET('/cart'));
    expect(cart.data.itemCount).toBe(2);
  });

  it('adds every unit of many adds sent at once to one line, up to the stock and no further', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin, { price: 4, stock: 12 });
    const body = JSON.stringify({ productId: product._id, quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        rawRequest('POST', '/cart/items', { token: shopper.token, body }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(8);
    const cart = await unwrap(apiClient(shopper.token).GET('/cart'));
    expect(cart.data.items).toMatchObject([{ quantity: 12 }]);
    expect(cart.data.subtotal).toBe(48);
  });

  it('keeps each cart private', async () => {
    const alice = await newShopper('Alice');
    const bob = await newShopper('Bob');
    const product = await createProduct(admin);
    await unwrap(
      apiClient(alice.token).POST('/cart/items', { body: { productId: product._id, quantity: 1 } }),
    );
    expect((await unwrap(apiClient(bob.token).GET('/cart'))).data.items).toEqual([]);
    const removeOthers = await rawRequest('DELETE', '/cart/items/{productId}', {
      path: `/cart/items/${product._id}`,
      token: bob.token,
    });
    expect(removeOthers.status).toBe(404);
    expect((await unwrap(apiClient(alice.token).GET('/cart'))).data.itemCount).toBe(1);
    const anonymous = await rawRequest('GET', '/cart');
    expect(anonymous.status).toBe(401);
  });
});
