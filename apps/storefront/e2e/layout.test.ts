import { MESSAGES } from '@wtkit/domain';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shop } from './api';
import { launchChromium } from './browser';

/**
 * Layout checks over every screen, as a shopper and as an admin: nothing scrolls sideways, and
 * what depends on the page around a component (a section's spacing, a banner's shade, a form
 * centred on the page, the footer lined up with the content). They measure the rendered page
 * (getBoundingClientRect), so they fail on the CSS that causes the problem, whatever the page's
 * data. A component's own geometry at these widths (the header's boxes at 1100 and 1280 px, the
 * cart line's stepper and the TDS checker at 390 px) is checked by its stories in
 * packages/ui/src, which the `storybook` project runs at those viewports.
 */

const baseUrl = inject('baseUrl');
const admin = inject('admin');

const SHOPPER_PAGES = [
  '/',
  '/products',
  '/products?q=nothing-matches-this',
  '/residential',
  '/testkit',
  '/log',
  '/log/sign-up',
  // Product pages are listed once the catalogue is read (beforeAll).
  '/account',
  '/shoppingCart',
  '/checkout',
  '/orderHistory',
  '/dashboard',
  '/settings',
  '/shippingDetails',
  '/sendVerificationEmail',
  '/enterVerificationCode?type=email',
  '/enterVerificationCode',
  '/privacy-policy',
  '/terms-and-conditions',
  '/warranty',
  '/contact-us',
];
const ADMIN_PAGES = ['/receivedOrders', '/createProduct', '/products/edit', '/products/delete'];

/** The elements that stick out of the viewport sideways, for the failure message. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const offenders: string[] = [];
    if (root.scrollWidth > width) {
      for (const element of document.querySelectorAll('body *')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5) {
          offenders.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
        }
      }
    }
    return { scrollWidth: root.scrollWidth, width, offenders: offenders.slice(0, 10) };
  });
}

/** Where the fixed header ends and the page's content starts, and the height the layout wrote. */
async function underTheHeader(page: Page) {
  return page.evaluate(() => ({
    headerBottom: document.querySelector('.wt-SiteHeader')?.getBoundingClientRect().bottom ?? 0,
    contentTop: document.querySelector('#main')?.getBoundingClientRect().top ?? 0,
    written: document.documentElement.style.getPropertyValue('--sf-header-height'),
  }));
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('main').waitFor();
}

async function signIn(page: Page, credential: string, password: string) {
  await page.goto('/log');
  await page.getByLabel(enUS.auth.credential).fill(credential);
  await page.getByLabel(enUS.auth.password).fill(password);
  await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: new RegExp(`^${enUS.layout.account}, `) }).waitFor();
}

let browser: Browser;
let productPages: string[] = [];
beforeAll(async () => {
  browser = await launchChromium();
  const filter = await shop.productNamed('4-Stage Reverse Osmosis System');
  productPages = [`/product/${filter._id}`];
});
afterAll(async () => {
  await browser?.close();
});

