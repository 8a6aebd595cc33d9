import { escapeHtml } from './escape.js';
import { absoluteUrl } from './pageMeta.js';

export interface SitemapEntry {
  path: string;
  /** When the page last changed (a product's `updatedAt`). */
  lastModified?: Date | string;
}

/** The most addresses the sitemaps protocol allows in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The opening of a `urlset` file, before its `sitemapUrl` lines. */
export const SITEMAP_URLSET_START = `${XML_DECLARATION}\n<urlset ${NAMESPACE}>\n`;
/** The end of a `urlset` file. */
export const SITEMAP_URLSET_END = '</urlset>\n';

const lastmod = (at: Date | string | undefined) =>
  at === undefined ? '' : `<lastmod>${new Date(at).toISOString()}</lastmod>`;

/** One `<url>` line of a `urlset`, its address absolute and escaped. */
export function sitemapUrl(entry: SitemapEntry, baseUrl: string): string {
  return `<url><loc>${escapeHtml(absoluteUrl(baseUrl, entry.path))}</loc>${lastmod(entry.lastModified)}</url>\n`;
}

/** The sitemaps protocol's `urlset`, every address absolute and escaped. */
export function sitemapXml(entries: readonly SitemapEntry[], baseUrl: string): string {
  return `${SITEMAP_URLSET_START}${entries.map((entry) => sitemapUrl(entry, baseUrl)).join('')}${SITEMAP_URLSET_END}`;
}

/** A `sitemapindex` naming the files (their paths, absolute and escaped) a sitemap is split into. */
export function sitemapIndexXml(files: readonly SitemapEntry[], baseUrl: string): string {
  const items = files.map(
    (file) =>
      `<sitemap><loc>${escapeHtml(absoluteUrl(baseUrl, file.path))}</loc>${lastmod(file.lastModified)}</sitemap>\n`,
  );
  return `${XML_DECLARATION}\n<sitemapindex ${NAMESPACE}>\n${items.join('')}</sitemapindex>\n`;
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
