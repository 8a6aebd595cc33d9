import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
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
    const cache = new PageCache(5_000, () => generation);
    // Rendering began at generation 3; a write moved it to 4 before the page was stored.
    generation = 4;
    cache.set('/b', page, 3);
    expect(cache.get('/b')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, and lets the oldest page go first when full', () => {
    expect(
      (() => {
        const off = new PageCache(0, () => 0);
        off.set('/a', page, 0);
        return off.get('/a');
      })(),
    ).toBeUndefined();
    const small = new PageCache(5_000, () => 0, Date.now, 2);
    small.set('/1', page, 0);
    small.set('/2', page, 0);
    small.set('/3', page, 0);
    expect(small.get('/1')).toBeUndefined();
    expect(small.get('/2')).toBeDefined();
    expect(small.get('/3')).toBeDefined();
  });
});
