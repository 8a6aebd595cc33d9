import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SEARCH_MAX_LENGTH } from '@wtkit/domain';
import type { Context } from 'hono';
import type { AppContext } from '../context.js';
import { defaultStorefrontDir } from '../paths.js';
import { compress, negotiateEncoding } from './compression.js';
import { noneMatchHits } from './conditional.js';
import { modulePreloadsAfterPaint } from './modulePreloadsAfterPaint.js';
import { pageAddress } from './pageAddress.js';
import {
  type CachedPage,
  PageCache,
  type RenderedBytes,
  renderedBytes,
  variant,
} from './pageCache.js';
import { RenderSlots, RendersBusy } from './renderSlots.js';
import { SearchAdmission } from './searchAdmission.js';
import { htmlPolicy } from './securityHeaders.js';
import { serveFile } from './staticFiles.js';

/** What the storefront renders a page into: its status, its HTML, and whether it may be shared. */
interface RenderedPage {
  status: number;
  body: string;
  isPublic: boolean;
}
type RenderPage = (request: Request) => Promise<Response | RenderedPage>;

/**
 * What the storefront's server build (`dist-framework/server/index.js`, decision 0042) exports:
 * React Router's request handler for every page, its data requests and its route discovery.
 */
export interface StorefrontServerBuild {
  createStorefrontHandler(options: {
    fetchApi: (request: Request) => Response | Promise<Response>;
    baseUrl: string;
    stylesheets?: Readonly<Record<string, string>>;
  }): (request: Request) => Promise<Response>;
}

/**
 * A page that keeps itself and its links out of search engines is someone's, or an error: never
 * shared. A search or a filtered listing (`noindex, follow`) is the same for everyone.
 */
const NOINDEX = /<meta name="robots" content="noindex, nofollow"/;

/**
 * The framework's handler as a page renderer: an HTML answer is a page (its module preloads
 * a frame after the first paint), public unless it says `noindex, nofollow`, as the route's head decides;
 * any other answer (a redirect, a navigation's data, the route manifest) goes out as it is.
 */
