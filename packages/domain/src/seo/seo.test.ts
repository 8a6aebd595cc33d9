import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './escape.js';
import { headTags, renderHeadTags } from './headTags.js';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, webSiteJsonLd } from './jsonLd.js';
import { absoluteUrl, summarize } from './pageMeta.js';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap.js';
import { isPrivatePage, PRIVATE_PAGE_PATHS, PUBLIC_PAGE_PATHS } from './sitePages.js';

const BASE = 'https://shop.example.com';
const HOSTILE = '</script><script>alert(1)</script>';

describe('absoluteUrl', () => {
  it('joins the base and a path with exactly one slash', () => {
    expect(absoluteUrl(BASE, '/product/a')).toBe('https://shop.example.com/product/a');
    expect(absoluteUrl(`${BASE}/`, '/product/a')).toBe('https://shop.example.com/product/a');
    expect(absoluteUrl(BASE, 'images/x.png')).toBe('https://shop.example.com/images/x.png');
    expect(absoluteUrl('https://example.com/shop/', '/warranty')).toBe(
      'https://example.com/shop/warranty',
    );
  });
  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl(BASE, 'https://cdn.example.com/a.webp')).toBe(
      'https://cdn.example.com/a.webp',
    );
  });
});

describe('summarize', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(summarize('  Clean\n\nwater   for all. ')).toBe('Clean water for all.');
  });
  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(60);
    const summary = summarize(text, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary.endsWith('word…')).toBe(true);
  });
});

describe('escaping', () => {
  it('escapes HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
  it('makes JSON that cannot close a script element and reads back the same', () => {
    const value = { name: HOSTILE, note: '<!-- & \u2028 \u2029' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(value);
  });
});

const product = {
  _id: 'p1',
  name: 'RO-5 Under-sink system',
  description: 'Five stages.',
  sku: 'RO-5',
  price: 349.5,
  stock: 3,
  imageUrl: '/images/ro5.webp',
  imageUrls: ['https://cdn.example.com/ro5-side.webp', ''],
};

describe('JSON-LD', () => {
  it('describes a product with an offer in USD, in stock, with absolute URLs', () => {
    expect(productJsonLd(product, BASE, '/product/p1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'RO-5 Under-sink system',
      description: 'Five stages.',
      sku: 'RO-5',
      image: ['https://shop.example.com/images/ro5.webp', 'https://cdn.example.com/ro5-side.webp'],
      url: 'https://shop.example.com/product/p1',
      offers: {
        '@type': 'Offer',
        price: '349.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example.com/product/p1',
      },
    });
  });
  it('marks a product without stock out of stock', () => {
    expect(productJsonLd({ ...product, stock: 0 }, BASE, '/product/p1').offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });
  it('numbers breadcrumbs from 1 with absolute items', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Residential', path: '/residential' },
        ],
        BASE,
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Residential',
        item: 'https://shop.example.com/residential',
      },
    ]);
  });
  it('names the organization and the site search', () => {
    const organization = organizationJsonLd(
      { name: 'Shop', logoPath: '/favicon.svg', phone: '(214) 555-0142' },
      BASE,
    );
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: 'https://shop.example.com/',
      logo: 'https://shop.example.com/favicon.svg',
      contactPoint: { telephone: '(214) 555-0142' },
    });
    expect(webSiteJsonLd('Shop', BASE).potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://shop.example.com/products?q={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('headTags', () => {
  const context = { baseUrl: BASE, siteName: 'Shop' };
  it('answers the tags as plain descriptors, in the order renderHeadTags writes them', () => {
    const meta = {
      title: 'RO-5 | Shop',
      description: 'Five stages.',
      canonicalPath: '/product/p1',
      priceCents: 34950,
      jsonLd: [{ '@type': 'Product' }],
    };
    const tags = headTags(meta, context);
    expect(tags.slice(0, 3)).toEqual([
      { title: 'RO-5 | Shop' },
      { name: 'description', content: 'Five stages.' },
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example.com/product/p1' },
    ]);
    expect(tags).toContainEqual({ property: 'product:price:amount', content: '349.50' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags.at(-1)).toEqual({ 'script:ld+json': { '@type': 'Product' } });
    expect(renderHeadTags(meta, context).split('\n')).toHaveLength(tags.length);
  });
});

