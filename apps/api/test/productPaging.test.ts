import { gunzipSync } from 'node:zlib';
import type { ListProductsQuery, Product, ProductInput } from '@wtkit/api-client';
import { unwrap } from '@wtkit/api-client';
import { PRICE_BANDS, PRODUCT_PAGE_DEFAULT } from '@wtkit/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { CURSOR_INVALID, CURSOR_OTHER_SORT } from '../src/products/cursor.js';
import { MIN_ABOVE_MAX } from '../src/products/service.js';
import { apiClient, rawRequest, suiteApi } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';
import { expectSamePagesBothWays, idsOf, walkBack, walk as walkPages } from './support/paging.js';
import { get } from './support/rawGet.js';

/*
 * The paged listing on a server of this file's own: it adds and deletes hundreds of products,
 * which no other file's listing should see.
 */

const ADMIN = { email: 'admin@paging.wtkit', password: 'admin-password-for-paging' };

let own: OwnServer;
let admin: string;
const shop = () => suiteApi(own.base);
const api = (token?: string) => apiClient(token, own.base);

let serial = 0;
/** A product made by the admin; its name and price vary unless given. */
function newProduct(overrides: Partial<ProductInput> = {}) {
  serial += 1;
  const word = Math.random().toString(36).slice(2, 8);
  return shop().createProduct(admin, {
    name: `Paging ${word} ${serial}`,
    price: Math.round(Math.random() * 200_000) / 100,
    ...overrides,
  });
}

/** `count` products, a few at a time. */
async function newProducts(count: number, overrides: Partial<ProductInput> = {}) {
  const made: Product[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, () => newProduct(overrides));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

const page = (query: ListProductsQuery) => unwrap(api().GET('/products', { params: { query } }));

/** Every page of a listing in turn; `between` runs after each page but the last. */
const walk = (query: ListProductsQuery, between?: (pageIndex: number) => Promise<void>) =>
  walkPages(page, query, between);

const cents = (product: Product) => Math.round(product.price * 100);

/**
 * A catalogue that changes while a client pages through `order`: after page `index`, a product
 * early in the order and one late in it are deleted, and two are added. `deleted` and `added`
 * say which, for the walk's checks.
 */
function churnOf(order: readonly Product[]) {
  const deleted = new Set<string>();
  const added = new Set<string>();
  const churn = async (index: number) => {
    for (const victim of [order[index * 3], order[order.length - 1 - index * 3]]) {
      if (!victim || deleted.has(victim._id)) continue;
      deleted.add(victim._id);
      await shop().deleteProduct(admin, victim._id);
    }
    for (const product of await newProducts(2)) added.add(product._id);
  };
  return { deleted, added, churn };
}

/** That the products of a walk come in the order `sort` names (by name needs the collation). */
function expectSorted(seen: readonly Product[], sort: ListProductsQuery['sort']) {
  if (sort === 'price-asc')
    expect(seen.map(cents)).toEqual([...seen.map(cents)].sort((a, b) => a - b));
  if (sort === 'price-desc')
    expect(seen.map(cents)).toEqual([...seen.map(cents)].sort((a, b) => b - a));
  if (sort === 'newest') {
    const times = seen.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  }
}

beforeAll(async () => {
  own = await startOwnServer({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PAYMENT_PROVIDER: 'test' },
  });
  admin = (await shop().signIn(ADMIN.email, ADMIN.password)).token;
}, 60_000);

afterAll(async () => {
  await own?.close();
});

describe('the first page', () => {
  it('holds the whole seeded catalogue by default, with its total and no next cursor', async () => {
    const answer = await page({});
    expect(answer.data.length).toBeGreaterThanOrEqual(24);
    expect(answer.data.length).toBeLessThanOrEqual(PRODUCT_PAGE_DEFAULT);
    expect(answer.total).toBe(answer.data.length);
    expect(answer.totalIsEstimate).toBe(false);
    expect(answer.nextCursor).toBeNull();
    expect(answer.prevCursor).toBeNull();
    expect(answer.offset).toBe(0);
    expect(answer.facets).toBeUndefined();
    const rows = await own.server.app.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.name), asc(products.id));
    expect(answer.data.map((p) => p._id)).toEqual(rows.map((row) => row.id));
  });

  it('answers the important products ranked 1 to 3, paged', async () => {
    const all = await page({ important: true });
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    const ranks = all.data.map((p) => p.important);
    expect(ranks.every((rank) => rank !== null)).toBe(true);
    expect([...ranks].sort()).toEqual(ranks);
    const { ids } = await walk({ important: true, limit: 1 });
    expect(ids).toEqual(all.data.map((p) => p._id));
  });
});

