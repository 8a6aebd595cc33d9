import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Config } from '../config.js';

/** The third parties a page may use, each only when the server is configured for it. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  style: [],
};
const GOOGLE = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};

/** `'sha256-…'` of every inline script in a page, so exactly those may run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/**
 * The headers of every HTML page: a Content-Security-Policy that runs only our own scripts and the
 * inline ones we shipped (by hash; never 'unsafe-inline'), plus Stripe's and Google's when they are
 * configured; no plug-ins, no <base>, no framing. Styles may be inline because react-aria positions
 * popovers and hides elements through style attributes.
 */
export function htmlPolicy(config: Config) {
  const parties = [...(config.stripe ? [STRIPE] : []), ...(config.googleClientId ? [GOOGLE] : [])];
  const from = (kind: keyof typeof STRIPE) => parties.flatMap((party) => party[kind]);
  const images = ["'self'", 'data:', 'blob:'];
  if (config.s3?.publicUrl) images.push(new URL(config.s3.publicUrl).origin);
  const frames = from('frame');

  const headers = (scriptHashes: readonly string[]): Record<string, string> => ({
    'content-security-policy': [
      "default-src 'self'",
      `script-src ${["'self'", ...scriptHashes, ...from('script')].join(' ')}`,
      `style-src ${["'self'", "'unsafe-inline'", ...from('style')].join(' ')}`,
      `img-src ${images.join(' ')}`,
      "font-src 'self'",
      `connect-src ${["'self'", ...from('connect')].join(' ')}`,
      `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    // Google's sign-in opens a pop-up that must be able to answer this window.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  });

  let cached: { key: string; headers: Record<string, string> } | undefined;
  return {
    headers,
    /** The headers for a page file, its inline scripts hashed once per version of the file. */
    async headersForFile(path: string) {
      const info = await stat(path);
      const key = `${path}:${info.size}:${info.mtimeMs}`;
      if (cached?.key !== key)
        cached = { key, headers: headers(inlineScriptHashes(await readFile(path, 'utf8'))) };
      return cached.headers;
    },
  };
}

/** Answers that carry a token or a person's data must not be kept by browsers or proxies. */
export const PERSONAL_ANSWER = { 'cache-control': 'no-store' };
