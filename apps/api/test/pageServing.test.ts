import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SEARCH_MAX_LENGTH } from '@wtkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';
import { get } from './support/rawGet.js';

/**
 * Pages through a real server and the storefront's server build: what a crawler of made-up
 * addresses can make the page cache keep and the server render, and how pages go over the wire.
 */

const METRICS_TOKEN = 'page-serving-metrics-token';

let own: OwnServer;
let origin: string;
let productId: string;
/** The seeded products' ids, in listing order. */
let productIds: string[];

beforeAll(async () => {
  own = await startOwnServer({ env: { METRICS_TOKEN, CATALOGUE_CACHE_SECONDS: '600' } });
  origin = new URL(own.base).origin;
  const listing = (await (await fetch(`${own.base}/products`)).json()) as {
    data: { _id: string }[];
  };
  productIds = listing.data.map((product) => product._id);
  productId = productIds[0] ?? '';
  expect(productId).toMatch(/^[0-9a-f-]{36}$/);
});

afterAll(async () => {
  await own?.close();
});

/** A figure of /metrics, by its name. */
async function metric(name: string): Promise<number> {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in /metrics`);
  return Number(line.split(' ')[1]);
}

/** `'sha256-…'` of every inline script element of `html`, worked out here on its own. */
const hashesOf = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1] ?? ''))
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[2] ?? '')
          .digest('base64')}'`,
    );

const scriptSrc = (answer: { headers: Record<string, unknown> }) =>
  /script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1]?.split(' ');

const text = (answer: { body: Buffer; headers: Record<string, unknown> }) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};

describe('the page cache under a crawl', () => {
  it('keeps a product page once however many made-up parameters ask for it', async () => {
    // On a loaded machine PostgreSQL's change listener can fall silent for a moment: the server
    // then clears its caches and renders afresh (it cannot know what changed meanwhile), which
    // is not what this test is about. Such a crawl is done again, on another product's page.
    const cache = own.server.app.catalogueCache;
    for (const id of productIds.slice(0, 3)) {
      const path = `/product/${id}`;
      const generation = cache.generation;
      const rendersBefore = await metric('wtkit_page_renders_total');
      const entriesBefore = await metric('wtkit_page_cache_entries');
      const answers = [];
      for (let i = 0; i < 40; i += 1)
        answers.push(await get(`${origin}${path}?utm_source=crawl&x${i}=${i}`));
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
      const last = answers.at(-1);
      if (!last) throw new Error('no answer');
      const html = text(last);
      expect(html).toContain(`<link rel="canonical" href="${own.server.url}${path}"`);
      expect(html).not.toContain('x39');
      if (cache.generation !== generation || !cache.heard) continue;
      expect(await metric('wtkit_page_renders_total')).toBe(rendersBefore + 1);
      expect(await metric('wtkit_page_cache_entries')).toBe(entriesBefore + 1);
      expect(await metric('wtkit_page_cache_bytes')).toBeGreaterThan(0);
      return;
    }
    throw new Error('the change listener fell silent during every crawl');
  });

  it('refuses an over-long search or one with control characters, and never shows it', async () => {
    const long = 'A'.repeat(15_000);
    const entriesBefore = await metric('wtkit_page_cache_entries');
    for (const q of [long, 'B'.repeat(SEARCH_MAX_LENGTH + 1), 'ro%00filter', 'a%0Ab']) {
      const answer = await get(`${origin}/products?q=${q}`);
      expect(answer.status, q.slice(0, 20)).toBe(400);
      expect(answer.headers['cache-control']).toBe('no-store');
      const html = text(answer);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('AAAAAAAAAA');
      expect(html).not.toContain('BBBBBBBBBB');
      expect(answer.body.length).toBeLessThan(2_000);
    }
    expect(await metric('wtkit_page_cache_entries')).toBe(entriesBefore);

    const ordinary = await get(`${origin}/products?q=${encodeURIComponent('  softener ')}&page=9`);
    expect(ordinary.status).toBe(200);
    expect(text(ordinary)).toContain('softener');
  });

  it('keeps a search page only once it is asked a second time', async () => {
    const entriesBefore = await metric('wtkit_page_cache_entries');
    const rendersBefore = await metric('wtkit_page_renders_total');
    for (let i = 0; i < 30; i += 1)
      expect((await get(`${origin}/products?q=crawl-${i}`)).status).toBe(200);
    expect(await metric('wtkit_page_cache_entries')).toBe(entriesBefore);
    expect(await metric('wtkit_page_renders_total')).toBe(rendersBefore + 30);

    // Asked again (with other parameters and spaces around it): kept, then served from the cache.
    for (const address of [
      '/products?q=crawl-7',
      '/products?utm=x&q=%20crawl-7',
      '/products?q=crawl-7',
    ])
      expect((await get(`${origin}${address}`)).status).toBe(200);
    expect(await metric('wtkit_page_cache_entries')).toBe(entriesBefore + 1);
    expect(await metric('wtkit_page_renders_total')).toBe(rendersBefore + 31);
  });
});