describe('paging through a catalogue that changes', () => {
  let initial: Product[] = [];
  beforeAll(async () => {
    await newProducts(300);
    const everything = await walk({ limit: 100 });
    initial = everything.seen;
    expect(initial.length).toBeGreaterThan(300);
  }, 180_000);

  it.each([
    { label: 'by name' },
    { label: 'price-asc', sort: 'price-asc' },
    { label: 'price-desc', sort: 'price-desc' },
    { label: 'newest', sort: 'newest' },
    { label: 'best-selling', sort: 'best-selling' },
  ] as const)(
    'returns every product exactly once, $label, while others come and go',
    async ({ sort }) => {
      const { deleted, added, churn } = churnOf(initial);
      const query = { limit: 30, ...(sort ? { sort } : {}) };
      const { ids, seen } = await walk(query, churn);

      expect(new Set(ids).size).toBe(ids.length);
      const stayed = initial.filter((p) => !deleted.has(p._id)).map((p) => p._id);
      const shown = new Set(ids);
      expect(stayed.filter((id) => !shown.has(id))).toEqual([]);
      // Beside those, only products added on the way, or deleted after their page was shown.
      const known = new Set([...stayed, ...added, ...deleted]);
      expect(ids.filter((id) => !known.has(id))).toEqual([]);
      expectSorted(seen, sort);

      // With nothing changing, small pages give exactly the order one large page gives.
      const small = await walk({ ...query, limit: 7 });
      const large = await walk({ ...query, limit: 100 });
      expect(small.ids).toEqual(large.ids);
      expect(new Set(small.totals)).toEqual(new Set([large.ids.length]));
      initial = large.seen;
    },
    180_000,
  );
});

