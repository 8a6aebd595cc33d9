import type { ProductInput } from '@wtkit/api-client';
import { escapeHtml, TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shop } from './api';
import { launchChromium, signedInPage, WIDTHS } from './browser';

/**
 * The pages as a search engine, a link preview and a slow phone get them: the HTML the server
 * sends, before and without any script, then the same page hydrated in Chromium.
 */

const baseUrl = inject('baseUrl');
const admin = inject('admin');

type ApiProduct = Awaited<ReturnType<typeof shop.createProduct>>;

/** A product the admin adds for one test (the API's answer). */
const createProduct = (input: ProductInput) => shop.createProduct(adminToken, input);

const page = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });
const html = async (path: string) => (await page(path)).text();

/** The value of a `<meta>` by name or property, as sent. */
function meta(source: string, key: string): string | undefined {
  const tag = source.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/?>`));
  return tag?.[1];
}

function jsonLd(source: string): Record<string, unknown>[] {
  return [...source.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

/** Text as React writes it into HTML. */
const asReactText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c,
  );

const HOSTILE = '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';

let adminToken: string;
let products: ApiProduct[];
let hostile: ApiProduct;

beforeAll(async () => {
  adminToken = (await shop.signIn(admin.email, admin.password)).token;
  // The seeded products (SKUs WT-…): other files add and delete products in the same shop.
  products = (await shop.products()).filter((product) => product.sku.startsWith('WT-'));
  hostile = await createProduct({
    name: `SSR hostile ${Date.now()} ${HOSTILE}`,
    sku: `SSR-${Date.now()}`,
    price: 19.99,
    stock: 0,
    category: 'residential',
    description: `A name that tries to end the script element. ${HOSTILE}`,
    additional: `promo-blue ${HOSTILE} wt-Button`,
  });
});

afterAll(async () => {
  if (hostile) await shop.deleteProduct(adminToken, hostile._id);
});

describe('the HTML as sent, without scripts', () => {
  it('home: the first slide, important products, Most ordered, the water-quality section, and its metadata', async () => {
    const source = await html('/');
    expect(source).toContain('Welcome to the product');
    expect(source).toContain(enUS.home.mostOrdered);
    expect(source).toContain(asReactText(enUS.home.waterQualityHeading));
    expect(source).toMatch(/<a [^>]*href="\/product\/[^"]+"/);
    expect(source).toContain(
      `<link rel="canonical" href="${baseUrl.replace('127.0.0.1', 'localhost')}/"`,
    );
    const types = jsonLd(source).map((data) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = jsonLd(source).find((data) => data['@type'] === 'WebSite');
    expect(JSON.stringify(site)).toContain('/products?q={search_term_string}');
    expect(meta(source, 'robots')).toBeUndefined();
  });

  it('listings: every product card with its name, price and link, a breadcrumb, their own title', async () => {
    for (const [path, title] of [
      ['/products', enUS.listings.allProducts],
      ['/residential', enUS.listings.residential],
      ['/commercial', enUS.listings.commercial],
      ['/testkit', enUS.listings.testKits],
    ] as const) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      const source = await response.text();
      expect(source, path).toMatch(new RegExp(`<title>${title} \\| `));
      expect(source, path).toContain(`<h1 class="sf-listing-title">${title}</h1>`);
      const listed = products.filter(
        (product) => path === '/products' || `/${product.category.replace(' ', '')}` === path,
      );
      expect(listed.length, path).toBeGreaterThan(0);
      for (const product of listed) {
        expect(source, `${path}: ${product.name}`).toContain(`href="/product/${product._id}"`);
      }
      const crumbs = jsonLd(source).find((data) => data['@type'] === 'BreadcrumbList');
      expect(crumbs, path).toBeDefined();
    }
    const all = await html('/products');
    expect(all).toMatch(/\$\d+\.\d{2}/);
  });

  it('a product: name, price, images, description, related products, and its metadata', async () => {
    const withParts = (await shop.products({ type: 'filter' })).find(
      (product) => (product.parts ?? []).length > 0,
    );
    const product = withParts ?? products[0];
    if (!product) throw new Error('the seeded catalogue is empty');
    const detail = await shop.product(product._id);
    const response = await page(`/product/${product._id}`);
    expect(response.status).toBe(200);
    const source = await response.text();
    const name = escapeHtml(detail.name);
    expect(source).toContain(`<title>${escapeHtml(detail.name)} | `);
    expect(source).toContain(`<h1 class="sf-product-name">`);
    expect(source).toContain(`$${detail.price.toFixed(2)}`);
    expect(source).toContain(asReactText(detail.description.split(/\n/)[0]?.slice(0, 40) ?? ''));
    expect(meta(source, 'og:type')).toBe('product');
    expect(meta(source, 'og:image')).toMatch(/^http:\/\//);
    expect(meta(source, 'product:price:amount')).toBe(detail.price.toFixed(2));
    expect(meta(source, 'twitter:card')).toBe('summary_large_image');
    expect(meta(source, 'og:title')).toContain(name.slice(0, 20));
    expect(source).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/product\/[^"]+"\/?>/);
    for (const part of detail.partProducts)
      expect(source, part.name).toContain(`href="/product/${part._id}"`);
    const data = jsonLd(source).find((entry) => entry['@type'] === 'Product') as
      | { offers: { price: string; priceCurrency: string; availability: string; url: string } }
      | undefined;
    expect(data?.offers).toMatchObject({
      price: detail.price.toFixed(2),
      priceCurrency: 'USD',
      availability:
        detail.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    });
    expect(jsonLd(source).map((entry) => entry['@type'])).toContain('BreadcrumbList');
  });

  it('policy, contact, sign-in and sign-up pages read in full', async () => {
    expect(await html('/privacy-policy')).toContain(
      `<h1 id="policy-title">${enUS.layout.privacyPolicy}</h1>`,
    );
    expect(await html('/terms-and-conditions')).toContain(enUS.layout.termsAndConditions);
    expect(await html('/warranty')).toContain('<h2');
    expect(await html('/contact-us')).toContain('<form');
    expect(await html('/log')).toMatch(/<input[^>]*type="password"/);
    expect(await html('/log/sign-up')).toMatch(/<input[^>]*type="password"/);
  });

  it('sign-in and sign-up stand outside the shop’s frame: no header, footer or banner, the logo leads home', async () => {
    for (const path of ['/log', '/log/sign-up']) {
      const source = await html(path);
      // (The header's rules are written into every page: the markup is what counts.)
      expect(source, path).not.toMatch(/<header [^>]*class="[^"]*wt-SiteHeader/);
      expect(source, path).not.toMatch(/<footer [^>]*class="[^"]*wt-SiteFooter/);
      expect(source, path).toMatch(/<a (?=[^>]*href="\/")(?=[^>]*class="sf-standalone-home)[^>]*>/);
    }
    expect(await html('/warranty')).toMatch(/<footer [^>]*class="[^"]*wt-SiteFooter/);
  });

  it('a page carries the rules of the kit’s components it draws, not the whole kit’s', async () => {
    const rules = (source: string) =>
      [...source.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
    const home = rules(await html('/'));
    const product = rules(await html(`/product/${products[0]?._id}`));
    expect(home).toContain('.wt-BannerCarousel');
    expect(product).toContain('.wt-ProductGallery');
    expect(product).toContain('.wt-AddToCartButton');
    for (const absent of [
      '.wt-BannerCarousel',
      '.wt-ProductForm',
      '.wt-TrackerDialog',
      '.wt-OrderCard',
    ])
      expect(product, absent).not.toContain(absent);
    // The header's rules are in every page, and come in the kit's order whatever order the
    // chunks give them (its narrow layout hides the search field the search field's own rules
    // show).
    expect(product).toMatch(/^@layer wtkit\.tokens\b/);
    expect(product).toContain('.wt-SiteHeader-search');
  });

  it('account, cart, checkout and admin pages carry noindex', async () => {
    for (const path of [
      '/account',
      '/shoppingCart',
      '/checkout',
      '/dashboard',
      '/orderHistory',
      '/receivedOrders',
      '/createProduct',
      '/products/edit',
    ]) {
      const source = await html(path);
      expect(meta(source, 'robots'), path).toBe('noindex, nofollow');
      expect(source, path).not.toContain('rel="canonical"');
    }
  });

  it("checkout loads the test provider's card form with the page's scripts, not after them", async () => {
    // The card form is drawn lazily but at once: it is the page's largest paint.
    expect(await html('/checkout')).toMatch(/"\/assets\/TestCardForm-[\w-]+\.js"/);
    expect(await html('/shoppingCart')).not.toContain('/assets/TestCardForm-');
  });

  it('unknown addresses and products answer 404 with the not-found page', async () => {
    for (const path of ['/no-such-page', '/product/no-such-product', '/products/sideways']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      const source = await response.text();
      expect(source, path).toContain(enUS.notFound.title);
      expect(meta(source, 'robots'), path).toBe('noindex, nofollow');
    }
  });

  it('a deleted product answers 404', async () => {
    const doomed = await createProduct({
      name: `SSR doomed ${Date.now()}`,
      sku: `DOOM-${Date.now()}`,
      price: 5,
      stock: 1,
      category: 'commercial',
      description: 'Soon gone.',
    });
    expect((await page(`/product/${doomed._id}`)).status).toBe(200);
    await shop.deleteProduct(adminToken, doomed._id);
    expect((await page(`/product/${doomed._id}`)).status).toBe(404);
  });

  it('escapes a hostile product name in the head, the JSON-LD and the page data', async () => {
    const source = await html(`/product/${hostile._id}`);
    expect(source).not.toContain(HOSTILE);
    expect(source).not.toContain('<script>window.__pwned');
    // One script element of each kind: none was opened by the name.
    expect(source.match(/<script/g)?.length).toBe(source.match(/<\/script>/g)?.length);
    const product = jsonLd(source).find((entry) => entry['@type'] === 'Product');
    expect(product?.name).toBe(hostile.name);
  });

  it("a product's style class text becomes classes on its card and its page, plain names only", async () => {
    const page = await html(`/product/${hostile._id}`);
    expect(page).toContain('<article class="sf-product promo-blue">');
    const listing = await html('/residential');
    expect(listing).toContain('class="wt-base wt-ProductCard promo-blue"');
  });

  it('the header search is a GET form to /products?q=', async () => {
    const source = await html('/');
    const form = /<form role="search"[^>]*>/.exec(source)?.[0] ?? '';
    expect(form).toContain('action="/products"');
    expect(form).toContain('method="get"');
    expect(source).toMatch(/<input[^>]*name="q"/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt disallows the private pages and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    for (const path of [
      '/account',
      '/shoppingCart',
      '/checkout',
      '/receivedOrders',
      '/createProduct',
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/Sitemap: http:\/\/[^\n]+\/sitemap\.xml/);
  });

  it('sitemap.xml lists the pages and every product, and follows an admin change at once', async () => {
    const first = await html('/sitemap.xml');
    for (const path of [
      '/',
      '/products',
      '/residential',
      '/commercial',
      '/testkit',
      '/warranty',
      '/contact-us',
      '/privacy-policy',
      '/terms-and-conditions',
    ])
      expect(first, path).toMatch(
        new RegExp(`<loc>http://[^<]+${path === '/' ? '/' : path}</loc>`),
      );
    for (const product of products)
      expect(first).toMatch(new RegExp(`<loc>[^<]+/product/${product._id}</loc><lastmod>\\d{4}-`));
    const added = await createProduct({
      name: `SSR sitemap ${Date.now()}`,
      sku: `MAP-${Date.now()}`,
      price: 12,
      stock: 4,
      category: 'test kit',
      description: 'Listed at once.',
    });
    expect(await html('/sitemap.xml')).toContain(`/product/${added._id}</loc>`);
    await shop.deleteProduct(adminToken, added._id);
    expect(await html('/sitemap.xml')).not.toContain(`/product/${added._id}</loc>`);
  });

  it('a price change shows in the rendered page at once (the page cache follows catalogue writes)', async () => {
    const input: ProductInput = {
      name: `SSR price ${Date.now()}`,
      sku: `PRICE-${Date.now()}`,
      price: 30,
      stock: 2,
      category: 'residential',
      description: 'Its price moves.',
    };
    const created = await createProduct(input);
    const path = `/product/${created._id}`;
    expect(meta(await html(path), 'product:price:amount')).toBe('30.00');
    await shop.updateProduct(adminToken, created._id, { ...input, price: 31.11 });
    expect(meta(await html(path), 'product:price:amount')).toBe('31.11');
    await shop.deleteProduct(adminToken, created._id);
  });
});

