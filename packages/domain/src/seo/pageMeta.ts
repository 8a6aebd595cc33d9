/** What a page says about itself in `<head>`: for search engines, link previews and the tab. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's own address, as a path (`/product/abc`); made absolute with the shop's URL. */
  canonicalPath?: string;
  /** Pages of one person (account, cart, checkout, admin) stay out of search results. */
  noindex?: boolean;
  /**
   * With `noindex`: the page's links are still followed (a search or a filtered listing, whose
   * products have pages of their own), where a private page's are not.
   */
  followLinks?: boolean;
  /** A listing's pages before and after this one (`rel="prev"` and `rel="next"`), as paths. */
  prevPath?: string;
  nextPath?: string;
  /** An absolute or root-relative image for link previews. */
  image?: string;
  /** Open Graph type: `website`, or `product` for a product page. */
  type?: 'website' | 'product';
  /** A product's price in cents, for `product:price:amount`. */
  priceCents?: number;
  /** Structured data (schema.org objects), one `<script type="application/ld+json">` each. */
  jsonLd?: readonly object[];
}

/** The longest description search engines show in full. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A description cut to fit a search result: whitespace collapsed, cut at the last word boundary
 * before `max` characters with an ellipsis, never in the middle of a word.
 */
export function summarize(text: string, max = META_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * An absolute URL of `path` on the shop at `base` (`https://shop.example.com`, with or without a
 * path of its own or a trailing slash). Absolute URLs are returned unchanged.
 */
export function absoluteUrl(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  const root = base.replace(/\/+$/, '');
  return `${root}${path.startsWith('/') ? '' : '/'}${path}`;
}
