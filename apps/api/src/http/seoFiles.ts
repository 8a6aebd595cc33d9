import {
  PRIVATE_PAGE_PATHS,
  PUBLIC_PAGE_PATHS,
  robotsTxt,
  SITEMAP_URLSET_END,
  SITEMAP_URLSET_START,
  sitemapIndexXml,
  sitemapUrl,
  sitemapXml,
} from '@wtkit/domain';
import { asc } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppContext } from '../context.js';
import { products as productsTable } from '../db/schema.js';
import { afterId, inIdBatches, productCount, productIdAt } from '../products/index.js';

/** `/robots.txt`: crawlers may read the shop but not the account, cart, checkout and admin pages. */
export function robotsFile(c: Context, app: AppContext) {
  return c.body(robotsTxt(PRIVATE_PAGE_PATHS, app.publicUrl), 200, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
}

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
};

/** The address of the static pages' file, and of product file `n` (from 1), once split. */
export const SITEMAP_PAGES_PATH = '/sitemap-pages.xml';
export const sitemapProductsPath = (n: number) => `/sitemap-products-${n}.xml`;
/** Hono's pattern of the product files' addresses. */
export const SITEMAP_PRODUCTS_ROUTE = '/:file{sitemap-products-[0-9]+\\.xml}';

/** How many product files the catalogue needs, 0 when everything fits `/sitemap.xml` alone. */
async function productFiles(app: AppContext): Promise<number> {
  const perFile = app.config.sitemapUrlsPerFile;
  const count = await productCount(app.db);
  return PUBLIC_PAGE_PATHS.length + count <= perFile ? 0 : Math.ceil(count / perFile);
}

/**
 * A `urlset` of `pages` and then up to `limit` products after the id `after`, streamed: the
 * products are read in batches as the answer is sent, never the whole catalogue at once.
 */
function streamedUrlset(
  app: AppContext,
  pages: readonly string[],
  products: { after?: string | undefined; limit: number },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const base = app.publicUrl;
  const batches = inIdBatches(
    (after, size) =>
      app.db
        .select({ id: productsTable.id, updatedAt: productsTable.updatedAt })
        .from(productsTable)
        .where(afterId(after))
        .orderBy(asc(productsTable.id))
        .limit(size),
    products,
  );
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        const head =
          SITEMAP_URLSET_START + pages.map((path) => sitemapUrl({ path }, base)).join('');
        controller.enqueue(encoder.encode(head));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode(SITEMAP_URLSET_END));
        controller.close();
        return;
      }
      const lines = next.value.map((row) =>
        sitemapUrl(
          { path: `/product/${encodeURIComponent(row.id)}`, lastModified: row.updatedAt },
          base,
        ),
      );
      controller.enqueue(encoder.encode(lines.join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/**
 * `/sitemap.xml`: the home page, the listings, the policy and contact pages, and every product
 * with its last change, read from the database on each request so an admin's change is in it
 * at once. Past `SITEMAP_URLS_PER_FILE` addresses it is an index instead: the static pages in
 * `/sitemap-pages.xml`, the products in id order in `/sitemap-products-1.xml`, `-2`, …
 */
export async function sitemapFile(c: Context, app: AppContext) {
  const files = await productFiles(app);
  if (files === 0)
    return c.body(
      streamedUrlset(app, PUBLIC_PAGE_PATHS, { limit: Number.POSITIVE_INFINITY }),
      200,
      XML_HEADERS,
    );
  const paths = [
    SITEMAP_PAGES_PATH,
    ...Array.from({ length: files }, (_, i) => sitemapProductsPath(i + 1)),
  ];
  return c.body(
    sitemapIndexXml(
      paths.map((path) => ({ path })),
      app.publicUrl,
    ),
    200,
    XML_HEADERS,
  );
}

const noSuchFile = (c: Context) =>
  c.text('There is no such sitemap file.', 404, { 'cache-control': 'no-cache' });

/** `/sitemap-pages.xml`: the static pages, when the sitemap is split. */
export async function sitemapPagesFile(c: Context, app: AppContext) {
  if ((await productFiles(app)) === 0) return noSuchFile(c);
  return c.body(
    sitemapXml(
      PUBLIC_PAGE_PATHS.map((path) => ({ path })),
      app.publicUrl,
    ),
    200,
    XML_HEADERS,
  );
}

/** `/sitemap-products-N.xml`: the Nth run of `SITEMAP_URLS_PER_FILE` products in id order. */
export async function sitemapProductsFile(c: Context, app: AppContext) {
  const n = Number(/^sitemap-products-(\d+)\.xml$/.exec(c.req.param('file') ?? '')?.[1]);
  const files = await productFiles(app);
  if (!Number.isSafeInteger(n) || n < 1 || n > files) return noSuchFile(c);
  const perFile = app.config.sitemapUrlsPerFile;
  // The file starts after the last product of the one before it.
  const after = n === 1 ? undefined : await productIdAt(app.db, (n - 1) * perFile - 1);
  return c.body(streamedUrlset(app, [], { after, limit: perFile }), 200, XML_HEADERS);
}
