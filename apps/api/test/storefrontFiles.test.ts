import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnServer, startOwnServer } from './support/ownServer.js';
import { get } from './support/rawGet.js';

describe('the storefront files', () => {
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
  const html = '<!doctype html><html lang="en"><title>shop</title><div id="root"></div></html>';
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  let storefront: string;
  let own: OwnServer;
  let origin: string;

  beforeAll(async () => {
    storefront = mkdtempSync(join(tmpdir(), 'wtkit-storefront-'));
    mkdirSync(join(storefront, 'assets'));
    writeFileSync(join(storefront, 'index.html'), html);
    writeFileSync(join(storefront, 'assets', 'index-abc.js'), script);
    writeFileSync(join(storefront, 'assets', 'logo-abc.png'), png);
    own = await startOwnServer({ env: { STOREFRONT_DIR: storefront } });
    origin = new URL(own.base).origin;
  });

  afterAll(async () => {
    await own?.close();
    rmSync(storefront, { recursive: true, force: true });
  });

  it('sends scripts Brotli-compressed when the browser accepts it, and caches them for a year', async () => {
    const response = await get(`${origin}/assets/index-abc.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('falls back to gzip, and to the plain file when no encoding is accepted', async () => {
    const gzip = await get(`${origin}/assets/index-abc.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const refused = await get(`${origin}/assets/index-abc.js`, {
      'accept-encoding': 'br;q=0, gzip;q=0',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(script);

    const plain = await get(`${origin}/assets/index-abc.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses the page of client-side routes but not images', async () => {
    const page = await get(`${origin}/products`, { 'accept-encoding': 'br' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toBe(html);

    const image = await get(`${origin}/assets/logo-abc.png`, { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(png)).toBe(true);
  });
});
