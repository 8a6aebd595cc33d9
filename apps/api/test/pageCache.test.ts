import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  deflateParts,
  gzipWithNonce,
  PageCache,
  pageWithNonce,
  pageWithoutNonce,
} from '../src/http/pageCache.js';

describe('PageCache', () => {
  const page = pageWithoutNonce(200, '<p>page</p>', 'n0nce');

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

  it('keeps a page cut at its nonce and answers it with a new one', () => {
    const kept = pageWithoutNonce(
      404,
      '<script nonce="abc">x</script><b>é</b><script nonce="abc">',
      'abc',
    );
    expect(pageWithNonce(kept, 'XYZ').toString('utf8')).toBe(
      '<script nonce="XYZ">x</script><b>é</b><script nonce="XYZ">',
    );
    expect(kept.status).toBe(404);
  });

  it("gzips a kept page with each answer's nonce from parts compressed once", () => {
    // Nonces at the start, the end and side by side leave empty parts; a part longer than
    // deflate's 32 kB window and 64 kB stored-block limit; text that is not ASCII.
    const filler = randomBytes(40_000).toString('base64');
    const html = `abc<p>é ${filler}</p>abcabc<script nonce="abc">${'x'.repeat(70_000)}</script>abc`;
    const kept = pageWithoutNonce(200, html, 'abc');
    for (const nonce of ['XYZ', 'bm9uY2UtZm9yLXRlc3Rz', '']) {
      const gzipped = gzipWithNonce(kept, nonce);
      // gunzip checks the stream, its CRC and its length.
      expect(gunzipSync(gzipped).equals(pageWithNonce(kept, nonce))).toBe(true);
      expect(gzipped.length).toBeLessThan(pageWithNonce(kept, nonce).length / 2);
    }
    expect(kept.deflated).toHaveLength(kept.parts.length);
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
    // Each page: 1,000 bytes of its own plus its two-byte key.
    const sized = (text: string) => pageWithoutNonce(200, text.repeat(1_000), 'n0nce');
    const cache = new PageCache(
      60_000,
      () => 0,
      3_006,
      () => now,
    );
    cache.set('/1', sized('1'), 0);
    cache.set('/2', sized('2'), 0);
    cache.set('/3', sized('3'), 0);
    expect(cache.stats()).toEqual({ entries: 3, bytes: 3_006 });
    // A hit makes /1 the most recently used: /2 is now the one to go.
    expect(cache.get('/1')).toBeDefined();
    cache.set('/4', sized('4'), 0);
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')?.parts[0]?.toString()).toBe('1'.repeat(1_000));
    expect(cache.get('/3')).toBeDefined();
    expect(cache.get('/4')).toBeDefined();
    expect(cache.stats()).toEqual({ entries: 3, bytes: 3_006 });

    // A page that needs the room of two makes both least recently used go.
    cache.set('/5', pageWithoutNonce(200, 'x'.repeat(1_900), 'n0nce'), 0);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/3')).toBeUndefined();
    expect(cache.get('/4')).toBeDefined();
    expect(cache.get('/5')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_006);

    // One larger than the whole budget is not kept, and sends nothing else away.
    cache.set('/6', pageWithoutNonce(200, 'y'.repeat(5_000), 'n0nce'), 0);
    expect(cache.get('/6')).toBeUndefined();
    expect(cache.stats().entries).toBe(2);
  });

  it('counts the compressed copy of a page in its size, and a page stored again once', () => {
    const cache = new PageCache(60_000, () => 0, 1_000_000);
    const kept = pageWithoutNonce(200, `<p>${'é'.repeat(500)}</p>`, 'n0nce');
    const plain = pageWithNonce(kept, '').length;
    deflateParts(kept);
    const deflated = (kept.deflated ?? []).reduce((total, part) => total + part.length, 0);
    cache.set('/a', kept, 0);
    cache.set('/a', kept, 0);
    expect(cache.stats()).toEqual({ entries: 1, bytes: plain + deflated + 2 });
  });
});