describe('at 390 px (phone) nothing scrolls sideways', () => {
  let context: BrowserContext;
  let page: Page;
  const user = {
    name: 'Avery Layout',
    email: `avery.layout.${Date.now()}@example.com`,
    password: 'clean-water-2025',
  };

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    const { token } = await shop.newShopper(user);
    await shop.updateMe(token, {
      address: { street: '2100 Ross Avenue', city: 'Dallas', state: 'TX', zip: '75201' },
    });
    const product = await shop.productNamed('4-Stage Reverse Osmosis System');
    await shop.addToCart(token, { productId: product._id, quantity: 1 });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('as a visitor', async () => {
    for (const path of [...SHOPPER_PAGES.slice(0, 7), ...productPages]) {
      await settle(page, path);
      const overflow = await horizontalOverflow(page);
      expect(overflow, `${path} at 390 px`).toMatchObject({ scrollWidth: overflow.width });
    }
  });

  it("keeps the product page's buy bar fixed at the bottom, never over the page's end", async () => {
    const filter = await shop.productNamed('4-Stage Reverse Osmosis System');
    await settle(page, `/product/${filter._id}`);
    const bar = page.locator('.sf-product-buy');
    await bar.getByRole('button', { name: enUS.product.addToCart }).waitFor();
    const viewport = 844;
    const barBox = async () => {
      const box = await bar.boundingBox();
      if (!box) throw new Error('no buy bar');
      return box;
    };
    // On screen at the top, in the middle and at the end of the page.
    expect(Math.round((await barBox()).y + (await barBox()).height)).toBe(viewport);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    expect(Math.round((await barBox()).y + (await barBox()).height)).toBe(viewport);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const top = (await barBox()).y;
    expect(Math.round(top + (await barBox()).height)).toBe(viewport);
    // At the end, the related products and the footer's last line are above the bar.
    const related = await page
      .getByRole('heading', { name: enUS.product.relatedProducts })
      .boundingBox();
    const lastLine = await page.evaluate(() => {
      const footer = document.querySelector('.wt-SiteFooter');
      const texts = [...(footer?.querySelectorAll('p, a, li') ?? [])];
      return Math.max(...texts.map((node) => node.getBoundingClientRect().bottom));
    });
    expect(lastLine).toBeLessThanOrEqual(top + 1);
    if (related) expect(related.y + related.height).toBeLessThanOrEqual(top + 1);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('answers an unknown address with the not-found page and a way home', async () => {
    await settle(page, '/no-such-page');
    await page.getByRole('heading', { level: 1, name: enUS.notFound.title }).waitFor();
    await page.getByText(MESSAGES.notFound.text, { exact: true }).waitFor();
    await page.getByRole('main').getByRole('link', { name: enUS.notFound.home }).waitFor();
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBe(overflow.width);
  });

  it('hides the selling points on the home page without leaving a blank band', async () => {
    await settle(page, '/');
    await page.locator('.sf-healthy').waitFor();
    expect(await page.getByText(enUS.home.sellingPointsHeading).isVisible()).toBe(false);
    const gap = await page.evaluate(() => {
      const tds = document.querySelector('.sf-tds')?.getBoundingClientRect();
      const heading = document.querySelector('.sf-healthy h2');
      if (!tds || !heading) return null;
      // Where the heading's own margin starts.
      const top =
        heading.getBoundingClientRect().top -
        Number.parseFloat(getComputedStyle(heading).marginTop);
      return top - tds.bottom;
    });
    // The sections' own gap (--wt-space-6, 32 px) up to the next heading, and nothing more.
    expect(gap).not.toBeNull();
    expect(gap ?? 0).toBeLessThanOrEqual(33);
  });

  it('shades the whole listing and contact banners behind their text (light sky reaches the titles)', async () => {
    for (const path of ['/testkit', '/contact-us']) {
      await settle(page, path);
      const banners = await page.evaluate(() =>
        [...document.querySelectorAll('.sf-listing-banner[data-gradient]')].map((banner) => {
          const box = banner.getBoundingClientRect();
          const text = banner.querySelector('.sf-listing-banner-text')?.getBoundingClientRect();
          const shade = getComputedStyle(banner, '::after');
          const top = box.top + Number.parseFloat(shade.top);
          return {
            shadeTop: top,
            bannerTop: box.top,
            textTop: text?.top ?? Number.NaN,
            image: shade.backgroundImage,
          };
        }),
      );
      expect(banners.length, path).toBeGreaterThan(0);
      for (const banner of banners) {
        expect(banner.image, path).toContain('linear-gradient');
        // The whole image is shaded: on a short phone banner the wrapped title reaches the sky.
        expect(banner.shadeTop, `${path}: the shade's top`).toBeLessThanOrEqual(
          banner.bannerTop + 0.5,
        );
        expect(banner.textTop, `${path}: the text inside the banner`).toBeGreaterThanOrEqual(
          banner.bannerTop,
        );
      }
    }
  });

  it('as a signed-in shopper (every page of the shop)', async () => {
    await signIn(page, user.email, user.password);
    for (const path of [...SHOPPER_PAGES, ...productPages]) {
      await settle(page, path);
      const overflow = await horizontalOverflow(page);
      expect(overflow, `${path} at 390 px`).toMatchObject({ scrollWidth: overflow.width });
    }
  });

  it('as an admin', async () => {
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, admin.email, admin.password);
    for (const path of ADMIN_PAGES) {
      await settle(page, path);
      const overflow = await horizontalOverflow(page);
      expect(overflow, `${path} at 390 px`).toMatchObject({ scrollWidth: overflow.width });
    }
  });
});

describe('at 1280 px (desktop)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: baseUrl,
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signIn(page, admin.email, admin.password);
  });
  afterAll(async () => {
    await context?.close();
  });

  // The admin's pages are the fullest (the header's Orders link, the back button on product and
  // create-product pages). The header's own geometry at this width is checked by the SiteHeader
  // stories (AdminProductPageAt1280, AdminEditModeAt1280).
  // The layout measures the header once the browser has laid it out and writes its height only
  // when the stylesheet's default (the bar's own height) is wrong: a plain page costs no restyle
  // of the whole document when the scripts start, and a taller header (edit mode's line) still
  // pushes the page down.
  it('starts the page under the fixed header, writing its height only when it grows', async () => {
    await settle(page, '/products');
    const plain = await underTheHeader(page);
    expect(plain.written).toBe('');
    expect(plain.contentTop).toBeGreaterThanOrEqual(plain.headerBottom - 0.5);

    await settle(page, '/products/edit');
    await page.getByText(enUS.layout.chooseItemToEdit).waitFor();
    await expect
      .poll(async () => (await underTheHeader(page)).written)
      .toBe(`${Math.round((await underTheHeader(page)).headerBottom)}px`);
    const taller = await underTheHeader(page);
    expect(taller.headerBottom).toBeGreaterThan(plain.headerBottom);
    expect(taller.contentTop).toBeGreaterThanOrEqual(taller.headerBottom - 0.5);
  });

  it("nothing scrolls sideways on the admin's fullest pages", async () => {
    for (const path of [
      '/',
      '/products/edit',
      '/createProduct',
      '/receivedOrders',
      ...productPages,
    ]) {
      await settle(page, path);
      const overflow = await horizontalOverflow(page);
      expect(overflow, `${path} at 1280 px`).toMatchObject({ scrollWidth: overflow.width });
    }
  });

  it('centres the account forms and notices like the sign-in form', async () => {
    for (const path of [
      '/settings',
      '/shippingDetails',
      '/sendVerificationEmail',
      '/enterVerificationCode?type=email',
      '/log',
    ]) {
      await settle(page, path);
      await page.locator('main h1').first().waitFor();
      const offset = await page.evaluate(() => {
        const content = document.querySelector('main > * > *');
        if (!content) return null;
        const box = content.getBoundingClientRect();
        return box.left + box.width / 2 - document.documentElement.clientWidth / 2;
      });
      expect(offset, `${path}: content centre minus page centre`).not.toBeNull();
      expect(Math.abs(offset ?? 0), `${path}: content centre minus page centre`).toBeLessThan(2);
    }
  });

  it("starts the footer's text where the page content starts, and shows the social links", async () => {
    await settle(page, '/products');
    const lefts = await page.evaluate(() => {
      const content = document.querySelector('main .sf-listing');
      const footer = document.querySelector('footer .wt-SiteFooter-name');
      return {
        content: content
          ? content.getBoundingClientRect().left +
            Number.parseFloat(getComputedStyle(content).paddingLeft)
          : null,
        footer: footer ? footer.getBoundingClientRect().left : null,
      };
    });
    expect(lefts.content, 'the listing content').not.toBeNull();
    expect(lefts.footer, "the footer's company name").toBe(lefts.content);
    const footer = page.getByRole('contentinfo');
    // Addresses with a scheme reach the page as written (not resolved against the app's paths).
    expect(await footer.locator('a[href^="tel:"]').count(), 'the phone link').toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count(), 'the e-mail link').toBe(1);
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'X']) {
      const link = footer.getByRole('link', {
        name: formatString(enUS.layout.opensInNewTab, { label: name }),
      });
      await link.waitFor();
      expect(await link.getAttribute('target'), name).toBe('_blank');
      expect(await link.getAttribute('rel'), name).toBe('noopener noreferrer');
      expect(await link.getAttribute('href'), name).toMatch(/^https:\/\//);
    }
  });
});

describe('between the drawer and the desktop width (1100 px) nothing scrolls sideways', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({
      viewport: { width: 1100, height: 900 },
      baseURL: baseUrl,
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  // The header's links at this width (in the bar or behind the menu button, on one row) are
  // checked by the SiteHeader stories (VisitorAt1100, AdminProductPageAt1100).
  it('as a visitor and as an admin (the fullest header)', async () => {
    await settle(page, '/');
    const visitor = await horizontalOverflow(page);
    expect(visitor, '/ at 1100 px').toMatchObject({ scrollWidth: visitor.width });
    await signIn(page, admin.email, admin.password);
    for (const path of ['/', '/receivedOrders', ...productPages]) {
      await settle(page, path);
      const overflow = await horizontalOverflow(page);
      expect(overflow, `${path} at 1100 px`).toMatchObject({ scrollWidth: overflow.width });
    }
  });
});
