import { escapeHtml, jsonForScript } from './escape.js';
import { absoluteUrl, type PageMeta } from './pageMeta.js';

export interface HeadContext {
  /** The shop's public address (`PUBLIC_URL`), which canonical and preview URLs start with. */
  baseUrl: string;
  /** The shop's name, for `og:site_name`. */
  siteName: string;
}

/**
 * One tag of a page's head, as plain data in the shape React Router's `meta` takes (a route
 * module returns them as they are); `renderHeadTags` writes the same tags as HTML.
 */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': object };

/**
 * The `<head>` tags of a page: title, description, robots, canonical link, Open Graph (with a
 * product's price) and Twitter card tags, and each JSON-LD object, and a listing page's links
 * to the pages on each side. A page kept out of indexes (`noindex`) gets no canonical link.
 */
export function headTags(meta: PageMeta, context: HeadContext): HeadTag[] {
  const tags: HeadTag[] = [
    { title: meta.title },
    { name: 'description', content: meta.description },
  ];
  if (meta.noindex)
    tags.push({
      name: 'robots',
      content: meta.followLinks ? 'noindex, follow' : 'noindex, nofollow',
    });
  const url = meta.canonicalPath ? absoluteUrl(context.baseUrl, meta.canonicalPath) : undefined;
  if (url && !meta.noindex) tags.push({ tagName: 'link', rel: 'canonical', href: url });
  if (meta.prevPath)
    tags.push({ tagName: 'link', rel: 'prev', href: absoluteUrl(context.baseUrl, meta.prevPath) });
  if (meta.nextPath)
    tags.push({ tagName: 'link', rel: 'next', href: absoluteUrl(context.baseUrl, meta.nextPath) });
  const image = meta.image ? absoluteUrl(context.baseUrl, meta.image) : undefined;
  const property = (name: string, content: string) => tags.push({ property: name, content });
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
    tags.push({ name: `twitter:${name}`, content });
  twitter('card', image ? 'summary_large_image' : 'summary');
  twitter('title', meta.title);
  twitter('description', meta.description);
  if (image) twitter('image', image);
  for (const data of meta.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');

/** One head tag as HTML, every value escaped (JSON-LD escaped for a script element). */
function tagHtml(tag: HeadTag): string {
  if ('title' in tag) return `<title>${escapeHtml(tag.title)}</title>`;
  if ('script:ld+json' in tag)
    return `<script type="application/ld+json">${jsonForScript(tag['script:ld+json'])}</script>`;
  if ('tagName' in tag) return `<link${attributes({ rel: tag.rel, href: tag.href })}>`;
  return `<meta${attributes(tag)}>`;
}

/** The `<head>` tags of a page (`headTags`) as HTML, for a host that writes its own head. */
export function renderHeadTags(meta: PageMeta, context: HeadContext): string {
  return headTags(meta, context).map(tagHtml).join('\n');
}