describe('page encodings', () => {
  const path = () => `/product/${productId}`;

  it.each([
    // [Accept-Encoding, encodings that may be sent (undefined: none)]
    ['br', ['br']],
    ['gzip;q=0', [undefined]],
    ['gzip;q=0, br', ['br']],
    ['identity', [undefined]],
    ['*;q=0, gzip', ['gzip']],
    ['br;q=1, gzip;q=0.5', ['br']],
    ['gzip, deflate, br, zstd', ['gzip', 'br']],
    ['deflate', [undefined]],
  ] as const)(
    'sends a page asked with %s in one of %j, whether kept or rendered',
    async (accept, allowed) => {
      // A fresh search is rendered twice (kept from its second asking), then comes from the
      // cache; the product page was kept by the first test.
      const fresh = `/products?q=${encodeURIComponent(accept)}`;
      for (const address of [fresh, fresh, fresh, path(), path()]) {
        const answer = await get(`${origin}${address}`, { 'accept-encoding': accept });
        expect(answer.status, address).toBe(200);
        expect(allowed, `${address} with ${accept}`).toContain(answer.headers['content-encoding']);
        expect(answer.headers.vary).toBe('accept-encoding');
        const html = text(answer);
        expect(scriptSrc(answer)).toEqual(["'self'", ...hashesOf(html)]);
        expect(html).toContain('</html>');
      }
    },
  );
});

describe('canonical addresses', () => {
  it('redirects other spellings of a page to its canonical address', async () => {
    for (const [asked, location] of [
      ['/Products/', '/products'],
      ['//products', '/products'],
      ['/products/', '/products'],
      ['/RESIDENTIAL?q=x', '/residential?q=x'],
      [`/Product/${productId.toUpperCase()}/`, `/product/${productId}`],
    ] as const) {
      const answer = await get(`${origin}${asked}`);
      expect(answer.status, asked).toBe(301);
      expect(answer.headers.location, asked).toBe(location);
    }
    const product = await get(`${origin}/product/${productId}`);
    expect(product.status).toBe(200);
  });
});

const tagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;
const PUBLIC = 'public, max-age=0, s-maxage=600, stale-while-revalidate=30';

