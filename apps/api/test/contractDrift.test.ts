import { unwrap } from '@wtkit/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/http/contract.js';
import { IMAGE_TYPES } from '../src/storage/storage.js';
import { adminToken, apiClient, baseUrl, newShopper, rawRequest } from './support/client.js';
import { placePaidOrder } from './support/orders.js';
import { createProduct } from './support/products.js';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

describe('an order whose product was deleted', () => {
  it('keeps its items, with product null, and still matches the contract', async () => {
    const product = await createProduct(admin, { name: 'Soon Gone Cartridge', price: 12.5 });
    const shopper = await newShopper();
    const { order } = await placePaidOrder(shopper.token, {
      items: [{ productId: product._id, quantity: 2 }],
    });
    expect(order.orderItems[0]?.product).toBe(product._id);
    await unwrap(
      apiClient(admin).DELETE('/products/{id}', { params: { path: { id: product._id } } }),
    );

    // Every answer the client receives is checked against openapi.yaml by the test client.
    const mine = await unwrap(apiClient(shopper.token).GET('/orders/myorders'));
    const item = mine.data.find((o) => o._id === order._id)?.orderItems[0];
    expect(item).toMatchObject({ product: null, name: 'Soon Gone Cartridge', quantity: 2 });
    const all = await unwrap(apiClient(admin).GET('/orders'));
    expect(all.data.find((o) => o._id === order._id)?.orderItems[0]?.product).toBeNull();
  });
});

describe('a cart can never grow past what one payment can take', () => {
  const TOO_MUCH =
    'Your cart total cannot exceed $1,000,000.00. Remove some items or lower a quantity.';

  it('refuses the add or the change that would take the total past $1,000,000.00, and keeps the cart', async () => {
    const product = await createProduct(admin, { price: 600_000, stock: 5 });
    const shopper = await newShopper();
    const api = apiClient(shopper.token);
    await unwrap(api.POST('/cart/items', { body: { productId: product._id, quantity: 1 } }));

    const more = await rawRequest('POST', '/cart/items', {
      token: shopper.token,
      body: JSON.stringify({ productId: product._id, quantity: 1 }),
    });
    expect(more.status).toBe(422);
    expect(more.body.message).toBe(TOO_MUCH);
    const changed = await rawRequest('PUT', '/cart/items/{productId}', {
      path: `/cart/items/${product._id}`,
      token: shopper.token,
      body: JSON.stringify({ quantity: 2 }),
    });
    expect(changed.status).toBe(422);
    expect((await unwrap(api.GET('/cart'))).data).toMatchObject({
      itemCount: 1,
      subtotal: 600_000,
    });

    const buyNow = await rawRequest('POST', '/payments/create-payment-intent', {
      token: shopper.token,
      body: JSON.stringify({ amount: 1_000_000, items: [{ productId: product._id, quantity: 2 }] }),
    });
    expect(buyNow.status).toBe(422);
    expect(buyNow.body.message).toBe(TOO_MUCH);
  });
});

describe('money has at most two decimals', () => {
  it('refuses a third decimal and takes amounts that floating point cannot write exactly', async () => {
    const shopper = await newShopper();
    const thirdDecimal = await rawRequest('POST', '/payments/create-payment-intent', {
      token: shopper.token,
      body: JSON.stringify({ amount: 39.984 }),
    });
    expect(thirdDecimal.status).toBe(400);
    expect(thirdDecimal.body.message).toBe('Invalid request: amount must be multiple of 0.01.');

    const badPrice = await rawRequest('POST', '/products', {
      token: admin,
      body: JSON.stringify({
        name: 'Odd Price',
        sku: `ODD-${Date.now()}`,
        price: 19.999,
        stock: 1,
        category: 'residential',
        description: 'x',
      }),
    });
    expect(badPrice.status).toBe(400);
    for (const price of [0.07, 39.99, 999_999.99]) {
      const product = await createProduct(admin, { price });
      expect(product.price).toBe(price);
    }
  });
});

describe('the contract lists what the server takes', () => {
  it('has a validator Ajv can compile for every parameter set, body and response', async () => {
    // The server compiles each one when it is first needed; here all of them at once.
    const operations = loadContract().operations;
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      expect(() => operation.compileValidators(), operation.operationId).not.toThrow();
      // One operation at a time: seconds of compiling at once under load held this worker's
      // event loop past the server's keep-alive, and the next test's request took a socket the
      // server had closed ("other side closed"). Between operations the client's own shorter
      // keep-alive timer can run.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });

  it('names the six image types the server stores', () => {
    const signUpload = loadContract().byId.get('signUpload');
    const ok = (fileType: string) =>
      signUpload?.validateParameters({
        path: {},
        query: { fileName: 'a', fileType },
        header: {},
      }).ok;
    for (const type of Object.keys(IMAGE_TYPES)) expect(ok(type)).toBe(true);
    expect(ok('image/tiff')).toBe(false);
  });

  it('answers 405 with Allow to a method a known path does not have, and 404 to an unknown path', async () => {
    const deleteAll = await fetch(`${baseUrl()}/products`, { method: 'DELETE' });
    expect(deleteAll.status).toBe(405);
    expect(deleteAll.headers.get('allow')).toBe('GET, POST');
    expect(await deleteAll.json()).toEqual({
      success: false,
      message: 'This address does not take that method; use GET, POST.',
    });
    const patchCart = await fetch(`${baseUrl()}/cart`, { method: 'PATCH' });
    expect(patchCart.status).toBe(405);
    expect(patchCart.headers.get('allow')).toBe('GET, DELETE');
    expect((await fetch(`${baseUrl()}/no-such-thing`)).status).toBe(404);
  });
});
