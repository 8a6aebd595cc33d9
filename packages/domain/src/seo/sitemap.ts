import { escapeHtml } from './escape.js';
import { absoluteUrl } from './pageMeta.js';

export interface SitemapEntry {
  path: string;
  /** When the page last changed (a product's `updatedAt`). */
  lastModified?: Date | string;
}

/** The sitemaps protocol's `urlset`, every address absolute and escaped. */
export function sitemapXml(entries: readonly SitemapEntry[], baseUrl: string): string {
  const urls = entries.map((entry) => {
    const lastmod =
      entry.lastModified === undefined
        ? ''
        : `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`;
    return `<url><loc>${escapeHtml(absoluteUrl(baseUrl, entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: every crawler may read the shop but the given paths, and where the sitemap is. */
export function robotsTxt(disallow: readonly string[], baseUrl: string): string {
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
