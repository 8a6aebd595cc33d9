import type { ListProductsQuery, Product } from '@wtkit/api-client';
import { unwrap } from '@wtkit/api-client';
import { SUGGESTED_PRODUCTS_MAX } from '@wtkit/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, suiteApi } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';
import { expectSamePagesBothWays } from './support/paging.js';

/*
 * A listing's `total` on a server that counts exactly only up to a few matches
 * (CATALOGUE_EXACT_COUNT_UP_TO): past it, the total is an estimate and says so. Counts and facets
 * are kept until the catalogue changes; the answers' own cache is off here
 * (CATALOGUE_CACHE_SECONDS=0), so every request reaches the listing.
 */

const ADMIN = { email: 'admin@counts.wtkit', password: 'admin-password-for-counts' };
const EXACT_UP_TO = 5;
const METRICS_TOKEN = 'metrics-token-for-the-counts-tests';
const MARKER = 'countmarker';

let own: OwnServer;
let admin: string;
const shop = () => suiteApi(own.base);
const page = (query: ListProductsQuery) =>
  unwrap(apiClient(undefined, own.base).GET('/products', { params: { query } }));

beforeAll(async () => {
  own = await startOwnServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CATALOGUE_EXACT_COUNT_UP_TO: String(EXACT_UP_TO),
      CATALOGUE_CACHE_SECONDS: '0',
      METRICS_TOKEN,
    },
  });
  admin = (await shop().signIn(ADMIN.email, ADMIN.password)).token;
  for (let index = 0; index < 12; index += 1) {
    await shop().createProduct(admin, {
      name: `Counted ${MARKER} ${index}`,
      category: index < 3 ? 'commercial' : 'residential',
    });
  }
}, 60_000);

afterAll(async () => {
  await own?.close();
});

describe('the total of a listing', () => {
  it('is exact up to the threshold', async () => {
    const answer = await page({ q: MARKER, category: 'commercial' });
    expect(answer.total).toBe(3);
    expect(answer.totalIsEstimate).toBe(false);
    const none = await page({ q: 'nothingmatchesthisword' });
    expect(none).toMatchObject({ total: 0, totalIsEstimate: false, data: [] });
  });

  it('is an estimate past the threshold, never below what was counted, repeated on every page', async () => {
    const seen: Product[] = [];
    let cursor: string | undefined;
    for (;;) {
      const answer = await page({ q: MARKER, limit: 4, ...(cursor ? { cursor } : {}) });
      expect(answer.totalIsEstimate).toBe(true);
      expect(answer.total).toBeGreaterThan(EXACT_UP_TO);
      seen.push(...answer.data);
      if (answer.nextCursor === null) break;
      cursor = answer.nextCursor;
    }
    // The estimate changes how the total is counted, never which products the pages hold.
    expect(new Set(seen.map((product) => product._id)).size).toBe(12);
    const everything = await page({});
    expect(everything.totalIsEstimate).toBe(true);
    expect(everything.total).toBeGreaterThan(EXACT_UP_TO);
  });
});

