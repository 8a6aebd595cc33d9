import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/securityHeaders.js';
import { newShopper } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

const INLINE = "document.documentElement.dataset.ready = 'yes';";
const PAGE = `<!doctype html><html lang="en"><head><script>${INLINE}</script>
<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const storefront = mkdtempSync(join(tmpdir(), 'wtkit-headers-'));
mkdirSync(join(storefront, 'assets'));
writeFileSync(join(storefront, 'index.html'), PAGE);
writeFileSync(join(storefront, 'assets', 'index-abc.js'), 'export {};\n');

let plain: OwnServer;
let withProviders: OwnServer;
/** The real storefront build, rendered on the server, with both providers configured. */
let rendered: OwnServer;
beforeAll(async () => {
  rendered = await startOwnServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_headers',
      STRIPE_WEBHOOK_SECRET: 'whsec_headers',
      GOOGLE_CLIENT_ID: 'headers.apps.googleusercontent.com',
    },
  });
  plain = await startOwnServer({ env: { STOREFRONT_DIR: storefront } });
  withProviders = await startOwnServer({
    env: {
      STOREFRONT_DIR: storefront,
      STRIPE_SECRET_KEY: 'sk_test_headers',
      STRIPE_WEBHOOK_SECRET: 'whsec_headers',
      GOOGLE_CLIENT_ID: 'headers.apps.googleusercontent.com',
    },
  });
});
afterAll(async () => {
  await Promise.all([plain?.close(), withProviders?.close(), rendered?.close()]);
  rmSync(storefront, { recursive: true, force: true });
});

const origin = (own: OwnServer) => new URL(own.base).origin;
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('HTML pages', () => {
  it('run only our scripts and the inline ones shipped, by hash, and cannot be framed', async () => {
    for (const path of ['/', '/product/abc', '/orderHistory', '/index.html']) {
      const page = await fetch(`${origin(plain)}${path}`);
      expect(page.status).toBe(200);
      const csp = directives(page.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'", sha256(INLINE)]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['frame-src']).toEqual(["'none'"]);
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("let Stripe's and Google's scripts and frames in when the server is configured for them", async () => {
    const page = await fetch(`${origin(withProviders)}/checkout`);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual([
      "'self'",
      sha256(INLINE),
      'https://js.stripe.com',
      'https://accounts.google.com/gsi/client',
    ]);
    expect(csp['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://hooks.stripe.com',
      'https://accounts.google.com/gsi/',
    ]);
    expect(csp['connect-src']).toContain('https://api.stripe.com');
  });

  it('hashes every inline script and no external one', () => {
    expect(
      inlineScriptHashes(
        '<script>a()</script><script src="/x.js"></script><script type="x">b</script>',
      ),
    ).toEqual([sha256('a()'), sha256('b')]);
  });
});

describe('pages rendered on the server', () => {
  it("allow exactly their inline scripts by hash besides the providers', and leave styles as they were", async () => {
    for (const path of ['/', '/products', '/checkout', '/log', '/nowhere']) {
      const page = await fetch(`${origin(rendered)}${path}`);
      const html = await page.text();
      const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((match) => !/\ssrc=/.test(match[1] ?? ''))
        .map((match) => sha256(match[2] ?? ''));
      expect(inline.length, path).toBeGreaterThan(1);
      const csp = directives(page.headers.get('content-security-policy'));
      expect(csp['script-src'], path).toEqual([
        "'self'",
        ...inline,
        'https://js.stripe.com',
        'https://accounts.google.com/gsi/client',
      ]);
      // react-aria positions and hides elements through style attributes: a hash in style-src
      // would turn 'unsafe-inline' off.
      expect(csp['style-src'], path).toEqual([
        "'self'",
        "'unsafe-inline'",
        'https://accounts.google.com/gsi/style',
      ]);
      expect(html, path).not.toContain('nonce');
    }
  });
});

describe('API answers', () => {
  it('are never sniffed, and personal ones are never stored', async () => {
    const products = await fetch(`${plain.base}/products`);
    expect(products.headers.get('x-content-type-options')).toBe('nosniff');
    expect(products.headers.get('cache-control')).not.toBe('no-store');
    for (const path of ['/products/not-a-product', '/no-such-call']) {
      const refused = await fetch(`${plain.base}${path}`);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('x-content-type-options'), path).toBe('nosniff');
    }

    const shopper = await newShopper(undefined, plain.base);
    const auth = { authorization: `Bearer ${shopper.token}` };
    for (const [path, headers] of [
      ['/users/me', auth],
      ['/cart', auth],
      ['/orders/myorders', auth],
      ['/trackers', auth],
      ['/users/me', {}],
    ] as const) {
      const answer = await fetch(`${plain.base}${path}`, { headers });
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const login = await fetch(`${plain.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: shopper.email, password: shopper.password }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const wrong = await fetch(`${plain.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: shopper.email, password: 'wrong-password' }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
  });
});