describe('paging backwards', () => {
  it.each([
    { label: 'by name' },
    { label: 'price-asc', sort: 'price-asc' },
    { label: 'price-desc', sort: 'price-desc' },
    { label: 'newest', sort: 'newest' },
    { label: 'best-selling', sort: 'best-selling' },
  ] as const)(
    'gives back the pages forward gave, with their offsets, $label, filtered or not',
    async ({ sort }) => {
      const sorted = sort ? { sort } : {};
      await expectSamePagesBothWays(page, { limit: 37, ...sorted });
      await expectSamePagesBothWays(page, {
        limit: 11,
        minPrice: 20_000,
        maxPrice: 120_000,
        ...sorted,
      });
    },
    120_000,
  );

  it('gives back the pages of the important products and of a search, in relevance and by price', async () => {
    // The seeded important products may have been deleted by the tests above.
    await newProducts(3, { important: 2 });
    await expectSamePagesBothWays(page, { important: true, limit: 1 });
    const marker = `pgback${Math.random().toString(36).slice(2, 7)}`;
    await newProducts(4, { name: `Back ${marker} cartridge` });
    await newProducts(5, { description: `Fits the ${marker} housing.` });
    await expectSamePagesBothWays(page, { q: marker, limit: 2 });
    await expectSamePagesBothWays(page, { q: marker, limit: 4, sort: 'price-desc' });
    await expectSamePagesBothWays(page, { q: marker, limit: 3, maxPrice: 150_000 });
  }, 60_000);

  it.each([
    { label: 'by name' },
    { label: 'price-desc', sort: 'price-desc' },
    { label: 'newest', sort: 'newest' },
  ] as const)(
    'returns every product exactly once, $label, backwards from the end while others come and go',
    async ({ sort }) => {
      const query = { limit: 30, ...(sort ? { sort } : {}) };
      const forward = await walk(query);
      const order = forward.seen;
      // Backwards, the product near the start is not shown yet and the one near the end is.
      const { deleted, added, churn } = churnOf(order);
      const last = forward.pages.at(-1);
      if (!last) throw new Error('no pages');
      const back = await walkBack(page, query, last, churn);
      const pages = [...back].reverse();
      expect(pages[0]?.prevCursor).toBeNull();
      expect(pages[0]?.offset).toBe(0);
      const seen = [...pages, last].flatMap((answer) => answer.data);
      const ids = seen.map((product) => product._id);

      expect(new Set(ids).size).toBe(ids.length);
      const shown = new Set(ids);
      expect(order.filter((p) => !deleted.has(p._id) && !shown.has(p._id))).toEqual([]);
      const known = new Set([...order.map((p) => p._id), ...added]);
      expect(ids.filter((id) => !known.has(id))).toEqual([]);
      expectSorted(seen, sort);
      // The products of the walk forwards keep their order (the database's collation orders names).
      expect(ids.filter((id) => !added.has(id))).toEqual(
        order.map((p) => p._id).filter((id) => shown.has(id)),
      );
    },
    180_000,
  );

  it('answers an empty page, its cursors null where nothing lies beyond, when its products were deleted', async () => {
    const marker = `pgempty${Math.random().toString(36).slice(2, 7)}`;
    await newProducts(6, { tags: [marker] });
    const query = { q: marker, limit: 2, sort: 'price-asc' } as const;
    const [first, second, third] = (await walk(query)).pages;
    if (!first || !second || !third) throw new Error('three pages expected');
    expect(second.offset).toBe(2);
    const remove = (answer: typeof first) =>
      Promise.all(idsOf(answer).map((id) => shop().deleteProduct(admin, id)));

    await remove(first);
    const emptyBefore = await page({ ...query, cursor: second.prevCursor ?? '' });
    expect(emptyBefore).toMatchObject({ data: [], prevCursor: null, offset: 0 });
    // What is left lies after it: from the start again.
    const restart = await page({ ...query, cursor: emptyBefore.nextCursor ?? '' });
    expect(idsOf(restart)).toEqual(idsOf(second));
    expect(restart).toMatchObject({ offset: 0, prevCursor: null });

    await remove(third);
    const emptyAfter = await page({ ...query, cursor: second.nextCursor ?? '' });
    expect(emptyAfter).toMatchObject({ data: [], nextCursor: null, offset: 4 });
    // What is left lies before it: the end of the listing.
    const end = await page({ ...query, cursor: emptyAfter.prevCursor ?? '' });
    expect(idsOf(end)).toEqual(idsOf(second));
    expect(end).toMatchObject({ offset: 0, prevCursor: null, nextCursor: null });

    await remove(second);
    for (const cursor of [second.prevCursor, second.nextCursor, emptyAfter.prevCursor])
      expect(await page({ ...query, cursor: cursor ?? '' })).toMatchObject({
        data: [],
        nextCursor: null,
        prevCursor: null,
      });
  });
});

describe('the count of a listing', () => {
  it('is counted by the first page and repeated by the pages its cursor leads to', async () => {
    const marker = `pgcount${Math.random().toString(36).slice(2, 7)}`;
    await newProducts(10, { tags: [marker] });
    const { totals } = await walk({ q: marker, limit: 3 }, async () => {
      await newProduct({ tags: [marker] });
    });
    expect(totals[0]).toBe(10);
    expect(new Set(totals)).toEqual(new Set([10]));
    // A new first page counts again: the products added while paging are there.
    expect((await page({ q: marker, limit: 3 })).total).toBe(10 + totals.length - 1);
  });
});

