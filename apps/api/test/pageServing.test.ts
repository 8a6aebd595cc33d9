import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SEARCH_MAX_LENGTH } from '@wtkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  own = await startOwnServer({ env: { METRICS_TOKEN, CATALOGUE_CACHE_SECONDS: '600' } });
  origin = new URL(own.base).origin;
  const listing = (await (await fetch(`${own.base}/products`)).json()) as {
    data: { _id: string }[];
  };
  productId = listing.data[0]?._id ?? '';
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

const text = (answer: { body: Buffer; headers: Record<string, unknown> }) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};

describe('the page cache under a crawl', () => {
  it('keeps a product page once however many made-up parameters ask for it', async () => {
    const path = `/product/${productId}`;
    const rendersBefore = await metric('wtkit_page_renders_total');
    const answers = [];
    for (let i = 0; i < 40; i += 1)
      answers.push(await get(`${origin}${path}?utm_source=crawl&x${i}=${i}`));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const last = answers.at(-1);
    if (!last) throw new Error('no answer');
    const html = text(last);
    expect(html).toContain(`<link rel="canonical" href="${own.server.url}${path}">`);
    expect(html).not.toContain('x39');
    expect(await metric('wtkit_page_renders_total')).toBe(rendersBefore + 1);
    expect(await metric('wtkit_page_cache_entries')).toBe(1);
    expect(await metric('wtkit_page_cache_bytes')).toBeGreaterThan(0);
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
        const nonce = /'nonce-([^']+)'/.exec(
          String(answer.headers['content-security-policy']),
        )?.[1];
        expect(html).toContain(`nonce="${nonce}"`);
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
