import { unwrap } from '@wtkit/api-client';
import { expect, it } from 'vitest';
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