describe('filters', () => {
  const marker = `pgmark${Math.random().toString(36).slice(2, 7)}`;
  beforeAll(async () => {
    const base = { description: `Made for ${marker}.`, tags: [marker] };
    await newProducts(3, {
      ...base,
      category: 'residential',
      type: 'filter',
      filterType: 'undersink',
      price: 10,
      stock: 5,
    });
    await newProducts(2, {
      ...base,
      category: 'commercial',
      type: 'part',
      quickReplaceMonths: 6,
      slowReplaceMonths: 12,
      price: 60,
      stock: 0,
    });
    await newProducts(1, { ...base, category: 'test kit', price: 1500, stock: 1 });
    // On the bounds of a price range: 49.99 and 100.00 are in 4999–10000, 49.98 and 100.01 not.
    for (const price of [49.98, 49.99, 100, 100.01]) await newProduct({ ...base, price });
  }, 60_000);

  const matching = (query: ListProductsQuery) => walk({ q: marker, limit: 100, ...query });

  it('narrows by category, type, filter type, stock and price (inclusive)', async () => {
    const cases: Array<[ListProductsQuery, (p: Product) => boolean, number]> = [
      [{ category: 'commercial' }, (p) => p.category === 'commercial', 2],
      [{ type: 'filter' }, (p) => p.type === 'filter', 3],
      [{ filterType: 'undersink' }, (p) => p.filterType === 'undersink', 3],
      [{ inStock: true }, (p) => p.stock > 0, 8],
      [{ inStock: false }, (p) => p.stock === 0, 2],
      [{ minPrice: 4999, maxPrice: 10_000 }, (p) => cents(p) >= 4999 && cents(p) <= 10_000, 4],
      [{ minPrice: 100_001 }, (p) => cents(p) >= 100_001, 1],
      [{ maxPrice: 1000 }, (p) => cents(p) <= 1000, 3],
      [{ category: 'residential', type: 'part' }, () => false, 0],
    ];
    for (const [query, holds, count] of cases) {
      const { seen, totals } = await matching(query);
      expect(
        seen.filter((p) => !holds(p)),
        JSON.stringify(query),
      ).toEqual([]);
      expect(seen, JSON.stringify(query)).toHaveLength(count);
      expect(totals[0], JSON.stringify(query)).toBe(count);
    }
  });

  it('counts facets over the query, each leaving out its own filter', async () => {
    const band = (minCents: number) => PRICE_BANDS.findIndex((b) => b.minCents === minCents);
    const counts = (answer: Awaited<ReturnType<typeof page>>) => {
      const f = answer.facets;
      if (!f) throw new Error('no facets');
      return {
        category: Object.fromEntries(f.category.map((c) => [c.value, c.count])),
        type: Object.fromEntries(f.type.map((c) => [c.value, c.count])),
        filterType: Object.fromEntries(f.filterType.map((c) => [c.value, c.count])),
        price: f.price.map((c) => c.count),
      };
    };
    const everything = counts(await page({ q: marker, facets: true }));
    expect(everything.category).toEqual({ commercial: 2, residential: 7, 'test kit': 1 });
    expect(everything.type).toEqual({ none: 5, part: 2, filter: 3 });
    expect(everything.filterType).toEqual({ none: 7, undersink: 3, wholehouse: 0 });
    const price = PRICE_BANDS.map(() => 0);
    for (const [minCents, count] of [
      [0, 5],
      [5000, 2],
      [10_000, 2],
      [100_000, 1],
    ] as const)
      price[band(minCents)] = count;
    expect(everything.price).toEqual(price);
    expect(PRICE_BANDS.map((b) => [b.minCents, b.maxCents])).toEqual(
      (await page({ q: marker, facets: true })).facets?.price.map((p) => [p.minCents, p.maxCents]),
    );

    const commercial = await page({ q: marker, category: 'commercial', facets: true });
    expect(commercial.total).toBe(2);
    const narrowed = counts(commercial);
    // Its own facet still counts every category; the others count the commercial products.
    expect(narrowed.category).toEqual(everything.category);
    expect(narrowed.type).toEqual({ none: 0, part: 2, filter: 0 });
    expect(narrowed.filterType).toEqual({ none: 2, undersink: 0, wholehouse: 0 });
    const cheap = counts(await page({ q: marker, maxPrice: 4999, facets: true }));
    expect(cheap.price).toEqual(price);
    expect(cheap.category).toEqual({ commercial: 0, residential: 5, 'test kit': 0 });
  });
});

describe('orders', () => {
  it('orders by relevance with search text, name matches before the rest, the same at any page size', async () => {
    const marker = `rlv${Math.random().toString(36).slice(2, 7)}`;
    const inDescription = await newProduct({
      name: `Aardvark cartridge ${marker.slice(0, 2)}`,
      description: `Pairs with the ${marker} housing.`,
    });
    const inName = await newProduct({ name: `Basic ${marker} unit` });
    const first = await newProduct({ name: `${marker} Zeta cartridge` });
    const expected = (await page({ q: marker })).data.map((p) => p._id);
    // How two name matches rank between them is the search's to say (see search.test.ts).
    expect(expected.slice(0, 2).sort()).toEqual([first._id, inName._id].sort());
    expect(expected[2]).toBe(inDescription._id);
    expect((await page({ q: marker, sort: 'relevance' })).data.map((p) => p._id)).toEqual(expected);
    expect((await walk({ q: marker, limit: 1 })).ids).toEqual(expected);
  });

  it('orders best-selling by units ordered', async () => {
    const marker = `bst${Math.random().toString(36).slice(2, 7)}`;
    const [few, many, none] = await Promise.all(
      ['Alpha', 'Beta', 'Gamma'].map((word) =>
        newProduct({ name: `${word} ${marker}`, stock: 50, price: 5 }),
      ),
    );
    if (!few || !many || !none) throw new Error('products not made');
    const shopper = await shop().newShopper({ name: 'Paging Shopper' });
    await shop().placePaidOrder(shopper.token, { items: [{ productId: few._id, quantity: 1 }] });
    await shop().placePaidOrder(shopper.token, { items: [{ productId: many._id, quantity: 3 }] });
    const { ids } = await walk({ q: marker, sort: 'best-selling', limit: 1 });
    expect(ids).toEqual([many._id, few._id, none._id]);
  });
});

