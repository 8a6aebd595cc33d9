import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE_TAG, PageCache, renderedBytes } from '../src/http/pageCache.js';

const tagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;

describe('PageCache', () => {
  const page = renderedBytes(200, '<p>page</p>');

  it('keeps a page while the catalogue generation and the TTL hold', () => {
    let generation = 0;
    let now = 1_000;
    const cache = new PageCache(
      5_000,
      () => generation,
      1_000_000,
      () => now,
    );
    cache.set('/a', page, 0);
    expect(cache.get('/a')).toMatchObject(page);
    now += 4_999;
    expect(cache.get('/a')).toMatchObject(page);
    now += 1;
    expect(cache.get('/a')).toBeUndefined();

    cache.set('/a', page, 0);
    generation = 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps a page as bytes, compressed in a coding once when first asked for, each copy with the tag of its bytes', () => {
    const html = `<script>go()</script><b>é</b>${'<p>filler text</p>'.repeat(2_000)}<script type="module">m()</script>`;
    const cache = new PageCache(60_000, () => 0, 10_000_000);
    const kept = cache.set('/a', renderedBytes(404, html), 0);
    if (!kept) throw new Error('not kept');
    expect(kept.status).toBe(404);
    expect(kept.plain.body.toString('utf8')).toBe(html);
    // Nothing compressed until a coding is asked for.
    expect(cache.stats().bytes).toBe(kept.plain.body.length + 2);
    const gzip = kept.encoded('gzip');
    expect(cache.stats().bytes).toBe(kept.plain.body.length + gzip.body.length + 2);
    const br = cache.get('/a')?.encoded('br');
    if (!br) throw new Error('not kept');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    expect(gzip.body.length).toBeLessThan(kept.plain.body.length / 10);
    // Asked again, the same copies: made once.
    expect(kept.encoded('gzip')).toBe(gzip);
    expect(cache.get('/a')?.encoded('br')).toBe(br);
    expect(cache.stats().bytes).toBe(
      kept.plain.body.length + gzip.body.length + br.body.length + 2,
    );
    for (const copy of [kept.plain, gzip, br]) expect(copy.etag).toBe(tagOf(copy.body));
    expect(new Set([kept.plain.etag, gzip.etag, br.etag]).size).toBe(3);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(kept.scriptHashes).toEqual([sha('go()'), sha('m()')]);
  });

  it('tags a page with every product it links to, once each', () => {
    const a = '0b7c1f4e-1111-4a2b-9c3d-000000000001';
    const b = '0b7c1f4e-1111-4a2b-9c3d-000000000002';
    const html = `<a href="/product/${a}">A</a><a href="/product/${b}">B</a><a href="/product/${a}">A</a><a href="/products">all</a>`;
    expect(renderedBytes(200, html).tags).toEqual([
      EVERY_PAGE_TAG,
      `wtkit-product-${a}`,
      `wtkit-product-${b}`,
    ]);
  });

  it('drops a page rendered while the catalogue changed', () => {
    let generation = 3;
    const cache = new PageCache(5_000, () => generation, 1_000_000);
    // Rendering began at generation 3; a write moved it to 4 before the page was stored.
    generation = 4;
    cache.set('/b', page, 3);
    expect(cache.get('/b')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0', () => {
    const off = new PageCache(0, () => 0, 1_000_000);
    off.set('/a', page, 0);
    expect(off.get('/a')).toBeUndefined();
    expect(off.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('stays within its byte budget, letting the least recently used page go first', () => {
    const now = 1_000;
    const sized = (text: string) => renderedBytes(200, text.repeat(1_000));
    // Each page: 1,000 bytes of its own and its two-byte key.
    const size = 1_002;
    const cache = new PageCache(
      60_000,
      () => 0,
      size * 3,
      () => now,
    );
    cache.set('/1', sized('1'), 0);
    cache.set('/2', sized('2'), 0);
    cache.set('/3', sized('3'), 0);
    expect(cache.stats()).toEqual({ entries: 3, bytes: size * 3 });
    // A hit makes /1 the most recently used: /2 is now the one to go.
    expect(cache.get('/1')).toBeDefined();
    cache.set('/4', sized('4'), 0);
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')?.plain.body.toString()).toBe('1'.repeat(1_000));
    expect(cache.get('/3')).toBeDefined();
    expect(cache.get('/4')).toBeDefined();
    expect(cache.stats()).toEqual({ entries: 3, bytes: size * 3 });

    // A page that needs the room of two makes both least recently used go.
    cache.set('/5', renderedBytes(200, 'x'.repeat(size * 2 - 200)), 0);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/3')).toBeUndefined();
    expect(cache.get('/4')).toBeDefined();
    expect(cache.get('/5')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 3);

    // One larger than the whole budget is not kept, and sends nothing else away.
    expect(cache.set('/6', renderedBytes(200, 'y'.repeat(size * 4)), 0)).toBeUndefined();
    expect(cache.get('/6')).toBeUndefined();
    expect(cache.stats().entries).toBe(2);
  });

  it('makes room for a compressed copy by letting the least recently used page go, never the page itself', () => {
    // Random text compresses little: a copy takes about the room of its page.
    const noise = () => randomBytes(750).toString('base64');
    const cache = new PageCache(60_000, () => 0, 2_600);
    cache.set('/1', renderedBytes(200, noise()), 0);
    const second = cache.set('/2', renderedBytes(200, noise()), 0);
    expect(cache.stats().entries).toBe(2);
    const copy = second?.encoded('gzip');
    expect(copy?.body.length).toBeGreaterThan(600);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/2')?.encoded('gzip')).toBe(copy);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 1_002 + (copy?.body.length ?? 0) });
  });

  it('counts a page stored again once', () => {
    const cache = new PageCache(60_000, () => 0, 1_000_000);
    const page = renderedBytes(200, `<p>${'é'.repeat(500)}</p>`);
    cache.set('/a', page, 0);
    cache.get('/a')?.encoded('br');
    cache.set('/a', page, 0);
    expect(cache.stats()).toEqual({ entries: 1, bytes: page.plain.body.length + 2 });
  });
});
