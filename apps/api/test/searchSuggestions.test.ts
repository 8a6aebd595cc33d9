import { type components, type ProductInput, unwrap } from '@wtkit/api-client';
import { SUGGESTED_PRODUCTS_MAX, searchMessages } from '@wtkit/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTIONS_MAX_AGE_SECONDS } from '../src/products/routes.js';
import { adminToken, apiClient, baseUrl, rawRequest } from './support/client.js';
import { createProduct, uniqueWord } from './support/products.js';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const addProduct = (overrides: Partial<ProductInput>) =>
  createProduct(admin, {
    name: 'Suggestion Test Cartridge',
    price: 19.99,
    stock: 3,
    description: 'A cartridge the suggestion tests add.',
    ...overrides,
  });

const suggest = async (q: string) =>
  (await unwrap(apiClient().GET('/search/suggestions', { params: { query: { q } } }))).data;

const names = async (q: string) => (await suggest(q)).products.map((p) => p.name);

describe('GET /search/suggestions', () => {
  it('forgives a typo (arsnic), with each product’s page, price and picture', async () => {
    const cartridge = await addProduct({
      name: 'Arsenic Suggestion Cartridge',
      price: 42.5,
      imageUrl: 'https://cdn.example.com/arsenic.jpg',
    });
    const found = await suggest('arsnic');
    expect(found.products).toContainEqual({
      _id: cartridge._id,
      name: 'Arsenic Suggestion Cartridge',
      path: `/product/${cartridge._id}`,
      price: 42.5,
      thumbnailUrl: 'https://cdn.example.com/arsenic.jpg',
    });
    expect(found.categories.map((c) => c.category)).toContain('residential');
  });

  it('matches a synonym: RO suggests the reverse osmosis membranes', async () => {
    expect(await names('RO membrane')).toEqual(
      expect.arrayContaining(['Reverse Osmosis Membrane 75 GPD', 'Commercial RO Membrane 4040']),
    );
    expect(await names('reverse osmosis 4040')).toContain('Commercial RO Membrane 4040');
  });

  it('ranks as the search listing does, a few products and every category it finds', async () => {
    for (const q of ['membrane', 'filter', 'osmo', 'WT-GAC-10', 'cartrige']) {
      const [suggested, listed] = await Promise.all([
        suggest(q),
        unwrap(apiClient().GET('/products', { params: { query: { q, facets: true } } })),
      ]);
      expect(suggested.products.length).toBeLessThanOrEqual(SUGGESTED_PRODUCTS_MAX);
      expect(
        suggested.products.map((p) => p._id),
        q,
      ).toEqual(listed.data.slice(0, SUGGESTED_PRODUCTS_MAX).map((p) => p._id));
      // The categories with any match, the fullest first, counted as the listing's facets count.
      const facets = (listed.facets?.category ?? [])
        .filter((facet) => facet.count > 0)
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      expect(
        suggested.categories.map((c) => [c.category, c.count]),
        q,
      ).toEqual(facets.map((facet) => [facet.value, facet.count]));
    }
    const { categories } = await suggest('kit');
    expect(categories.find((c) => c.category === 'test kit')?.path).toBe('/testkit');
  });

  it('suggests nothing for text no product holds', async () => {
    expect(await suggest(`${uniqueWord()} ${uniqueWord()}`)).toEqual({
      products: [],
      categories: [],
    });
  });

  it('shows the narrowest JPEG of an uploaded photo', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#2a5' },
    })
      .jpeg()
      .toBuffer();
    const signed = await unwrap(
      apiClient(admin).GET('/upload/sign-r2-upload', {
        params: { query: { fileName: 'photo', fileType: 'image/jpeg' } },
      }),
    );
    const put = await fetch(new URL(signed.signedUrl, baseUrl()), {
      method: 'PUT',
      body: photo,
      headers: { 'content-type': 'image/jpeg' },
    });
    const uploaded = (await put.json()) as components['schemas']['UploadedResponse'];
    const word = uniqueWord();
    await addProduct({ name: `${word} Photo Cartridge`, imageUrl: signed.publicUrl });
    const narrowest = uploaded.variants?.find((v) => v.width === 160 && v.format === 'jpeg');
    expect(narrowest).toBeDefined();
    expect((await suggest(word)).products.map((p) => p.thumbnailUrl)).toEqual([narrowest?.url]);
  });

  it('may be kept briefly by browsers and shared caches', async () => {
    const response = await fetch(`${baseUrl()}/search/suggestions?q=filter`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      `public, max-age=${SUGGESTIONS_MAX_AGE_SECONDS}`,
    );
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${baseUrl()}/search/suggestions?q=filter`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('refuses missing, blank and over-long text with a 400', async () => {
    const ask = (query: string) =>
      rawRequest('GET', '/search/suggestions', { path: `/search/suggestions${query}` });
    for (const query of ['', '?q=', `?q=${'a'.repeat(101)}`]) {
      expect((await ask(query)).status, query).toBe(400);
    }
    expect(await ask('?q=%20%20%20')).toMatchObject({
      status: 400,
      body: { message: searchMessages.empty },
    });
    expect((await ask(`?q=${'a'.repeat(100)}`)).status).toBe(200);
  });
});
