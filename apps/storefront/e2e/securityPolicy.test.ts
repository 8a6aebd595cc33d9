import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

/**
 * The pages work under the server's Content-Security-Policy: no script, style, image or request
 * of ours is refused, and the page's inline script runs by its nonce, new on every answer.
 */

const baseUrl = inject('baseUrl');
const PAGES = [
  '/',
  '/products',
  '/residential',
  '/log',
  '/log/sign-up',
  '/checkout',
  '/contact-us',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Violations the page reports, collected from the moment it starts. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
    ...refused,
  ];
}

describe('Content-Security-Policy', () => {
  it('refuses nothing the storefront needs on its pages', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(page);
    const first = await page.goto(`${baseUrl}/`);
    const policy = first?.headers()['content-security-policy'] ?? '';
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const again = await page.request.get(`${baseUrl}/`);
    expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);

    for (const path of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    // The inline script that marks a page opened with a session ran: its nonce let it through.
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/products`, { waitUntil: 'domcontentloaded' });
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('wt-session')),
    ).toBe(true);
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
