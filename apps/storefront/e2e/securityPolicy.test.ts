import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

/**
 * The pages work under the server's Content-Security-Policy: no script, style, image or request
 * of ours is refused, and the inline scripts shipped in index.html run (their hashes match).
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
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");

    for (const path of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    // The banner preload in index.html ran: its hash let it through.
    await page.goto(`${baseUrl}/`);
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect.poll(() => preload.count()).toBeGreaterThan(0);
    await page.close();
  });
});
