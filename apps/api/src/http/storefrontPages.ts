import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SEARCH_MAX_LENGTH } from '@wtkit/domain';
import type { Context } from 'hono';
import type { AppContext } from '../context.js';
import { defaultStorefrontDir } from '../paths.js';
import { compress, negotiateEncoding } from './compression.js';
import { pageAddress } from './pageAddress.js';
import {
  type CachedPage,
  deflateParts,
  gzipWithNonce,
  PageCache,
  pageWithNonce,
  pageWithoutNonce,
} from './pageCache.js';
import { RenderSlots, RendersBusy } from './renderSlots.js';
import { SearchAdmission } from './searchAdmission.js';
import { htmlPolicy } from './securityHeaders.js';
import { serveFile } from './staticFiles.js';

/** What the storefront's server build (`dist-server/entry.server.js`) renders a page into. */
export interface RenderedPage {
  status: number;
  body: ReadableStream<Uint8Array>;
  isPublic: boolean;
}
export type RenderPage = (request: Request, nonce: string) => Promise<Response | RenderedPage>;
export interface StorefrontServerBuild {
  createPageRenderer(options: {
    fetchApi: (request: Request) => Response | Promise<Response>;
    baseUrl: string;
    template: string;
    manifest: Record<string, unknown>;
    onError?: (error: unknown) => void;
    stylesheets?: Readonly<Record<string, string>>;
  }): RenderPage;
}

const STOREFRONT_MISSING = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>wtkit</title></head>
<body><main><h1>The storefront is not built yet</h1><p>The API is running under <code>/api/v1</code>.</p></main></body></html>`;

const RENDER_FAILED = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title><meta name="robots" content="noindex"></head>
<body><main><h1>Something went wrong</h1><p>We could not show this page. Please try again in a moment.</p><p><a href="/">Reload the home page</a></p></main></body></html>`;

/**
 * The text of every stylesheet the build's chunks name, by address: the page is sent with the
 * ones it needs written in, so its first paint waits for the HTML alone, not for a second
 * request (on a phone's slow network, most of the time to first paint).
 */
