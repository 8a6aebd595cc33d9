import { PUBLIC_PAGE_PATHS } from '@wtkit/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

/** A server of its own, so the test knows its whole catalogue, with files of 10 addresses. */
const PER_FILE = 10;
let own: OwnServer;

beforeAll(async () => {
  own = await startOwnServer({ env: { SITEMAP_URLS_PER_FILE: String(PER_FILE) } });
});
afterAll(async () => {
  await own.close();
});

const get = (path: string) => fetch(`${own.server.url}${path}`);

async function xml(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return response.text();
}

/** The text of every `<tag>` element, in order. */
const all = (text: string, tag: string) =>
  [...text.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] ?? '');

/** Checks that the text is a well-formed sitemap file: declaration, one root, balanced tags. */
function expectWellFormed(text: string, root: 'urlset' | 'sitemapindex') {
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(text).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(text.trimEnd().endsWith(`</${root}>`)).toBe(true);
  const child = root === 'urlset' ? 'url' : 'sitemap';
  expect(text.split(`<${child}>`).length).toBe(text.split(`</${child}>`).length);
  // Every ampersand starts an entity: nothing unescaped.
  expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
}

const catalogue = () =>
  own.server.app.db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.id));

describe('a catalogue larger than one sitemap file', () => {
  it('is an index of a pages file and product files of at most the setting each', async () => {
    const rows = await catalogue();
    expect(rows.length).toBeGreaterThan(PER_FILE);
    const index = await xml('/sitemap.xml');
    expectWellFormed(index, 'sitemapindex');
    const files = all(index, 'loc').map((loc) => new URL(loc).pathname);
    const productFiles = Math.ceil(rows.length / PER_FILE);
    expect(files).toEqual([
      '/sitemap-pages.xml',
      ...Array.from({ length: productFiles }, (_, i) => `/sitemap-products-${i + 1}.xml`),
    ]);

    const pages = await xml('/sitemap-pages.xml');
    expectWellFormed(pages, 'urlset');
    expect(all(pages, 'loc').map((loc) => new URL(loc).pathname)).toEqual([...PUBLIC_PAGE_PATHS]);

    // Every product exactly once across the files, with its update time as lastmod.
    const seen = new Map<string, string>();
    for (const file of files.slice(1)) {
      const text = await xml(file);
      expectWellFormed(text, 'urlset');
      const urls = [
        ...text.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g),
      ];
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      expect(urls.length).toBe(text.split('<url>').length - 1);
      for (const [, loc = '', lastmod = ''] of urls) {
        const id = new URL(loc).pathname.replace('/product/', '');
        expect(seen.has(id), id).toBe(false);
        seen.set(id, lastmod);
      }
    }
    expect(seen).toEqual(new Map(rows.map((row) => [row.id, row.updatedAt.toISOString()])));
  });

  it('answers 404 for a product file past the last, number 0 or a bad number', async () => {
    const rows = await catalogue();
    const last = Math.ceil(rows.length / PER_FILE);
    expect((await get(`/sitemap-products-${last}.xml`)).status).toBe(200);
    for (const n of [String(last + 1), '0', '99999999999999999999'])
      expect((await get(`/sitemap-products-${n}.xml`)).status, n).toBe(404);
  });

  it('robots.txt still points at /sitemap.xml', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toMatch(/Sitemap: http:\/\/[^\n]+\/sitemap\.xml\n/);
  });
});

describe('a catalogue that fits one file', () => {
  let small: OwnServer;
  beforeAll(async () => {
    small = await startOwnServer({ env: { SITEMAP_URLS_PER_FILE: '50000' } });
  });
  afterAll(async () => {
    await small.close();
  });

  it('is the single urlset of pages and products, and the part files do not exist', async () => {
    const text = await (await fetch(`${small.server.url}/sitemap.xml`)).text();
    expectWellFormed(text, 'urlset');
    const rows = await small.server.app.db.select({ id: products.id }).from(products);
    expect(all(text, 'loc').length).toBe(PUBLIC_PAGE_PATHS.length + rows.length);
    for (const path of ['/sitemap-pages.xml', '/sitemap-products-1.xml'])
      expect((await fetch(`${small.server.url}${path}`)).status, path).toBe(404);
  });
});