describe('bad requests', () => {
  it('refuses a limit, price or cursor it cannot use, with a message', async () => {
    const first = await page({ limit: 2, sort: 'price-asc' });
    const cursor = first.nextCursor ?? '';
    expect(cursor).not.toBe('');
    const back = (await page({ limit: 2, sort: 'price-asc', cursor })).prevCursor ?? '';
    expect(back).not.toBe('');
    /** `signed` with its content changed by `change`, the signature kept. */
    const tamper = (signed: string, change: (decoded: Record<string, unknown>) => void) => {
      const [payload, signature] = signed.split('.');
      const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      change(decoded);
      return `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}`;
    };
    // The same cursor with the last price it holds one cent higher.
    const tampered = tamper(cursor, (decoded) => {
      const keys = decoded.k as string[];
      keys[0] = String(Number(keys[0]) + 1);
    });
    const cases: Array<[string, string | RegExp]> = [
      ['limit=0', /limit/],
      ['limit=101', /limit/],
      ['limit=ten', /limit/],
      ['minPrice=-1', /minPrice/],
      ['minPrice=1.5', /minPrice/],
      ['maxPrice=cheap', /maxPrice/],
      ['minPrice=500&maxPrice=499', MIN_ABOVE_MAX],
      ['sort=cheapest', /sort/],
      ['sort=price-asc&cursor=not-a-cursor', CURSOR_INVALID],
      [`sort=price-asc&cursor=${tampered}`, CURSOR_INVALID],
      [`sort=price-asc&cursor=${cursor}x`, CURSOR_INVALID],
      [`sort=price-desc&cursor=${cursor}`, CURSOR_OTHER_SORT],
      [`cursor=${cursor}`, CURSOR_OTHER_SORT],
      [`sort=price-asc&q=other&cursor=${cursor}`, CURSOR_OTHER_SORT],
      [
        `sort=price-asc&cursor=${tamper(back, (decoded) => Object.assign(decoded, { o: 0 }))}`,
        CURSOR_INVALID,
      ],
      [
        `sort=price-asc&cursor=${tamper(back, (decoded) => Object.assign(decoded, { d: 'a' }))}`,
        CURSOR_INVALID,
      ],
      [
        `sort=price-asc&cursor=${tamper(back, (decoded) => Object.assign(decoded, { k: null }))}`,
        CURSOR_INVALID,
      ],
      [`sort=price-desc&cursor=${back}`, CURSOR_OTHER_SORT],
    ];
    for (const [search, message] of cases) {
      const answer = await rawRequest('GET', '/products', {
        path: `/products?${search}`,
        base: own.base,
      });
      expect(answer.status, search).toBe(400);
      expect(answer.body.success, search).toBe(false);
      if (typeof message === 'string') expect(answer.body.message, search).toBe(message);
      else expect(answer.body.message, search).toMatch(message);
    }
    // The cursor itself, with the sort it was made for, answers the next page.
    const next = await page({ limit: 2, sort: 'price-asc', cursor });
    expect(next.data.map((p) => p._id)).not.toContain(first.data[0]?._id);
    expect(idsOf(await page({ limit: 2, sort: 'price-asc', cursor: back }))).toEqual(idsOf(first));
  });
});

