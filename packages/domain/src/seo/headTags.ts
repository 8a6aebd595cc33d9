import { escapeHtml, jsonForScript } from './escape.js';
import { absoluteUrl, type PageMeta } from './pageMeta.js';

export interface HeadContext {
  /** The shop's public address (`PUBLIC_URL`), which canonical and preview URLs start with. */
  baseUrl: string;
  /** The shop's name, for `og:site_name`. */
  siteName: string;
}

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/**
 * The `<head>` tags of a page, as HTML: title, description, robots, canonical link, Open Graph and
 * Twitter card tags, and each JSON-LD object escaped for a script element. Every value is escaped.
 */
export function renderHeadTags(meta: PageMeta, context: HeadContext): string {
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
  ];
  if (meta.noindex) lines.push(tag('meta', { name: 'robots', content: 'noindex, nofollow' }));
  const url = meta.canonicalPath ? absoluteUrl(context.baseUrl, meta.canonicalPath) : undefined;
  if (url && !meta.noindex) lines.push(tag('link', { rel: 'canonical', href: url }));
  const image = meta.image ? absoluteUrl(context.baseUrl, meta.image) : undefined;
  const property = (name: string, content: string) =>
    lines.push(tag('meta', { property: name, content }));
  property('og:site_name', context.siteName);
  property('og:type', meta.type ?? 'website');
  property('og:title', meta.title);
  property('og:description', meta.description);
  if (url) property('og:url', url);
  if (image) property('og:image', image);
  if (meta.priceCents !== undefined) {
    property('product:price:amount', (meta.priceCents / 100).toFixed(2));
    property('product:price:currency', 'USD');
  }
  const twitter = (name: string, content: string) =>
    lines.push(tag('meta', { name: `twitter:${name}`, content }));
  twitter('card', image ? 'summary_large_image' : 'summary');
  twitter('title', meta.title);
  twitter('description', meta.description);
  if (image) twitter('image', image);
  for (const data of meta.jsonLd ?? [])
    lines.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return lines.join('\n');
}
