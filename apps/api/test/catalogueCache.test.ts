import { unwrap } from '@wtkit/api-client';
import { expect, it } from 'vitest';
import { ResponseCache } from '../src/http/responseCache.js';
import { adminToken, apiClient, baseUrl } from './support/client.js';

it('answers a repeated catalogue read with 304 for its ETag, and shows a write at once', async () => {
  const admin = await adminToken();
  const first = await fetch(`${baseUrl()}/products?category=commercial`);
  const etag = first.headers.get('etag');
  // Weak when the answer came compressed (fetch asks for gzip): the same JSON, other bytes.
  expect(etag).toMatch(/^(W\/)?".+"$/);
  const again = await fetch(`${baseUrl()}/products?category=commercial`, {
    headers: { 'if-none-match': etag ?? '' },
  });
  expect(again.status).toBe(304);

  const { data } = await unwrap(
    apiClient(admin).POST('/products', {
      body: {
        name: 'Cache Probe Softener',
        sku: `CACHE-${Date.now()}`,
        price: 899,
        stock: 2,
        category: 'commercial',
        description: 'Appears in the listing right after it is created.',
      },
    }),
  );
  const after = await fetch(`${baseUrl()}/products?category=commercial`, {
    headers: { 'if-none-match': etag ?? '' },
  });
  expect(after.status).toBe(200);
  const body = (await after.json()) as { data: Array<{ _id: string }> };
  expect(body.data.map((p) => p._id)).toContain(data._id);

  expect((await fetch(`${baseUrl()}/products/${data._id}`)).status).toBe(200);
  await unwrap(apiClient(admin).DELETE('/products/{id}', { params: { path: { id: data._id } } }));
  const detail = await fetch(`${baseUrl()}/products/${data._id}`);
  expect(detail.status).toBe(404);
});

it('keeps answers within its byte budget, dropping the oldest first', async () => {
  const cache = new ResponseCache(60_000, Date.now, 500, undefined, undefined, 2500);
  const request = new Request('http://shop.test/api/v1/products');
  let computed = 0;
  const answer = (key: string) =>
    cache.json(request, key, async () => {
      computed += 1;
      return { key, padding: 'x'.repeat(1000) };
    });
  await answer('a');
  await answer('b');
  expect(cache.size.entries).toBe(2);
  expect(cache.size.bytes).toBeLessThanOrEqual(2500);
  // A third does not fit beside the two: the oldest leaves.
  await answer('c');
  expect(cache.size.entries).toBe(2);
  expect(cache.size.bytes).toBeLessThanOrEqual(2500);
  computed = 0;
  await answer('c');
  await answer('b');
  expect(computed).toBe(0);
  await answer('a');
  expect(computed).toBe(1);
  // An answer larger than the whole budget is served but never kept.
  const huge = await cache.json(request, 'huge', async () => ({ padding: 'y'.repeat(3000) }));
  expect((await huge.text()).length).toBeGreaterThan(3000);
  expect(cache.size.bytes).toBeLessThanOrEqual(2500);
  computed = 0;
  await answer('a');
  expect(computed).toBe(0);
});