function pageRenderer(handle: (request: Request) => Promise<Response>): RenderPage {
  return async (request) => {
    const answer = await handle(request);
    if (!answer.headers.get('content-type')?.startsWith('text/html')) return answer;
    const html = modulePreloadsAfterPaint(await answer.text());
    return {
      status: answer.status,
      body: html,
      isPublic: answer.status < 500 && !NOINDEX.test(html),
    };
  };
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
export async function routeStylesheets(manifest: Record<string, unknown>, storefrontDir: string) {
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

/**
 * Seconds a CDN may still answer a public page past its `s-maxage` while it asks for it again
 * (`stale-while-revalidate`): a page older than CATALOGUE_CACHE_SECONDS plus these is never
 * answered without asking, and visitors to a busy page never wait for its revalidation.
 */
export const PAGE_STALE_SECONDS = 30;

/** What a page answer may be kept for: by any cache, by the visitor's browser only, or not. */
type PageKind = 'public' | 'private' | 'unstored';

/**
 * A rendered page (kept here or not), and whether it is public: the same for everyone, a
 * 200 at an address of the catalogue (a redirect is answered as it is).
 */
type Rendered = { page: RenderedBytes | CachedPage; isPublic: boolean } | Response;

/**
 * The storefront: its built files (hashed assets cached for a year, others revalidated), and
 * every other address rendered on the server by the storefront's own server build, with the
 * route's status (404 for an unknown page or product) and a Content-Security-Policy that allows
 * the page's inline scripts by their hashes. A page is the same bytes for every visitor, so public
 * pages are kept here until the catalogue changes and may be kept by a CDN for
 * CATALOGUE_CACHE_SECONDS; every 200 carries an entity tag and answers 304 to a matching
 * If-None-Match. A folder without a server build beside it (an app rendered in the browser alone)
 * is answered with its index.html for every page address.
 */
export function serveStorefront(
  app: AppContext,
  fetchApi: (request: Request) => Response | Promise<Response>,
) {
  // The files the browser is sent (STOREFRONT_DIR), and beside them the server build that
  // renders the pages (React Router's `server/`).
  const storefrontDir = app.config.storefrontDir ?? defaultStorefrontDir;
  const serverEntry = join(storefrontDir, '..', 'server', 'index.js');
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
  const cacheControl: Record<PageKind, string> = {
    public: `public, max-age=0, s-maxage=${app.config.catalogueCacheSeconds}, stale-while-revalidate=${PAGE_STALE_SECONDS}`,
    // The same for everyone too (rendered from the address alone), but a page of someone's
    // account or of the admins is kept out of shared caches all the same.
    private: 'private, no-cache',
    // An error or a refusal: a product created a moment later must not be hidden by a kept 404.
    unstored: 'no-store',
  };

  const loadRenderer = async (): Promise<RenderPage | null> => {
    if (!existsSync(serverEntry)) {
      app.logger.warn(
        { serverEntry },
        'no server build of the storefront: pages render in the browser',
      );
      return null;
    }
    // The client build's manifest names every stylesheet, which pages are sent with written in.
    const manifest = await readFile(join(storefrontDir, '.vite', 'manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, unknown>,
      () => ({}),
    );
    const stylesheets = await routeStylesheets(manifest, storefrontDir);
    const build = (await import(pathToFileURL(serverEntry).href)) as StorefrontServerBuild;
    ready = pageRenderer(
      build.createStorefrontHandler({ fetchApi, baseUrl: app.publicUrl, stylesheets }),
    );
    return ready;
  };

  /**
   * A page's answer in the coding the client weighs highest: a kept page's copy made once, any
   * other compressed for this answer at quick settings. A 200 carries the tag of the bytes sent
   * and is answered 304 when If-None-Match names it (preconditions apply to 2xx answers only).
   */
  const pageAnswer = (c: Context, page: RenderedBytes | CachedPage, isPublic: boolean) => {
    const kind: PageKind = page.status !== 200 ? 'unstored' : isPublic ? 'public' : 'private';
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const sent =
      encoding === null
        ? page.plain
        : 'encoded' in page
          ? page.encoded(encoding)
          : variant(Buffer.from(compress(page.plain.body, encoding, { quality: 4, level: 6 })));
    const headers: Record<string, string> = {
      'cache-control': cacheControl[kind],
      vary: 'accept-encoding',
    };
    if (kind === 'public') {
      headers['cache-tag'] = page.tags.join(',');
      headers['surrogate-key'] = page.tags.join(' ');
    }
    if (page.status === 200) {
      headers.etag = sent.etag;
      if (noneMatchHits(c.req.header('if-none-match'), sent.etag))
        return new Response(null, { status: 304, headers });
    }
    Object.assign(headers, policy.headers(page.scriptHashes), {
      'content-type': 'text/html; charset=utf-8',
    });
    if (encoding !== null) headers['content-encoding'] = encoding;
    return new Response(sent.body, { status: page.status, headers });
  };

  /** One of the server's own pages (busy, bad search, failure): no script, never stored. */
  const ownPage = (c: Context, status: number, html: string) =>
    pageAnswer(c, renderedBytes(status, html), false);

  return async (c: Context) => {
    const index = join(storefrontDir, 'index.html');
    if (!ready && !existsSync(index) && !existsSync(serverEntry))
      return c.html(STOREFRONT_MISSING, 200, policy.headers([]));
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

    const url = new URL(c.req.url);
    const address = pageAddress(url);
    if (address.kind === 'redirect')
      return new Response(null, {
        status: 301,
        headers: { location: address.location, 'cache-control': 'public, max-age=3600' },
      });
    if (address.kind === 'badSearch') return ownPage(c, 400, BAD_SEARCH);
    const { key } = address;
    // While catalogue writes cannot be heard, a kept page may be out of date: render it afresh.
    const cached = app.catalogueCache.heard ? pages.get(key) : undefined;
    if (cached) return pageAnswer(c, cached, true);

    // Requests for an address being rendered wait for that render instead of starting their own
    // (a page that has just left the cache, asked by many at once, is rendered once).
    let rendering = inflight.get(key);
    if (!rendering) {
      // Rendered from the address alone (the parameters the page reads, the others left out, and
      // none of the visitor's headers or cookies), so one waiter going away does not cancel the
      // others' and the page is the same bytes for every visitor.
      const request = new Request(new URL(`${address.path}${address.search}`, url.origin));
      // A shared page with a query (a search) is kept from its second asking on.
      const keep = address.shared && (address.search === '' || searches.askedBefore(key));
      rendering = slots
        .run(() => renderOnce(render, request, key, address.shared, keep))
        .finally(() => inflight.delete(key));
      inflight.set(key, rendering);
    }
    let rendered: Rendered;
    try {
      rendered = await rendering;
    } catch (error) {
      if (error instanceof RendersBusy) {
        const answer = ownPage(c, 503, BUSY);
        answer.headers.set('retry-after', String(BUSY_RETRY_SECONDS));
        return answer;
      }
      app.logger.error({ err: error, path }, 'page render failed');
      return ownPage(c, 500, RENDER_FAILED);
    }
    if (rendered instanceof Response) return rendered.clone();
    return pageAnswer(c, rendered.page, rendered.isPublic);
  };

  /** Renders an address, keeps it when it is the same for everyone, and answers its bytes. */
  async function renderOnce(
    render: RenderPage,
    request: Request,
    key: string,
    shared: boolean,
    keep: boolean,
  ): Promise<Rendered> {
    const generation = app.catalogueCache.generation;
    app.metrics.pageRendered();
    const result = await render(request);
    if (result instanceof Response) return result;
    const page = renderedBytes(result.status, result.body);
    const isPublic = shared && result.isPublic;
    const kept =
      keep &&
      result.isPublic &&
      (result.status === 200 || result.status === 404) &&
      app.catalogueCache.heard
        ? pages.set(key, page, generation)
        : undefined;
    return { page: kept ?? page, isPublic };
  }
}
