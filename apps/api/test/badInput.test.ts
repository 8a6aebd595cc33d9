import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, newShopper, rawRequest } from './support/client.js';

let admin: string;
let shopperToken: string;
beforeAll(async () => {
  admin = await adminToken();
  shopperToken = (await newShopper()).token;
});

const valid = {
  name: 'Bad Input Probe',
  sku: 'PROBE-1',
  price: 10,
  stock: 1,
  category: 'residential',
  description: 'Probe.',
};

describe('bad input gets a 4xx with a message, never a 500, and writes nothing', () => {
  it.each([
    ['malformed JSON', '{"name": '],
    ['a JSON array', '[]'],
    ['a JSON string', '"product"'],
    ['an empty body', ''],
    ['wrong types', JSON.stringify({ ...valid, price: '10', stock: 1.5 })],
    ['a missing field', JSON.stringify({ ...valid, name: undefined })],
    ['an unknown enum value', JSON.stringify({ ...valid, category: 'industrial' })],
    ['an unknown field', JSON.stringify({ ...valid, _id: 'x' })],
    ['a huge string', JSON.stringify({ ...valid, description: 'x'.repeat(20_000) })],
    ['a negative price', JSON.stringify({ ...valid, price: -1 })],
    ['an important rank of 4', JSON.stringify({ ...valid, important: 4 })],
  ])('POST /products with %s', async (_label, body) => {
    const response = await rawRequest('POST', '/products', { token: admin, body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(String(response.body.message).length).toBeGreaterThan(5);
    const probe = await rawRequest('GET', '/products', { path: '/products?q=PROBE-1' });
    expect(probe.body.data).toEqual([]);
  });

  it('names the field at fault', async () => {
    const response = await rawRequest('POST', '/products', {
      token: admin,
      body: JSON.stringify({ ...valid, category: 'industrial' }),
    });
    expect(response.body.errors).toEqual([
      { path: 'category', message: 'must be one of: commercial, residential, test kit' },
    ]);
    expect(response.body.message).toBe(
      'Invalid request: category must be one of: commercial, residential, test kit.',
    );
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await rawRequest('PUT', '/users/me', {
      token: shopperToken,
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses unknown query values and over-long ids', async () => {
    const badCategory = await rawRequest('GET', '/products', { path: '/products?category=garden' });
    expect(badCategory.status).toBe(400);
    const badImportant = await rawRequest('GET', '/products', {
      path: '/products?important=maybe',
    });
    expect(badImportant.status).toBe(400);
    const longId = await rawRequest('GET', '/products/{id}', {
      path: `/products/${'a'.repeat(65)}`,
    });
    expect(longId.status).toBe(400);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${(await import('./support/client.js')).baseUrl()}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: 'There is no such API call.',
    });
  });
});
