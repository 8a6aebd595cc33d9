import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

/**
 * The pages work under the server's Content-Security-Policy: no script, style, image or request
 * of ours is refused, and the page's inline scripts run by their hashes, the same on every answer.
 */

const baseUrl = inject('baseUrl');
const PAGES = [
  '/',
  '/products',
  '/residential',
  '/log',
  '/log/sign-up',
  '/checkout',
  '/dashboard',
  '/contact-us',
  '/warranty',
  '/nowhere',
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
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain('nonce');
    // Exactly the page's inline scripts, by the hashes of their text, and nothing else.
    const again = await page.request.get(`${baseUrl}/`);
    const inline = [...(await again.text()).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((match) => !/\ssrc=/.test(match[1] ?? ''))
      .map(
        (match) =>
          `'sha256-${createHash('sha256')
            .update(match[2] ?? '')
            .digest('base64')}'`,
      );
    expect(/script-src ([^;]*)/.exec(again.headers()['content-security-policy'] ?? '')?.[1]).toBe(
      ["'self'", ...inline].join(' '),
    );

    for (const path of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    // The inline script that marks a page opened with a session ran: its hash let it through.
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
