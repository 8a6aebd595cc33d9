import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, unwrap } from '../src/index.js';
import { startRecordingServer } from './recordingServer.js';

let server: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('createApiClient', () => {
  it('sends the bearer token when there is one', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok-123' });
    server.answer(() => ({ status: 200, body: { success: true, data: { items: [] } } }));
    await client.GET('/cart');
    expect(server.last()?.url).toBe('/api/v1/cart');
    expect(server.last()?.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });
    await client.GET('/products/featured');
    expect(server.last()?.headers.authorization).toBeUndefined();
  });

  it('reads the token at request time, so a new sign-in is picked up', async () => {
    let token: string | null = null;
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });
    await client.GET('/users/me');
    token = 'fresh';
    await client.GET('/users/me');
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      undefined,
      'Bearer fresh',
    ]);
  });

  it('calls onUnauthorized when a request with a token is refused with 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 'expired',
      onUnauthorized,
    });
    server.answer(() => ({ status: 401, body: { success: false, message: 'Token expired.' } }));
    const result = await client.GET('/users/me');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(Response);
    expect(result.error).toEqual({ success: false, message: 'Token expired.' });
  });

  it('does not call onUnauthorized for a 401 to an anonymous request (a wrong password)', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, onUnauthorized });
    server.answer(() => ({ status: 401, body: { success: false, message: 'Wrong password.' } }));
    await client.POST('/auth/login', { body: { credential: 'a@b.co', password: 'x' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other failures', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 't',
      onUnauthorized,
    });
    server.answer(() => ({ status: 403, body: { success: false, message: 'Admins only.' } }));
    await client.GET('/orders');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('serializes path and query parameters', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    server.answer(() => ({ status: 200, body: { success: true, data: [] } }));
    await client.GET('/products', {
      params: { query: { category: 'test kit', q: 'ro & uv', important: true } },
    });
    expect(server.last()?.url).toBe(
      '/api/v1/products?category=test%20kit&q=ro%20%26%20uv&important=true',
    );
    await client.PUT('/cart/items/{productId}', {
      params: { path: { productId: 'p/1' } },
      body: { quantity: 2 },
    });
    expect(server.last()).toMatchObject({
      method: 'PUT',
      url: '/api/v1/cart/items/p%2F1',
      body: { quantity: 2 },
    });
  });
});

describe('unwrap', () => {
  const client = () => createApiClient({ baseUrl: server.baseUrl });

  it('answers the success body', async () => {
    const body = { success: true, message: 'ok', data: { items: [], itemCount: 0, subtotal: 0 } };
    server.answer(() => ({ status: 200, body }));
    await expect(unwrap(client().GET('/cart'))).resolves.toEqual(body);
  });

  it("throws an ApiError with the server's message, status and field errors", async () => {
    const errors = [{ path: 'quantity', message: 'Quantity must be at least 1.' }];
    server.answer(() => ({
      status: 409,
      body: { success: false, message: 'Only 2 left in stock.', errors },
    }));
    const failure = await unwrap(
      client().POST('/cart/items', { body: { productId: 'p1', quantity: 5 } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'Only 2 left in stock.',
      serverMessage: 'Only 2 left in stock.',
      errors,
    });
  });

  it('falls back to the HTTP status when the body carries no message', async () => {
    server.answer(() => ({ status: 502, body: 'Bad gateway' }));
    await expect(unwrap(client().GET('/products/featured'))).rejects.toMatchObject({
      status: 502,
      message: 'HTTP error! status: 502',
      serverMessage: undefined,
      errors: [],
    });
  });
});
