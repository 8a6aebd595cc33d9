import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
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

beforeAll(async () => {
  // vite.config.ts forwards /api to API_URL.
  process.env.API_URL = inject('baseUrl');
  [vite, browser] = await Promise.all([
    createServer({
      root: storefront,
      configFile: `${storefront}/vite.config.ts`,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
    }),
    launchChromium(),
  ]);
  await vite.listen();
  origin = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
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

it('serves the shop from the packages’ sources, styled by the kit’s source stylesheet', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // On a fresh clone the first visit is Vite's: it finds the dependencies the modules import and
  // pre-bundles them, reloading the page (its module requests in flight fail) when it finds new
  // ones. The checks are of the visit after it.
  const hydrated = () =>
    page
      .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
        timeout: 20_000,
      })
      .then(
        () => true,
        () => false,
      );
  for (let visit = 1; visit <= 3; visit += 1) {
    // Vite's reload can abort the navigation itself (net::ERR_ABORTED): that visit is retried.
    const loaded = await page.goto(`${origin}/products`, { waitUntil: 'domcontentloaded' }).then(
      () => true,
      () => false,
    );
    if (loaded && (await hydrated())) break;
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/products`);
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
  await page.close();
}, 150_000);

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