describe('pages a CDN may keep', () => {
  it('allows exactly the inline scripts of each page by their hashes, with no nonce', async () => {
    for (const path of [
      '/',
      '/products',
      '/residential',
      `/product/${productId}`,
      '/checkout',
      '/log',
      '/nowhere',
    ]) {
      const answer = await get(`${origin}${path}`);
      const html = text(answer);
      const hashes = hashesOf(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(scriptSrc(answer), path).toEqual(["'self'", ...hashes]);
      expect(html, path).not.toMatch(/nonce/i);
      expect(String(answer.headers['content-security-policy']), path).not.toContain('nonce');
    }
  });

  it('answers every visitor the same bytes, whatever their cookies and headers', async () => {
    const shopper = await newShopper(undefined, own.base);
    const visitors: Record<string, string>[] = [
      {},
      { cookie: 'session=abc; theme=dark', 'accept-language': 'fr-FR' },
      { authorization: `Bearer ${shopper.token}`, cookie: `token=${shopper.token}` },
    ];
    // A kept page, a private one and a search rendered for each answer.
    for (const path of [
      `/product/${productId}`,
      '/checkout',
      '/dashboard',
      '/products?q=visitors',
    ]) {
      const answers = [];
      for (const headers of visitors) answers.push(await get(`${origin}${path}`, headers));
      expect(
        answers.map((answer) => answer.status),
        path,
      ).toEqual([200, 200, 200]);
      const [first, ...others] = answers;
      for (const other of others) {
        expect(other.body.equals(first?.body ?? Buffer.alloc(0)), path).toBe(true);
        expect(other.headers.etag, path).toBe(first?.headers.etag);
        expect(other.headers['content-security-policy'], path).toBe(
          first?.headers['content-security-policy'],
        );
      }
    }
  });

  it('lets shared caches keep public pages for CATALOGUE_CACHE_SECONDS, tagged with their products', async () => {
    for (const path of [
      '/',
      '/products',
      '/warranty',
      `/product/${productId}`,
      '/products?q=filter',
    ]) {
      const answer = await get(`${origin}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(PUBLIC);
      expect(answer.headers.vary, path).toBe('accept-encoding');
      expect(String(answer.headers['cache-tag']).split(','), path).toContain('wtkit-page');
      expect(String(answer.headers['surrogate-key']).split(' '), path).toContain('wtkit-page');
    }
    const product = await get(`${origin}/product/${productId}`);
    expect(String(product.headers['cache-tag']).split(',')).toContain(`wtkit-product-${productId}`);
    const listing = await get(`${origin}/products`);
    expect(String(listing.headers['cache-tag']).split(',').length).toBeGreaterThan(2);
  });

  it('keeps signed-in and admin pages out of shared caches, and errors out of every cache', async () => {
    for (const path of [
      '/account',
      '/settings',
      '/shoppingCart',
      '/checkout',
      '/orderHistory',
      '/dashboard',
      '/receivedOrders',
      '/createProduct',
      '/products/edit',
      '/log',
    ]) {
      const answer = await get(`${origin}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('private, no-cache');
      expect(answer.headers['cache-tag'], path).toBeUndefined();
      expect(answer.headers.etag, path).toBe(tagOf(answer.body));
    }
    for (const path of ['/nowhere', '/product/00000000-0000-4000-8000-000000000000']) {
      const answer = await get(`${origin}${path}`, { 'if-none-match': '*' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['cache-control'], path).toBe('no-store');
      expect(answer.headers.etag, path).toBeUndefined();
      expect(answer.headers['cache-tag'], path).toBeUndefined();
    }
    const bad = await get(`${origin}/products?q=${'B'.repeat(SEARCH_MAX_LENGTH + 1)}`, {
      'if-none-match': '*',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('tags each coding of a page with the hash of its bytes and answers 304 to a match', async () => {
    const path = `/product/${productId}`;
    const codings = [undefined, 'gzip', 'br'] as const;
    const tags = new Set<string>();
    for (const coding of codings) {
      const headers: Record<string, string> = coding ? { 'accept-encoding': coding } : {};
      const answer = await get(`${origin}${path}`, headers);
      expect(answer.headers['content-encoding']).toBe(coding);
      const etag = String(answer.headers.etag);
      expect(etag).toBe(tagOf(answer.body));
      expect(etag.startsWith('W/')).toBe(false);
      tags.add(etag);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(`${origin}${path}`, { ...headers, 'if-none-match': ifNoneMatch });
        expect(again.status, ifNoneMatch).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(PUBLIC);
        expect(again.headers.vary).toBe('accept-encoding');
      }
      const stale = await get(`${origin}${path}`, { ...headers, 'if-none-match': '"other"' });
      expect(stale.status).toBe(200);
      expect(stale.body.equals(answer.body)).toBe(true);
    }
    // Each coding is a representation of its own: one coding's tag is no match for another.
    expect(tags.size).toBe(3);
    const [identityTag] = tags;
    const crossed = await get(`${origin}${path}`, {
      'accept-encoding': 'gzip',
      'if-none-match': String(identityTag),
    });
    expect(crossed.status).toBe(200);

    // A private page revalidates the same way.
    const checkout = await get(`${origin}/checkout`);
    const revalidated = await get(`${origin}/checkout`, {
      'if-none-match': String(checkout.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a kept page with the bytes it keeps, without rendering or compressing again', async () => {
    const path = `/product/${productId}`;
    const kept = await get(`${origin}${path}`, { 'accept-encoding': 'gzip' });
    const rendersBefore = await metric('wtkit_page_renders_total');
    for (const coding of ['gzip', 'br', 'gzip, deflate, br, zstd']) {
      const [first, second] = [
        await get(`${origin}${path}`, { 'accept-encoding': coding }),
        await get(`${origin}${path}`, { 'accept-encoding': coding }),
      ];
      expect(first.body.equals(second.body), coding).toBe(true);
      expect(first.headers.etag).toBe(second.headers.etag);
      expect(text(first)).toBe(text(kept));
    }
    expect(await metric('wtkit_page_renders_total')).toBe(rendersBefore);
  });
});