async function routeStylesheets(manifest: Record<string, unknown>, storefrontDir: string) {
  const files = new Set(
    Object.values(manifest).flatMap((chunk) => (chunk as { css?: string[] }).css ?? []),
  );
  const entries = await Promise.all(
    [...files].map(async (file) => [`/${file}`, await readFile(join(storefrontDir, file), 'utf8')]),
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

const BAD_SEARCH = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Search not understood</title><meta name="robots" content="noindex"></head>
<body><main><h1>We could not run that search</h1><p>Searches are at most ${SEARCH_MAX_LENGTH} characters of ordinary text.</p><p><a href="/products">See all products</a></p></main></body></html>`;

const BUSY = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title><meta name="robots" content="noindex"></head>
<body><main><h1>The shop is busy</h1><p>Please try again in a moment.</p><p><a href="/">Reload the home page</a></p></main></body></html>`;

/**
 * Pages rendered at once, and misses that may wait for a turn. Renders share the server's one
 * thread, so more at once only adds waiting for everyone: two let one compute while the other
 * waits on the database (measured on PGlite, one slot and two answer the health check 2–3 times
 * sooner during a crawl than four). Sixty-four waiting is one to two seconds of work, after which
 * a miss is answered 503 at once with a Retry-After.
 */
const RENDER_SLOTS = 2;
const RENDER_QUEUE = 64;
const BUSY_RETRY_SECONDS = 5;
/** Searches remembered as asked once (about 1 MB of keys at most). */
const SEARCHES_REMEMBERED = 10_000;

/** A rendered page, and whether it is kept for everyone (a redirect is answered as it is). */
type Rendered = { page: CachedPage; kept: boolean } | Response;

/** A nonce per answer: 128 random bits. */
const newNonce = () => randomBytes(16).toString('base64');

/**
 * The storefront: its built files (hashed assets cached for a year, others revalidated), and
 * every other address rendered on the server by the storefront's own server build, with the
 * route's status (404 for an unknown page or product), a nonce for its inline script in the
 * Content-Security-Policy, and public pages cached until the catalogue changes. Without a server
 * build (an older build), pages fall back to index.html rendered in the browser.
 */
export function serveStorefront(
  app: AppContext,
  fetchApi: (request: Request) => Response | Promise<Response>,
) {
  const storefrontDir = app.config.storefrontDir ?? defaultStorefrontDir;
  const serverEntry = join(storefrontDir, '..', 'dist-server', 'entry.server.js');
  const policy = htmlPolicy(app.config);
  const pages = new PageCache(
    app.config.catalogueCacheSeconds * 1000,
    () => app.catalogueCache.generation,
    app.config.pageCacheBytes,
  );
  const slots = new RenderSlots(RENDER_SLOTS, RENDER_QUEUE);
  const searches = new SearchAdmission(SEARCHES_REMEMBERED);
  app.metrics.watchPages(() => ({ ...pages.stats(), waiting: slots.stats().waiting }));
  const inflight = new Map<string, Promise<Rendered>>();
  let renderer: Promise<RenderPage | null> | undefined;
  /** The renderer once loaded: the build is there, so answers need not look for it again. */
  let ready: RenderPage | null = null;

  const loadRenderer = async (): Promise<RenderPage | null> => {
    if (!existsSync(serverEntry)) {
      app.logger.warn(
        { serverEntry },
        'no server build of the storefront: pages render in the browser',
      );
      return null;
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as StorefrontServerBuild;
    const [template, manifest] = await Promise.all([
      readFile(join(storefrontDir, 'index.html'), 'utf8'),
      readFile(join(storefrontDir, '.vite', 'manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as Record<string, unknown>,
        () => ({}),
      ),
    ]);
    ready = build.createPageRenderer({
      fetchApi,
      baseUrl: app.publicUrl,
      template,
      manifest,
      stylesheets: await routeStylesheets(manifest, storefrontDir),
      onError: (error) => app.logger.error({ err: error }, 'page render failed'),
    });
    return ready;
  };

  const htmlHeaders = (nonce: string): Record<string, string> => ({
    ...policy.headers([`'nonce-${nonce}'`]),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
  });

  const htmlAnswer = (
    acceptEncoding: string | undefined,
    status: number,
    html: string | Buffer,
    nonce: string,
  ) => {
    const headers = htmlHeaders(nonce);
    const encoding = negotiateEncoding(acceptEncoding);
    if (encoding === null) return new Response(html, { status, headers });
    headers['content-encoding'] = encoding;
    // Compressed on every answer (each has its own nonce): quick settings.
    return new Response(compress(html, encoding, { quality: 4, level: 6 }), { status, headers });
  };

  /**
   * A kept page with this answer's nonce. gzip wins a tie with Brotli (a browser accepts both
   * alike): its parts were compressed once (`gzipWithNonce`), which is 15–20 times cheaper per
   * answer than Brotli at the quick quality it would take, and about as small. A client that
   * weighs Brotli higher, or takes no gzip, gets Brotli made for this answer; one that takes
   * neither, the plain page.
   */
  const keptAnswer = (acceptEncoding: string | undefined, page: CachedPage, nonce: string) => {
    const encoding = negotiateEncoding(acceptEncoding, ['gzip', 'br']);
    if (encoding !== 'gzip')
      return htmlAnswer(acceptEncoding, page.status, pageWithNonce(page, nonce), nonce);
    const headers = htmlHeaders(nonce);
    headers['content-encoding'] = 'gzip';
    return new Response(gzipWithNonce(page, nonce), { status: page.status, headers });
  };

  return async (c: Context) => {
    const index = join(storefrontDir, 'index.html');
    if (!ready && !existsSync(index)) return c.html(STOREFRONT_MISSING, 200, policy.headers([]));
    const acceptEncoding = c.req.header('accept-encoding');
    const path = c.req.path;
    // Files of the build: hashed assets forever, the others (favicon...) revalidated. The
    // manifest and other dot-files are the server's, not the browser's. Every file of the build
    // has an extension and no page address does, so a page is not looked for on disk first.
    if (
      extname(path) !== '' &&
      !path.endsWith('.html') &&
      !path.split('/').some((part) => part.startsWith('.'))
    ) {
      const immutable = path.startsWith('/assets/');
      const asset = await serveFile(
        storefrontDir,
        path,
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        acceptEncoding,
      );
      if (asset) return asset;
      if (immutable) return c.text('No such file.', 404);
    }

    renderer ??= loadRenderer().catch((error) => {
      app.logger.error({ err: error }, 'could not load the storefront server build');
      renderer = undefined;
      return null;
    });
    const render = await renderer;
    if (!render) {
      const page = await serveFile(storefrontDir, 'index.html', 'no-cache', acceptEncoding);
      if (!page) return c.html(STOREFRONT_MISSING, 200, policy.headers([]));
      for (const [name, value] of Object.entries(await policy.headersForFile(index)))
        page.headers.set(name, value);
      return page;
    }

    const nonce = newNonce();
    const url = new URL(c.req.url);
    const address = pageAddress(url);
    if (address.kind === 'redirect')
      return new Response(null, {
        status: 301,
        headers: { location: address.location, 'cache-control': 'public, max-age=3600' },
      });
    if (address.kind === 'badSearch') {
      const answer = htmlAnswer(acceptEncoding, 400, BAD_SEARCH, nonce);
      answer.headers.set('cache-control', 'no-store');
      return answer;
    }
    const { key } = address;
    // While catalogue writes cannot be heard, a kept page may be out of date: render it afresh.
    const cached = app.catalogueCache.heard ? pages.get(key) : undefined;
    if (cached) return keptAnswer(acceptEncoding, cached, nonce);

    // Requests for an address being rendered wait for that render instead of starting their own
    // (a page that has just left the cache, asked by many at once, is rendered once).
    let rendering = inflight.get(key);
    if (!rendering) {
      // Rendered from the address alone (the parameters the page reads, the others left out),
      // so one waiter going away does not cancel the others' and a made-up parameter is not seen.
      const request = new Request(new URL(`${address.path}${address.search}`, url.origin));
      // A shared page with a query (a search) is kept from its second asking on.
      const keep = address.shared && (address.search === '' || searches.askedBefore(key));
      rendering = slots
        .run(() => renderOnce(render, request, key, keep))
        .finally(() => inflight.delete(key));
      inflight.set(key, rendering);
    }
    let rendered: Rendered;
    try {
      rendered = await rendering;
    } catch (error) {
      if (error instanceof RendersBusy) {
        const answer = htmlAnswer(acceptEncoding, 503, BUSY, nonce);
        answer.headers.set('retry-after', String(BUSY_RETRY_SECONDS));
        answer.headers.set('cache-control', 'no-store');
        return answer;
      }
      app.logger.error({ err: error, path }, 'page render failed');
      return htmlAnswer(acceptEncoding, 500, RENDER_FAILED, nonce);
    }
    if (rendered instanceof Response) return rendered.clone();
    if (rendered.kept) return keptAnswer(acceptEncoding, rendered.page, nonce);
    return htmlAnswer(
      acceptEncoding,
      rendered.page.status,
      pageWithNonce(rendered.page, nonce),
      nonce,
    );
  };

  /** Renders an address, keeps it when it is the same for everyone, and answers its bytes. */
  async function renderOnce(
    render: RenderPage,
    request: Request,
    key: string,
    keep: boolean,
  ): Promise<Rendered> {
    const generation = app.catalogueCache.generation;
    const nonce = newNonce();
    app.metrics.pageRendered();
    const result = await render(request, nonce);
    if (result instanceof Response || !('isPublic' in result)) return result as Response;
    const page = pageWithoutNonce(result.status, await new Response(result.body).text(), nonce);
    const kept = keep && result.isPublic && (result.status === 200 || result.status === 404);
    if (kept) {
      deflateParts(page);
      if (app.catalogueCache.heard) pages.set(key, page, generation);
    }
    return { page, kept };
  }
}