describe('cards', () => {
  const cards = (query: ListProductsQuery) =>
    unwrap(api().GET('/products/cards', { params: { query } }));
  const CARD_KEYS = [
    '_id',
    'additional',
    'category',
    'images',
    'imageUrl',
    'name',
    'price',
    'sku',
    'stock',
  ];

  it('answer the page GET /products answers, each product as a card, with its main image alone', async () => {
    const pictured = await newProduct({
      name: 'Paging cards pictured',
      category: 'commercial',
      imageUrl: '/images/products/ro-membrane.svg',
      imageUrls: ['/images/products/whole-house.svg'],
      description: 'A description no card carries.',
    });
    const query = { category: 'commercial', limit: 7, facets: true } as const;
    const full = await page(query);
    const shown = await cards(query);
    expect(shown.data.map((card) => card._id)).toEqual(idsOf(full));
    const { data: _cards, ...shownPaging } = shown;
    const { data: _full, ...fullPaging } = full;
    expect(shownPaging).toEqual(fullPaging);
    for (const card of shown.data) expect(Object.keys(card).sort()).toEqual(CARD_KEYS.sort());
    const { seen } = await walkPages(cards, { category: 'commercial', limit: 7 });
    const card = seen.find((product) => product._id === pictured._id);
    expect(card).toEqual({
      _id: pictured._id,
      name: pictured.name,
      sku: pictured.sku,
      price: pictured.price,
      stock: pictured.stock,
      category: 'commercial',
      imageUrl: pictured.imageUrl,
      images: [pictured.images[0]],
      additional: pictured.additional,
    });
    expect(pictured.images).toHaveLength(2);
  });

  it('page with the cursors of GET /products and refuse a bad one alike', async () => {
    const query = { sort: 'price-desc', limit: 5 } as const;
    const { ids } = await walkPages(page, { ...query, limit: 20 });
    const first = await page(query);
    const second = await cards({ ...query, cursor: first.nextCursor ?? '' });
    expect(second.data.map((card) => card._id)).toEqual(ids.slice(5, 10));
    const back = await page({ ...query, cursor: second.prevCursor ?? '' });
    expect(idsOf(back)).toEqual(ids.slice(0, 5));
    const refused = await get(`${own.base}/products/cards?limit=5&cursor=nonsense`);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body.toString()).message).toBe(
      JSON.parse((await get(`${own.base}/products?limit=5&cursor=nonsense`)).body.toString())
        .message,
    );
  });
});

describe('compression and caching', () => {
  it('compresses a large page for a client that takes gzip, and not for one that does not', async () => {
    const url = `${own.base}/products?limit=100`;
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    const fromGzip = JSON.parse(gunzipSync(gzipped.body).toString('utf8')) as { data: unknown[] };
    expect(fromGzip.data).toHaveLength(100);

    const plain = await get(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const fromPlain = JSON.parse(plain.body.toString('utf8')) as { data: unknown[] };
    expect(fromPlain).toEqual(fromGzip);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);

    // A compressed answer's ETag is weak, and sent back it still answers 304.
    const etag = String(gzipped.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);

    // An error is JSON too, and small: it goes as it is.
    const refused = await get(`${own.base}/products?limit=0`, { 'accept-encoding': 'gzip' });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('keeps one answer per listing asked, and no page after the first', async () => {
    const cache = own.server.app.catalogueCache;
    cache.clear();
    const ask = (search: string) => get(`${own.base}/products?${search}`);
    await ask('limit=5&sort=newest');
    expect(cache.size.entries).toBe(1);
    // The same listing spelled otherwise, or with a parameter the listing does not read.
    await ask('sort=newest&limit=5');
    await ask('limit=5&sort=newest&utm_source=mail');
    expect(cache.size.entries).toBe(1);
    // The default limit, asked or not, is one listing.
    await ask('sort=newest');
    await ask('sort=newest&limit=48');
    expect(cache.size.entries).toBe(2);
    const six = JSON.parse((await ask('limit=6&sort=newest')).body.toString()) as {
      data: unknown[];
      nextCursor: string;
    };
    expect(six.data).toHaveLength(6);
    expect(cache.size.entries).toBe(3);
    await ask(`limit=6&sort=newest&cursor=${six.nextCursor}`);
    expect(cache.size.entries).toBe(3);
    // The same listing as cards is kept apart.
    const asCards = await get(`${own.base}/products/cards?limit=6&sort=newest`);
    expect(cache.size.entries).toBe(4);
    expect(JSON.parse(asCards.body.toString()).data[0].description).toBeUndefined();
  });
});