/** How many lookups of `figure` found it kept (`hit`) or read it (`miss`), from /metrics. */
async function lookups(figure: 'count' | 'facets', result: 'hit' | 'miss'): Promise<number> {
  const response = await fetch(`${new URL(own.base).origin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = `wtkit_listing_figures_lookups_total{figure="${figure}",result="${result}"} `;
  const found = (await response.text()).split('\n').find((text) => text.startsWith(line));
  return found ? Number(found.slice(line.length)) : 0;
}

describe('counts and facets kept per catalogue generation', () => {
  it('answers a repeated facet read from memory until a product changes', async () => {
    const marker = 'facetmarker';
    await shop().createProduct(admin, { name: `Faceted ${marker}`, category: 'commercial' });
    const commercial = async () =>
      (await page({ q: marker, facets: true })).facets?.category.find(
        (facet) => facet.value === 'commercial',
      )?.count;
    const [hits, misses] = [await lookups('facets', 'hit'), await lookups('facets', 'miss')];
    expect(await commercial()).toBe(1);
    expect(await commercial()).toBe(1);
    // Another order and page size: the same filters, the same facets.
    await page({ q: marker, facets: true, sort: 'price-asc', limit: 1 });
    expect(await lookups('facets', 'miss')).toBe(misses + 1);
    expect(await lookups('facets', 'hit')).toBe(hits + 2);

    const second = await shop().createProduct(admin, {
      name: `Faceted ${marker} two`,
      category: 'commercial',
    });
    expect(await commercial()).toBe(2);
    expect(await lookups('facets', 'miss')).toBe(misses + 2);
    await unwrap(
      apiClient(admin, own.base).DELETE('/products/{id}', { params: { path: { id: second._id } } }),
    );
    expect(await commercial()).toBe(1);
  });

  it('keeps the count of a listing for its other orders, and counts again after a change', async () => {
    const marker = 'keptcountmarker';
    await shop().createProduct(admin, { name: `Kept ${marker}` });
    const hits = await lookups('count', 'hit');
    expect((await page({ q: marker })).total).toBe(1);
    expect((await page({ q: marker, sort: 'newest' })).total).toBe(1);
    expect(await lookups('count', 'hit')).toBe(hits + 1);
    await shop().createProduct(admin, { name: `Kept ${marker} again` });
    expect((await page({ q: marker, sort: 'newest' })).total).toBe(2);
  });
});

describe('a search with more matches than it ranks', () => {
  const HEADER =
    'name,sku,price,stock,category,imageUrl,imageUrls,description,isFeatured,important,tags,type,filterType,parts,quickReplaceMonths,slowReplaceMonths,additional';
  const row = (name: string, sku: string, tags = '', price = 10) =>
    `${name},${sku},${price},5,residential,,,Plain,false,,${tags},none,none,,,,`;
  const numbered = (n: number) => `Ranked wordrank ${String(n).padStart(3, '0')}`;

  beforeAll(async () => {
    const rows = [
      ...Array.from({ length: 300 }, (_, n) =>
        row(numbered(n), `RANKED-${n}`, '', n === 299 ? 20 : 10),
      ),
      row('Aab wordrank tagged', 'RANKED-TAGGED', 'wordrank'),
      row('Zzz wordrank best', 'RANKED-BEST', 'wordrank', 20),
      row('Zzx wordrank item', 'WORDRANK'),
      // The one test kit among the matches, past the ranked set by name.
      `Zzzz wordrank kit,RANKED-KIT,10,5,test kit,,,Plain,false,,,none,none,,,,`,
    ];
    const response = await fetch(`${own.base}/products/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
      body: [HEADER, ...rows].join('\n'),
    });
    expect(response.status).toBe(200);
  }, 60_000);

  it('ranks the first 250 matches by name and the exact SKU, then lists the rest by name, each once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let index = 0; ; index += 1) {
      const answer = await page({ q: 'wordrank', limit: 100, ...(cursor ? { cursor } : {}) });
      seen.push(...answer.data.map((product) => product.name));
      if (answer.nextCursor === null) break;
      cursor = answer.nextCursor;
      // Added before every candidate by name while paging: the pages keep the set they began with.
      if (index === 0) await shop().createProduct(admin, { name: 'Aaa wordrank added' });
    }
    const expected = [
      'Zzx wordrank item',
      'Aab wordrank tagged',
      ...Array.from({ length: 300 }, (_, n) => numbered(n)),
      'Zzz wordrank best',
      'Zzzz wordrank kit',
    ];
    expect(seen.filter((name) => name !== 'Aaa wordrank added')).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('gives back, by prevCursor, the pages it gave forwards, across the ranked set and the rest', async () => {
    // Pages of 40 end inside either set and one straddles where the ranked set ends.
    await expectSamePagesBothWays(page, { q: 'wordrank', limit: 40 });
    await expectSamePagesBothWays(page, { q: 'wordrank', limit: 33, maxPrice: 1500 });
    await expectSamePagesBothWays(page, { q: 'wordrank', limit: 100, sort: 'relevance' });
  });

  it('left the planner statistics of the imported rows, which estimated totals come from', async () => {
    const result = (await own.server.app.db.execute(
      sql`select reltuples::int as rows from pg_class where relname = 'products'`,
    )) as unknown as { rows: { rows: number }[] };
    const [row] = result.rows;
    expect(row?.rows).toBeGreaterThanOrEqual(303);
  });

  it('suggests the first few of the bounded listing: the exact SKU first, no match past the candidates', async () => {
    const suggested = await unwrap(
      apiClient(undefined, own.base).GET('/search/suggestions', {
        params: { query: { q: 'wordrank' } },
      }),
    );
    const listed = await page({ q: 'wordrank', limit: SUGGESTED_PRODUCTS_MAX });
    const names = suggested.data.products.map((product) => product.name);
    expect(names).toEqual(listed.data.map((product) => product.name));
    expect(names.slice(0, 2)).toEqual(['Zzx wordrank item', 'Aab wordrank tagged']);
    // Ranked with every match, the best-worded product would come second; it sorts past the set.
    expect(names).not.toContain('Zzz wordrank best');
  });

  it('counts the categories of the candidates alone, and says the counts are at least', async () => {
    const { categories } = (
      await unwrap(
        apiClient(undefined, own.base).GET('/search/suggestions', {
          params: { query: { q: 'wordrank' } },
        }),
      )
    ).data;
    // 304 matches: the 250 candidates by name and the exact SKU; the test kit sorts past them.
    expect(categories).toEqual([
      { category: 'residential', path: '/residential', count: 251, countIsAtLeast: true },
    ]);
    const few = (
      await unwrap(
        apiClient(undefined, own.base).GET('/search/suggestions', {
          params: { query: { q: 'wordrank kit' } },
        }),
      )
    ).data;
    expect(few.categories).toEqual([
      { category: 'test kit', path: '/testkit', count: 1, countIsAtLeast: false },
    ]);
  });

  it('ranks every match when they are fewer than the ranked set', async () => {
    // Two of the file's matches: the better (name and tags) first although it comes last by name.
    const few = await page({ q: 'wordrank', minPrice: 1500, maxPrice: 2000 });
    const names = few.data.map((product) => product.name);
    expect(names.filter((name) => name !== 'Aaa wordrank added')).toEqual([
      'Zzz wordrank best',
      numbered(299),
    ]);
    const tagged = await page({ q: 'wordrank tagged' });
    expect(tagged.data.map((product) => product.name)).toEqual(['Aab wordrank tagged']);
  });
});
