import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inlineScriptHashes } from '../src/http/securityHeaders.js';
import type { StorefrontServerBuild } from '../src/http/storefrontPages.js';
import { defaultStorefrontDir } from '../src/paths.js';

/**
 * The storefront's server build (`pnpm build` makes it in apps/storefront/dist-framework/server):
 * React Router's request handler, given an API that answers what each test needs (statuses,
 * escaping, inline scripts) without a database.
 */

type CreateHandler = StorefrontServerBuild['createStorefrontHandler'];
type FetchApi = Parameters<CreateHandler>[0]['fetchApi'];

const serverEntry = join(defaultStorefrontDir, '..', 'server', 'index.js');
let createStorefrontHandler: CreateHandler;

beforeAll(async () => {
  if (!existsSync(serverEntry))
    throw new Error(`${serverEntry} is missing: run pnpm build before the API tests`);
  ({ createStorefrontHandler } = await import(pathToFileURL(serverEntry).href));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const HOSTILE = '</script><script>alert(1)</script><!--';

const product = (overrides: Record<string, unknown> = {}) => ({
  _id: 'p-1',
  name: 'Under-sink RO',
  sku: 'RO-1',
  price: 249,
  stock: 3,
  category: 'residential',
  imageUrl: '/images/ro.svg',
  imageUrls: [],
  description: 'Five stages of filtration.',
  isFeatured: false,
  important: null,
  tags: [],
  type: 'filter',
  filterType: 'undersink',
  parts: [],
  quickReplaceMonths: null,
  slowReplaceMonths: null,
  additional: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  partProducts: [],
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handle = (request: Request) => Promise<Response>;

const renderer = (fetchApi: FetchApi): Handle =>
  createStorefrontHandler({ fetchApi, baseUrl: 'https://shop.example.com' });

async function page(handle: Handle, path: string, headers?: Record<string, string>) {
  const answer = await handle(new Request(`https://shop.example.com${path}`, { headers }));
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  return { status: answer.status, html: await answer.text() };
}

const NOINDEX = '<meta name="robots" content="noindex, nofollow"/>';

describe('the server build', () => {
  it('renders a product with its head, and escapes a hostile name everywhere', async () => {
    const handle = renderer((request) =>
      new URL(request.url).pathname === '/api/v1/products/p-1'
        ? json(200, { success: true, data: product({ name: `RO ${HOSTILE}` }) })
        : json(404, { success: false, message: 'Not found' }),
    );
    const { status, html } = await page(handle, '/product/p-1');
    expect(status).toBe(200);
    expect(html).not.toContain(NOINDEX);
    expect(html).toContain('<link rel="canonical" href="https://shop.example.com/product/p-1"/>');
    expect(html).toContain('<meta property="product:price:amount" content="249.00"/>');
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain('<script>alert(1)');
    // Every script element that opens is closed by its own end tag, none by the name.
    const opened = html.match(/<script\b/g)?.length ?? 0;
    expect(html.match(/<\/script>/g)?.length).toBe(opened);
    // The loaders' data goes to the browser with the name in it, escaped.
    const context = [...html.matchAll(/<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .join('');
    expect(context).toContain('alert(1)');
  });

  it('renders the same bytes for every request, its inline scripts without a nonce, and data blocks that do not run', async () => {
    const handle = renderer(() => json(404, { success: false, message: 'Not found' }));
    const { html } = await page(handle, '/warranty');
    // The API hands the handler the address alone; even so, a visitor's headers change nothing.
    const signedIn = await page(handle, '/warranty', {
      authorization: 'Bearer someone',
      cookie: 'session=someone',
    });
    expect(signedIn.html).toBe(html);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    for (const attributes of inline)
      expect(
        /^( type="module"( async="")?)?$|^ type="application\/(ld\+)?json"$/.test(attributes),
        attributes,
      ).toBe(true);
    expect(inline).toContain('');
    expect(html).not.toContain('nonce');
  });

  it('answers 404 with the not-found page for an unknown product and an unknown address', async () => {
    const handle = renderer(() => json(404, { success: false, message: 'Product not found' }));
    for (const path of ['/product/missing', '/nowhere']) {
      const { status, html } = await page(handle, path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('Page not found');
      expect(html, path).toContain(NOINDEX);
    }
  });

  it('answers 500 with the error page when a loader fails, logs it, and leaks nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = renderer(() =>
      json(500, { success: false, message: 'database exploded at 10.0.0.7' }),
    );
    const { status, html } = await page(handle, '/product/p-1');
    expect(status).toBe(500);
    expect(html).toContain(NOINDEX);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('<header');
    expect(html).not.toContain('10.0.0.7');
    expect(logged).toHaveBeenCalled();
  });
});

describe('serving rendered pages', () => {
  async function serving(fetchApi: FetchApi) {
    const { Hono } = await import('hono');
    const pino = (await import('pino')).default;
    const { loadConfig } = await import('../src/config.js');
    const { ResponseCache } = await import('../src/http/responseCache.js');
    const { serveStorefront } = await import('../src/http/storefrontPages.js');
    const { createMetrics } = await import('../src/observability/metrics.js');
    const catalogueCache = new ResponseCache(5000);
    const app = {
      config: loadConfig({ NODE_ENV: 'test', CATALOGUE_CACHE_SECONDS: '60' }),
      logger: pino({ level: 'silent' }),
      catalogueCache,
      publicUrl: 'https://shop.example.com',
      metrics: createMetrics({ outboxBacklog: async () => 0 }),
    } as unknown as import('../src/context.js').AppContext;
    const http = new Hono();
    http.get('*', serveStorefront(app, fetchApi));
    return { http, catalogueCache };
  }

  it('renders an address asked by many at once only once, then serves it from the cache until the catalogue changes', async () => {
    let reads = 0;
    const { http, catalogueCache } = await serving(async (request) => {
      if (new URL(request.url).pathname !== '/api/v1/products/p-1')
        return json(404, { success: false, message: 'Not found' });
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return json(200, { success: true, data: product() });
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => http.request('https://shop.example.com/product/p-1')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(reads).toBe(1);
    // Every answer is the same bytes under the same policy, which allows its inline scripts by
    // their hashes.
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    const policies = new Set(
      answers.map((answer) => answer.headers.get('content-security-policy')),
    );
    expect(policies.size).toBe(1);
    const html = bodies[0] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec([...policies][0] ?? '')?.[1] ?? '';
    expect(scriptSrc).toBe(["'self'", ...inlineScriptHashes(html)].join(' '));
    expect(html).not.toContain('nonce');

    // A kept page is compressed once and answered as it is: Brotli for a browser that takes
    // both, the same bytes and tag on every answer.
    const compressed = await Promise.all(
      [1, 2].map(() =>
        http.request('https://shop.example.com/product/p-1', {
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        }),
      ),
    );
    const copies = await Promise.all(
      compressed.map(async (answer) => Buffer.from(await answer.arrayBuffer())),
    );
    expect(compressed.map((answer) => answer.headers.get('content-encoding'))).toEqual([
      'br',
      'br',
    ]);
    expect(copies[0]?.equals(copies[1] ?? Buffer.alloc(0))).toBe(true);
    expect(brotliDecompressSync(copies[0] ?? Buffer.alloc(0)).toString('utf8')).toBe(html);
    expect(compressed[0]?.headers.get('etag')).toBe(compressed[1]?.headers.get('etag'));
    expect(compressed[0]?.headers.get('etag')).not.toBe(answers[0]?.headers.get('etag'));

    await http.request('https://shop.example.com/product/p-1');
    expect(reads).toBe(1);
    catalogueCache.clear();
    await http.request('https://shop.example.com/product/p-1');
    expect(reads).toBe(2);
  });

  it('renders two misses at once, lets 64 wait, and answers the rest 503 with Retry-After', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const { http } = await serving(async () => {
      reads += 1;
      await gate;
      return json(200, { success: true, data: [] });
    });
    let settled = 0;
    const asked = Array.from({ length: 80 }, (_, i) =>
      Promise.resolve(http.request(`https://shop.example.com/products?q=search-${i}`)).then(
        (answer) => {
          settled += 1;
          return answer;
        },
      ),
    );
    // While the first two renders wait on the API, only the refused requests can be answered.
    while (settled < 80 - 2 - 64) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(80 - 2 - 64);
    expect(reads).toBe(2);
    release();
    const answers = await Promise.all(asked);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy).toHaveLength(80 - 2 - 64);
    for (const answer of busy) {
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).toContain('The shop is busy');
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(66);
    expect(reads).toBe(66);
  });
});
