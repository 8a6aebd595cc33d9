import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

/**
 * `pnpm dev` (`react-router dev`, React Router's plugin on Vite's dev server): pages rendered on
 * the server with the load context the API gives the build (`devPages.ts`: the API called at the
 * running shop), the kit, the rules and the client read from their sources (the packages'
 * `@wtkit/source` export condition, no aliases), and an edit of a kit stylesheet hot-reloaded
 * without reloading the page.
 */

const storefront = fileURLToPath(new URL('..', import.meta.url));
const buttonCss = fileURLToPath(
  new URL('../../../packages/ui/src/Button/Button.css', import.meta.url),
);
let vite: ViteDevServer;
let browser: Browser;
let origin: string;
const cacheDir = mkdtempSync(join(tmpdir(), 'wtkit-vite-'));

beforeAll(async () => {
  // vite.config.ts forwards /api to API_URL.
  process.env.API_URL = inject('baseUrl');
  [vite, browser] = await Promise.all([
    createServer({
      root: storefront,
      configFile: `${storefront}/vite.config.ts`,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
      // No dependency bundled yet, as on a fresh clone.
      cacheDir,
    }),
    launchChromium(),
  ]);
  await vite.listen();
  origin = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

it('renders a page on the server with its loaders’ data from the running shop', async () => {
  const answer = await fetch(`${origin}/products`);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect(html).toContain('window.__reactRouterContext');
  // The listing's products, which only a loader with the load context can have asked for.
  expect(html).toMatch(/<a [^>]*href="\/product\/[^"]+"/);
  expect((await fetch(`${origin}/product/no-such-product`)).status).toBe(404);
});

it('serves the shop from the packages’ sources, styled by the kit’s source stylesheet, its first page never reloaded to bundle a dependency', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // The first visit to a server with no dependencies bundled yet, as on a fresh clone: some 400
  // modules, fetched one by one, which on a busy machine takes a while.
  await page.goto(`${origin}/products`, { timeout: 90_000 });
  await page.locator('.wt-ProductCard').first().waitFor();
  await page.waitForLoadState('networkidle');
  const sources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(sources.some((url) => url.includes('/packages/ui/src/'))).toBe(true);
  expect(sources.some((url) => url.includes('/packages/domain/src/'))).toBe(true);
  expect(sources.some((url) => url.includes('/packages/ui/dist/'))).toBe(false);
  // The kit's rules apply: its card is a grid item with the kit's border radius token.
  const radius = await page
    .locator('.wt-ProductCard')
    .first()
    .evaluate((card) => getComputedStyle(card).borderTopLeftRadius);
  expect(radius).not.toBe('0px');
  expect(errors).toEqual([]);
  // Every dependency was bundled before the page asked for it: Vite did not reload the page.
  expect(documents).toEqual([`${origin}/products`]);
  await page.close();
}, 180_000);

it('hot-reloads an edit of a kit stylesheet without reloading the page', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/products`);
  const button = page.locator('.wt-Button').first();
  await button.waitFor();
  await button.evaluate((element) => element.setAttribute('data-hmr-probe', ''));
  await page.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });
  const outline = () => button.evaluate((element) => getComputedStyle(element).outlineColor);
  expect(await outline()).not.toBe('rgb(1, 2, 3)');

  const original = readFileSync(buttonCss, 'utf8');
  try {
    // A rule only the probed element matches, so nothing else that reads the file changes.
    appendFileSync(buttonCss, '\n.wt-Button[data-hmr-probe] { outline-color: rgb(1, 2, 3); }\n');
    await expect.poll(outline, { timeout: 15_000 }).toBe('rgb(1, 2, 3)');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  } finally {
    writeFileSync(buttonCss, original);
  }
  await page.close();
});
