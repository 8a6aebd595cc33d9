import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testApi } from '@wtkit/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { type ShopServer, startShop } from './globalSetup';

/**
 * Hydration with React's development build, which reports every difference between the server's
 * HTML and the first render in the browser (the production build repairs most of them quietly):
 * the storefront is built in development mode, served by a server of its own, and every public
 * page must hydrate without a console error or warning.
 */

const storefront = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'wtkit-dev-build-'));
// The build's client half is served, its server half beside it.
const clientDir = join(work, 'client');
const clientAssets = join(clientDir, 'assets');
let shop: ShopServer;
let browser: Browser;

beforeAll(async () => {
  execFileSync('pnpm', ['exec', 'react-router', 'build', '--mode', 'development'], {
    cwd: storefront,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', FRAMEWORK_BUILD_DIR: work },
  });
  [shop, browser] = await Promise.all([startShop({ storefrontDir: clientDir }), launchChromium()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  rmSync(work, { recursive: true, force: true });
});

it('is the development build of React', () => {
  const scripts = readdirSync(clientAssets).filter((file) => file.endsWith('.js'));
  const source = scripts.map((file) => readFileSync(join(clientAssets, file), 'utf8'));
  expect(source.some((text) => text.includes('hydration-mismatch'))).toBe(true);
});

it('renders the pages on the server with that build', async () => {
  const html = await (await fetch(`${shop.baseUrl}/products`)).text();
  // The server's state, for the browser to hydrate from.
  expect(html).toContain('window.__reactRouterContext');
  expect(html).toMatch(/<a [^>]*href="\/product\/[^"]+"/);
});

it('hydrates every public page without a console error or warning', async () => {
  const products = { data: await testApi(`${shop.baseUrl}/api/v1`).products() };
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The browser reports the document's own 404 status on the not-found page.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    problems.push(`${page.url()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} pageerror: ${error.message}`));
  for (const path of [
    '/',
    '/products',
    '/residential',
    `/product/${products.data[0]?._id}`,
    '/privacy-policy',
    '/contact-us',
    '/log',
    '/log/sign-up',
    '/shoppingCart',
    '/no-such-page',
  ]) {
    await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor();
  }
  expect(problems).toEqual([]);
  await page.close();
});