describe('renderHeadTags', () => {
  const context = { baseUrl: BASE, siteName: 'Shop' };
  it('renders title, description, canonical, Open Graph, Twitter and JSON-LD', () => {
    const html = renderHeadTags(
      {
        title: 'RO-5 | Shop',
        description: 'Five stages.',
        canonicalPath: '/product/p1',
        image: '/images/ro5.webp',
        type: 'product',
        priceCents: 34950,
        jsonLd: [productJsonLd(product, BASE, '/product/p1')],
      },
      context,
    );
    expect(html).toContain('<title>RO-5 | Shop</title>');
    expect(html).toContain('<meta name="description" content="Five stages.">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example.com/product/p1">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example.com/images/ro5.webp">',
    );
    expect(html).toContain('<meta property="product:price:amount" content="349.50">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org"');
    expect(html).not.toContain('noindex');
  });
  it('escapes every value, so a hostile name stays text', () => {
    const html = renderHeadTags(
      {
        title: HOSTILE,
        description: `"><img src=x onerror=alert(1)>`,
        jsonLd: [{ name: HOSTILE }],
      },
      context,
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
  it('marks private pages noindex and gives them no canonical link', () => {
    const html = renderHeadTags(
      { title: 'Cart', description: 'Your cart', canonicalPath: '/shoppingCart', noindex: true },
      context,
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('rel="canonical"');
  });
  it('keeps a filtered listing out of indexes while its links are followed', () => {
    const html = renderHeadTags(
      {
        title: 'Residential',
        description: 'Filters',
        canonicalPath: '/residential?type=filter',
        noindex: true,
        followLinks: true,
        nextPath: '/residential?type=filter&cursor=n',
      },
      context,
    );
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(
      '<link rel="next" href="https://shop.example.com/residential?type=filter&amp;cursor=n">',
    );
  });
  it('links a listing page to the pages on each side', () => {
    const html = renderHeadTags(
      {
        title: 'Residential',
        description: 'Filters',
        canonicalPath: '/residential?cursor=b',
        prevPath: '/residential?cursor=a',
        nextPath: '/residential?cursor=c',
      },
      context,
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example.com/residential?cursor=b">',
    );
    expect(html).toContain(
      '<link rel="prev" href="https://shop.example.com/residential?cursor=a">',
    );
    expect(html).toContain(
      '<link rel="next" href="https://shop.example.com/residential?cursor=c">',
    );
  });
});

describe('sitemap and robots', () => {
  it('lists absolute, escaped addresses with lastmod where known', () => {
    const xml = sitemapXml(
      [{ path: '/' }, { path: '/product/a&b', lastModified: '2026-11-20T10:00:00.000Z' }],
      BASE,
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://shop.example.com/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.example.com/product/a&amp;b</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>',
    );
  });
  it('an index names its files, absolute and escaped, with lastmod where known', () => {
    const xml = sitemapIndexXml(
      [{ path: '/sitemap-pages.xml' }, { path: '/a&b.xml', lastModified: '2026-11-20T10:00:00Z' }],
      BASE,
    );
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://shop.example.com/sitemap-pages.xml</loc></sitemap>',
    );
    expect(xml).toContain(
      '<sitemap><loc>https://shop.example.com/a&amp;b.xml</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></sitemap>',
    );
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
  });
  it('disallows the private pages and names the sitemap', () => {
    const text = robotsTxt(PRIVATE_PAGE_PATHS, BASE);
    expect(text).toMatch(/^User-agent: \*\n/);
    for (const path of [
      '/account',
      '/shoppingCart',
      '/checkout',
      '/receivedOrders',
      '/createProduct',
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
  it('knows private pages from public ones', () => {
    expect(isPrivatePage('/checkout')).toBe(true);
    expect(isPrivatePage('/products/edit')).toBe(true);
    expect(isPrivatePage('/account/')).toBe(true);
    expect(isPrivatePage('/products')).toBe(false);
    expect(isPrivatePage('/product/abc')).toBe(false);
    expect(PUBLIC_PAGE_PATHS.some(isPrivatePage)).toBe(false);
  });
});