describe('in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('with JavaScript off, a shopper gets from the home page to a product and through a search', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl });
    const visitor = await context.newPage();
    await visitor.goto('/');
    const card = visitor.locator('main a.wt-ProductCard-link').first();
    const name = (await card.textContent())?.trim() ?? '';
    await card.click();
    await visitor.waitForURL(/\/product\//);
    expect(await visitor.locator('h1').textContent()).toBe(name);

    await visitor.goto('/residential');
    // The listing's own styles, written into the page, apply without scripts.
    expect(
      await visitor
        .locator('.sf-listing-banner')
        .evaluate((banner) => getComputedStyle(banner).overflow),
    ).toBe('hidden');
    await visitor.locator('main a[href^="/product/"]').first().click();
    await visitor.waitForURL(/\/product\//);
    await visitor.locator('h1.sf-product-name').waitFor();

    await visitor.goto('/privacy-policy');
    expect(await visitor.locator('h2').count()).toBeGreaterThan(5);

    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.goto('/');
    const search = visitor.getByRole('searchbox', { name: enUS.layout.search });
    await search.fill('test strips');
    await search.press('Enter');
    await visitor.waitForURL(/\/products\?q=test\+strips/);
    expect(await visitor.locator('main a[href^="/product/"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  // A stylesheet added while the scripts start makes the browser restyle and lay out the whole
  // page again in the hydration's tasks (react-aria adds one for its pressable elements unless
  // the page has it already).
  it('adds no stylesheet to a page when its scripts start', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const visitor = await context.newPage();
    const styles = 'style, link[rel="stylesheet"]';
    for (const path of ['/', '/products', `/product/${products[0]?._id}`]) {
      const html = await (await context.request.get(path)).text();
      await visitor.goto(path);
      await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await visitor.waitForLoadState('networkidle');
      const sent = await visitor.evaluate(
        ([page, selector]) =>
          new DOMParser().parseFromString(page, 'text/html').querySelectorAll(selector).length,
        [html, styles] as const,
      );
      expect(sent, path).toBeGreaterThan(0);
      expect(await visitor.locator(styles).count(), path).toBe(sent);
    }
    await context.close();
  });

  it('a product opened on the client, from home, a listing, the cart or a search suggestion, has its own head at once', async () => {
    const { token } = await shop.newShopper({
      name: 'Head Walker',
      email: `head.walker.${Date.now()}@example.com`,
      password: 'clean-water-2025',
    });
    await shop.addToCart(token, { productId: products[1]?._id ?? '', quantity: 1 });
    // Wide enough for the header's search combobox.
    const { context, page: visitor } = await signedInPage(
      browser,
      { width: 1280, height: 900 },
      token,
    );

    /** The document's head as a search engine or a link preview reads it (tags in any order). */
    const headOf = () =>
      visitor.evaluate(() => ({
        title: document.title,
        tags: [...document.head.querySelectorAll('meta[name], meta[property]')]
          .map(
            (tag) =>
              `${tag.getAttribute('name') ?? tag.getAttribute('property')}=${tag.getAttribute('content')}`,
          )
          // React keeps the tags an update leaves alone where they were: the order says nothing.
          .sort(),
        canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
          link.getAttribute('href'),
        ),
        jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent,
        ),
      }));

    /**
     * Opens a product from `from` (each time a fresh load, so no product is in the query cache)
     * without leaving the document, then compares its head with the one the server writes.
     */
    async function openProductFrom(from: string, open: () => Promise<void>) {
      await visitor.goto(from, { waitUntil: 'networkidle' });
      await visitor.evaluate(() => {
        (window as { __sameDocument?: boolean }).__sameDocument = true;
      });
      await open();
      await visitor.waitForURL(/\/product\/[^/]+$/);
      const name = (await visitor.locator('h1.sf-product-name').textContent()) ?? '';
      const shown = await headOf();
      expect(
        await visitor.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
        from,
      ).toBe(true);
      expect(shown.title.split(' | ')[0], from).toBe(name);
      await visitor.goto(new URL(visitor.url()).pathname, { waitUntil: 'networkidle' });
      expect(shown, from).toEqual(await headOf());
    }

    await openProductFrom('/', () => visitor.locator('main a.wt-ProductCard-link').first().click());
    await openProductFrom('/residential', () =>
      visitor.locator('main a[href^="/product/"]').first().click(),
    );
    await openProductFrom('/shoppingCart', () =>
      visitor.locator('main a[href^="/product/"]').first().click(),
    );
    await openProductFrom('/', async () => {
      const box = visitor.getByRole('combobox', { name: enUS.layout.search });
      await box.waitFor();
      await box.click();
      await box.pressSequentially('sedimnt', { delay: 40 });
      await visitor
        .getByRole('group', { name: enUS.layout.suggestedProducts })
        .getByRole('option')
        .first()
        .waitFor();
      await box.press('ArrowDown');
      await box.press('Enter');
    });
    await context.close();
  });

  describe.each(WIDTHS)('at $width px', ({ width, height }) => {
    /** Console errors and warnings of a page, from its very start. */
    function watchConsole(target: Page) {
      const seen: string[] = [];
      const keep = (message: ConsoleMessage) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // The browser reports the document's own 404 status on the not-found page.
        if (/status of 404/.test(message.text()) && message.location().url === target.url()) return;
        seen.push(`${message.type()}: ${message.text()}`);
      };
      target.on('console', keep);
      target.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
      return seen;
    }

    it('hydrates every public page without a console error or a request for what the HTML has', async () => {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl });
      const visitor = await context.newPage();
      const problems = watchConsole(visitor);
      const product = products[0];
      for (const path of [
        '/',
        '/products',
        '/residential',
        '/commercial',
        '/testkit',
        `/product/${product?._id}`,
        `/product/${hostile._id}`,
        '/privacy-policy',
        '/terms-and-conditions',
        '/warranty',
        '/contact-us',
        '/log',
        '/log/sign-up',
        '/checkout',
        '/no-such-page',
      ]) {
        const catalogueCalls: string[] = [];
        const stylesheets: string[] = [];
        const onRequest = (request: { url(): string; resourceType(): string }) => {
          if (/\/api\/v1\/products/.test(request.url())) catalogueCalls.push(request.url());
          if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
        };
        visitor.on('request', onRequest);
        await visitor.goto(path, { waitUntil: 'networkidle' });
        visitor.off('request', onRequest);
        expect(catalogueCalls, path).toEqual([]);
        // Every stylesheet the page needs is written into it, and not asked for again when its
        // route's scripts load (a page that sends the visitor elsewhere loads that route's own).
        if (new URL(visitor.url()).pathname === path) expect(stylesheets, path).toEqual([]);
        expect(
          await visitor.evaluate(() => (window as { __pwned?: number }).__pwned),
        ).toBeUndefined();
      }
      expect(problems).toEqual([]);
      await context.close();
    });

    it('is interactive after hydration: carousel, gallery zoom and Add to Cart', async () => {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl });
      const visitor = await context.newPage();
      const problems = watchConsole(visitor);
      await visitor.goto('/', { waitUntil: 'networkidle' });
      const dots = visitor.getByRole('button', {
        name: formatString(enUS.home.goToSlide, { position: 2 }),
      });
      await dots.click();
      await expect.poll(() => dots.getAttribute('aria-current')).toBe('true');

      const product = products.find((entry) => entry.imageUrl) ?? products[0];
      await visitor.goto(`/product/${product?._id}`, { waitUntil: 'networkidle' });
      await visitor.getByRole('button', { name: enUS.product.zoomIn }).click();
      const zoom = visitor.getByRole('button', { name: enUS.product.closeZoom });
      await zoom.waitFor();
      await zoom.click();
      await zoom.waitFor({ state: 'detached' });
      await visitor.getByRole('button', { name: enUS.product.addToCart }).click();
      // Signed out: the page says so and sends the shopper to sign in.
      await visitor.waitForURL(/\/log$/, { timeout: 10_000 });
      expect(problems).toEqual([]);
      await context.close();
    });

    it('a signed-in page load keeps the avatar\'s place: no "Sign in" flash, no shift', async () => {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl });
      const { token } = await shop.signIn(admin.email, admin.password);
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [TOKEN_STORAGE_KEY, token],
      );
      // What shows before the scripts run: the server's HTML alone (scripts refused here).
      const before = await context.newPage();
      await before.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await before.goto('/products', { waitUntil: 'domcontentloaded' });
      expect(
        await before.evaluate(() => document.documentElement.classList.contains('wt-session')),
      ).toBe(true);
      const placeholder = await before.locator('.wt-SiteHeader-signin').evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { color: getComputedStyle(element).color, width: box.width, height: box.height };
      });
      expect(placeholder.color).toBe('rgba(0, 0, 0, 0)');
      await before.close();

      // Hydrated, the user loaded: the avatar takes the same box. The head asked for the user
      // and the cart before any script had loaded, and the app asked for neither again.
      const visitor = await context.newPage();
      const requests: string[] = [];
      visitor.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await visitor.goto('/products');
      await visitor.waitForLoadState('networkidle');
      expect(requests.filter((path) => path === '/api/v1/users/me')).toHaveLength(1);
      expect(requests.filter((path) => path === '/api/v1/cart')).toHaveLength(1);
      const firstScript = requests.findIndex((path) => /^\/assets\/.*\.js$/.test(path));
      expect(requests.indexOf('/api/v1/users/me')).toBeLessThan(firstScript);
      const avatar = visitor.locator('a.wt-SiteHeader-avatar');
      await avatar.waitFor();
      const after = await avatar.boundingBox();
      expect(Math.round(after?.width ?? 0)).toBe(Math.round(placeholder.width));
      expect(Math.round(after?.height ?? 0)).toBe(Math.round(placeholder.height));
      await context.close();
    });

    it('hydrates the signed-in pages of a shopper with a cart without a console error', async () => {
      const shopper = {
        name: `Hydra ${width}`,
        email: `hydra.${width}.${Date.now()}@example.com`,
        password: 'clean-water-2025',
      };
      const { token } = await shop.newShopper(shopper);
      await shop.addToCart(token, { productId: products[0]?._id ?? '', quantity: 2 });
      const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl });
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [TOKEN_STORAGE_KEY, token],
      );
      const visitor = await context.newPage();
      const problems = watchConsole(visitor);
      for (const path of [
        '/',
        '/products',
        '/shoppingCart',
        '/checkout',
        '/orderHistory',
        '/dashboard',
        '/settings',
        '/account',
      ]) {
        await visitor.goto(path, { waitUntil: 'networkidle' });
        await visitor
          .getByRole('link', { name: formatString(enUS.layout.cartWithCount.other, { count: 2 }) })
          .first()
          .waitFor();
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
