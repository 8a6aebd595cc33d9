import type { ProductInput } from '@wtkit/api-client';
import { unwrap } from '@wtkit/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiClient, baseUrl, newShopper, rawRequest } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

/** A small PNG of its own colour, so each upload's variants have URLs of their own. */
const colouredPng = (seed: number) =>
  sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: seed % 256, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();

let uploads = 0;

/** Uploads a PNG as the product form does (signed URL, then PUT); answers the URL to show. */
async function uploadPng(name: string): Promise<string> {
  const signed = await unwrap(
    apiClient(admin).GET('/upload/sign-r2-upload', {
      params: { query: { fileName: `${name}.png`, fileType: 'image/png' } },
    }),
  );
  uploads += 1;
  const stored = await fetch(new URL(signed.signedUrl, baseUrl()), {
    method: 'PUT',
    body: await colouredPng(Date.now() + uploads),
    headers: { 'content-type': 'image/png' },
  });
  expect(stored.status).toBe(200);
  return ((await stored.json()) as { publicUrl: string }).publicUrl;
}

const uniqueSku = () => `T-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

function productBody(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Test Sediment Cartridge',
    sku: uniqueSku(),
    price: 19.99,
    stock: 12,
    category: 'residential',
    description: 'A 5-micron sediment cartridge used by the tests.',
    ...overrides,
  };
}

describe('a new shop’s catalogue', () => {
  // Its own shop: the suite's other files add products and sell them, and these are claims
  // about the seeded catalogue before any sale.
  let own: OwnServer;
  beforeAll(async () => {
    own = await startOwnServer();
  });
  afterAll(() => own?.close());

  it('lists the seeded catalogue across the three categories', async () => {
    const { data } = await unwrap(apiClient(undefined, own.base).GET('/products'));
    expect(data.length).toBeGreaterThanOrEqual(24);
    expect(new Set(data.map((p) => p.category))).toEqual(
      new Set(['commercial', 'residential', 'test kit']),
    );
    const filter = data.find((p) => p.type === 'filter' && p.parts.length > 0);
    expect(filter).toBeDefined();
    const partIds = new Set(data.filter((p) => p.type === 'part').map((p) => p._id));
    for (const id of filter?.parts ?? []) expect(partIds.has(id)).toBe(true);
  });

  it('answers the featured products while few have sold', async () => {
    const { data } = await unwrap(apiClient(undefined, own.base).GET('/products/featured'));
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.isFeatured)).toBe(true);
  });
});

describe('catalogue reads', () => {
  it('filters by category and type', async () => {
    const { data: kits } = await unwrap(
      apiClient().GET('/products', { params: { query: { category: 'test kit' } } }),
    );
    expect(kits.length).toBeGreaterThan(0);
    expect(kits.every((p) => p.category === 'test kit')).toBe(true);
    const { data: parts } = await unwrap(
      apiClient().GET('/products', { params: { query: { type: 'part' } } }),
    );
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((p) => p.type === 'part' && p.quickReplaceMonths !== null)).toBe(true);
  });

  it('searches name, sku, tags and description case-insensitively', async () => {
    const marker = `Zq${Math.random().toString(36).slice(2, 8)}`;
    const created = await unwrap(
      apiClient(admin).POST('/products', {
        body: productBody({ tags: [`${marker}Tag`], description: `Made for ${marker} searching.` }),
      }),
    );
    for (const q of [
      marker.toLowerCase(),
      `${marker.toUpperCase()}TAG`,
      created.data.sku.toLowerCase(),
    ]) {
      const { data } = await unwrap(apiClient().GET('/products', { params: { query: { q } } }));
      expect(data.map((p) => p._id)).toContain(created.data._id);
    }
    const { data: none } = await unwrap(
      apiClient().GET('/products', { params: { query: { q: '%_no-such-thing_%' } } }),
    );
    expect(none).toEqual([]);
  });

  it('answers the important products ranked 1 to 3', async () => {
    const { data } = await unwrap(
      apiClient().GET('/products', { params: { query: { important: true } } }),
    );
    expect(data.length).toBeGreaterThanOrEqual(3);
    const ranks = data.map((p) => p.important);
    expect(ranks.every((rank) => rank !== null)).toBe(true);
    expect([...ranks].sort()).toEqual(ranks);
  });

  it('answers one product with its part products, and 404 for unknown or malformed ids', async () => {
    const { data: filters } = await unwrap(
      apiClient().GET('/products', { params: { query: { type: 'filter' } } }),
    );
    const filter = filters.find((p) => p.parts.length > 1);
    if (!filter) throw new Error('the seed has a filter with parts');
    const { data } = await unwrap(
      apiClient().GET('/products/{id}', { params: { path: { id: filter._id } } }),
    );
    expect(data.partProducts.map((p) => p._id)).toEqual(filter.parts);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await rawRequest('GET', '/products/{id}', { path: `/products/${id}` });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'Product not found.' });
    }
  });
});

describe('catalogue writes (admin)', () => {
  it('creates, updates and deletes a product, storing money as cents', async () => {
    const created = await unwrap(
      apiClient(admin).POST('/products', {
        body: productBody({ price: 0.1 + 0.2, tags: ['sediment', 'test'] }),
      }),
    ).catch((error: unknown) => error);
    // 0.30000000000000004 has more than two decimals: refused as a business rule.
    expect(created).toMatchObject({ status: 422 });

    const { data } = await unwrap(
      apiClient(admin).POST('/products', { body: productBody({ price: 1234.5 }) }),
    );
    expect(data).toMatchObject({
      price: 1234.5,
      stock: 12,
      type: 'none',
      parts: [],
      important: null,
    });

    const updated = await unwrap(
      apiClient(admin).PUT('/products/{id}', {
        params: { path: { id: data._id } },
        body: productBody({ sku: data.sku, name: 'Renamed', price: 9.95, important: 2 }),
      }),
    );
    expect(updated.data).toMatchObject({ name: 'Renamed', price: 9.95, important: 2 });

    await unwrap(apiClient(admin).DELETE('/products/{id}', { params: { path: { id: data._id } } }));
    const gone = await rawRequest('GET', '/products/{id}', { path: `/products/${data._id}` });
    expect(gone.status).toBe(404);
  });

  it('keeps the extra images in the order the admin gave, on every read, up to 20', async () => {
    const uploaded = await Promise.all(['main', 'first', 'second'].map(uploadPng));
    const [main = '', first = '', second = ''] = uploaded;
    const { data } = await unwrap(
      apiClient(admin).POST('/products', {
        body: productBody({ imageUrl: main, imageUrls: [second, first] }),
      }),
    );
    expect(data).toMatchObject({ imageUrl: main, imageUrls: [second, first] });
    const read = await unwrap(
      apiClient().GET('/products/{id}', { params: { path: { id: data._id } } }),
    );
    expect(read.data.imageUrls).toEqual([second, first]);

    // Reordered and one removed, as the edit form sends them.
    const updated = await unwrap(
      apiClient(admin).PUT('/products/{id}', {
        params: { path: { id: data._id } },
        body: productBody({ sku: data.sku, imageUrl: main, imageUrls: [first] }),
      }),
    );
    expect(updated.data.imageUrls).toEqual([first]);
    const { data: listed } = await unwrap(
      apiClient().GET('/products', { params: { query: { q: data.sku } } }),
    );
    expect(listed.find((p) => p._id === data._id)?.imageUrls).toEqual([first]);

    const tooMany = await rawRequest('PUT', '/products/{id}', {
      path: `/products/${data._id}`,
      token: admin,
      body: JSON.stringify(
        productBody({ sku: data.sku, imageUrls: Array.from({ length: 21 }, () => first) }),
      ),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: expect.stringMatching(/imageUrls/) }),
      ]),
    );
    const after = await unwrap(
      apiClient().GET('/products/{id}', { params: { path: { id: data._id } } }),
    );
    expect(after.data.imageUrls).toEqual([first]);
  });

  it('links a filter to existing parts only, and drops a deleted part from its filters', async () => {
    const partA = await unwrap(
      apiClient(admin).POST('/products', {
        body: productBody({ type: 'part', quickReplaceMonths: 3, slowReplaceMonths: 6 }),
      }),
    );
    const partB = await unwrap(
      apiClient(admin).POST('/products', {
        body: productBody({ type: 'part', quickReplaceMonths: 6, slowReplaceMonths: 12 }),
      }),
    );
    const notAPart = await unwrap(apiClient(admin).POST('/products', { body: productBody() }));

    const refused = await rawRequest('POST', '/products', {
      token: admin,
      body: JSON.stringify(
        productBody({
          type: 'filter',
          filterType: 'undersink',
          parts: [partA.data._id, notAPart.data._id],
        }),
      ),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Every part must be an existing product of type part.');

    const filter = await unwrap(
      apiClient(admin).POST('/products', {
        body: productBody({
          type: 'filter',
          filterType: 'undersink',
          parts: [partB.data._id, partA.data._id],
        }),
      }),
    );
    expect(filter.data.parts).toEqual([partB.data._id, partA.data._id]);

    const changeType = await rawRequest('PUT', '/products/{id}', {
      path: `/products/${partA.data._id}`,
      token: admin,
      body: JSON.stringify(productBody({ sku: partA.data.sku })),
    });
    expect(changeType.status).toBe(409);

    await unwrap(
      apiClient(admin).DELETE('/products/{id}', { params: { path: { id: partA.data._id } } }),
    );
    const after = await unwrap(
      apiClient().GET('/products/{id}', { params: { path: { id: filter.data._id } } }),
    );
    expect(after.data.parts).toEqual([partB.data._id]);
  });

  it('refuses rule-breaking bodies with 422 and a duplicate SKU with 409', async () => {
    const cases: Array<[Partial<ProductInput>, string]> = [
      [{ type: 'none', parts: ['00000000-0000-4000-8000-000000000000'] }, 'parts'],
      [{ type: 'none', filterType: 'wholehouse' }, 'filterType'],
      [{ type: 'filter', quickReplaceMonths: 3 }, 'quickReplaceMonths'],
      [{ name: '   ' }, 'name'],
    ];
    for (const [overrides, path] of cases) {
      const response = await rawRequest('POST', '/products', {
        token: admin,
        body: JSON.stringify(productBody(overrides)),
      });
      expect(response.status, path).toBe(422);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path })]),
      );
    }
    const first = await unwrap(apiClient(admin).POST('/products', { body: productBody() }));
    const duplicate = await rawRequest('POST', '/products', {
      token: admin,
      body: JSON.stringify(productBody({ sku: first.data.sku })),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(`Another product already uses the SKU ${first.data.sku}.`);
  });

  it('refuses catalogue writes to shoppers (403) and to anonymous callers (401), writing nothing', async () => {
    const shopper = await newShopper();
    const sku = uniqueSku();
    const body = JSON.stringify(productBody({ sku }));
    const { data: target } = await unwrap(
      apiClient(admin).POST('/products', { body: productBody() }),
    );
    const attempts = [
      ['POST', '/products', '/products', body],
      ['PUT', '/products/{id}', `/products/${target._id}`, body],
      ['DELETE', '/products/{id}', `/products/${target._id}`, undefined],
    ] as const;
    for (const [method, schemaPath, path, payload] of attempts) {
      const asShopper = await rawRequest(method, schemaPath, {
        path,
        token: shopper.token,
        ...(payload ? { body: payload } : {}),
      });
      expect(asShopper.status).toBe(403);
      expect(asShopper.body.message).toBe('Access denied. Admin privileges required.');
      const anonymous = await rawRequest(method, schemaPath, {
        path,
        ...(payload ? { body: payload } : {}),
      });
      expect(anonymous.status).toBe(401);
    }
    const { data } = await unwrap(apiClient().GET('/products', { params: { query: { q: sku } } }));
    expect(data).toEqual([]);
    const still = await unwrap(
      apiClient().GET('/products/{id}', { params: { path: { id: target._id } } }),
    );
    expect(still.data.name).toBe(target.name);
  });
});
