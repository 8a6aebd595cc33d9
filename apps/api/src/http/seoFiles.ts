import { PRIVATE_PAGE_PATHS, PUBLIC_PAGE_PATHS, robotsTxt, sitemapXml } from '@wtkit/domain';
import { asc } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppContext } from '../context.js';
import { products } from '../db/schema.js';

/** `/robots.txt`: crawlers may read the shop but not the account, cart, checkout and admin pages. */
export function robotsFile(c: Context, app: AppContext) {
  return c.body(robotsTxt(PRIVATE_PAGE_PATHS, app.publicUrl), 200, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
}

/**
 * `/sitemap.xml`: the home page, the listings, the policy and contact pages, and every product
 * with its last change, read from the database on each request so an admin's change is in it
 * at once.
 */
export async function sitemapFile(c: Context, app: AppContext) {
  const rows = await app.db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.createdAt), asc(products.id));
  const entries = [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...rows.map((row) => ({
      path: `/product/${encodeURIComponent(row.id)}`,
      lastModified: row.updatedAt,
    })),
  ];
  return c.body(sitemapXml(entries, app.publicUrl), 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
}
