import { MESSAGES } from '@wtkit/domain';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './api';
import { launchChromium } from './browser';

/**
 * Layout checks over every screen, as a shopper and as an admin: nothing scrolls sideways on a
 * phone, and on a desktop the header's search, avatar and links keep to their own boxes on one
 * line. They measure the rendered page (getBoundingClientRect), so they fail on the CSS that
 * causes the problem, whatever the page's data.
 */

const baseUrl = inject('baseUrl');
const admin = inject('admin');

interface ApiProduct {
  _id: string;
  name: string;
}

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

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('main').waitFor();
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The header's boxes at desktop width: search form and its button, avatar, links. */
async function headerBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const links = [...document.querySelectorAll('.wt-SiteHeader-nav a')].map(
      (link) => link.getBoundingClientRect().top,
    );
    return {
      search: box('.wt-SiteHeader [role="search"]'),
      submit: box('.wt-SiteHeader [role="search"] button'),
      avatar: box('.wt-SiteHeader a[href="/account"]'),
      linkRows: new Set(links.map((top) => Math.round(top))).size,
    };
  });
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
  const { data } = await api<{ data: ApiProduct[] }>('/products');
  const filter = data.find((p) => p.name === '4-Stage Reverse Osmosis System') ?? data[0];
  if (!filter) throw new Error('The seed has no products');
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
    await api('/auth/register', {
      method: 'POST',
      body: JSON.stringify({ name: user.name, email: user.email, password: user.password }),
    });
    const session = await api<{ data: { token: string } }>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ credential: user.email, password: user.password }),
    });
    const token = session.data.token;
    await api('/users/me', {
      method: 'PUT',
      token,
      body: JSON.stringify({
        address: { street: '2100 Ross Avenue', city: 'Dallas', state: 'TX', zip: '75201' },
      }),
    });
    const { data } = await api<{ data: ApiProduct[] }>('/products');
    const product = data.find((p) => p.name === '4-Stage Reverse Osmosis System') ?? data[0];
    await api('/cart/items', {
      method: 'POST',
      token,
      body: JSON.stringify({ productId: product?._id, quantity: 1 }),
    });
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

  it('answers an unknown address with the not-found page and a way home', async () => {
    await settle(page, '/no-such-page');
    await page.getByRole('heading', { level: 1, name: enUS.notFound.title }).waitFor();
    await page.getByText(MESSAGES.notFound.text, { exact: true }).waitFor();
    await page.getByRole('main').getByRole('link', { name: enUS.notFound.home }).waitFor();
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBe(overflow.width);
  });

  it("keeps the home page's ZIP input and Check TDS on one line", async () => {
    await settle(page, '/');
    const zip = await page.getByLabel(enUS.home.zipCode).boundingBox();
    const check = await page.getByRole('button', { name: enUS.home.checkTds }).boundingBox();
    if (!zip || !check) throw new Error('The TDS checker is not on the home page');
    expect(check.x).toBeGreaterThan(zip.x + zip.width);
    expect(Math.abs(check.y + check.height - (zip.y + zip.height))).toBeLessThan(1);
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

  it('as a signed-in shopper (every page of both documents)', async () => {
    await signIn(page, user.email, user.password);
    for (const path of [...SHOPPER_PAGES, ...productPages]) {
      await settle(page, path);
      const overflow = await horizontalOverflow(page);
      expect(overflow, `${path} at 390 px`).toMatchObject({ scrollWidth: overflow.width });
    }
  });

  it("keeps the cart line's quantity stepper as wide as its controls", async () => {
    await settle(page, '/shoppingCart');
    const group = page.locator('.wt-CartLine').first().getByRole('group');
    await group.waitFor();
    const widths = await group.evaluate((element) => {
      const own = element.getBoundingClientRect().width;
      const children = [...element.children].reduce(
        (sum, child) => sum + child.getBoundingClientRect().width,
        0,
      );
      return { own, children };
    });
    // The group's border (1 px each side) is all it adds to its buttons and input.
    expect(widths.own - widths.children).toBeLessThanOrEqual(2.5);
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

describe('at 1280 px (desktop) the header keeps its boxes apart on one line', () => {
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

  // The admin's header is the fullest: the Orders link, and on product and create-product
  // pages the back button too.
  it.each(['/', '/products/edit', '/createProduct', '/receivedOrders'])('on %s', async (path) => {
    await settle(page, path);
    const boxes = await headerBoxes(page);
    expect(boxes.search, 'the header search').not.toBeNull();
    expect(boxes.submit, 'the search button').not.toBeNull();
    expect(boxes.avatar, 'the avatar').not.toBeNull();
    if (!boxes.search || !boxes.submit || !boxes.avatar) throw new Error('unreachable');
    expect(intersects(boxes.search, boxes.avatar), 'search and avatar overlap').toBe(false);
    // The search button stays inside its form (it used to stick out over the avatar).
    expect(boxes.submit.right).toBeLessThanOrEqual(boxes.search.right + 0.5);
    expect(intersects(boxes.submit, boxes.avatar), 'search button and avatar overlap').toBe(false);
    expect(boxes.linkRows, 'header links on one line').toBe(1);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBe(overflow.width);
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

  it('on a product page (back button and links)', async () => {
    for (const path of productPages) {
      await settle(page, path);
      const boxes = await headerBoxes(page);
      expect(boxes.linkRows, `${path}: header links on one line`).toBe(1);
      if (boxes.search && boxes.avatar) {
        expect(intersects(boxes.search, boxes.avatar)).toBe(false);
      }
    }
  });
});

describe('between the drawer and the desktop width (1100 px) the header links stay on one line', () => {
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

  it('as a visitor and as an admin (the fullest header)', async () => {
    await settle(page, '/');
    expect(
      (await headerBoxes(page)).linkRows,
      'visitor: header links on one line',
    ).toBeLessThanOrEqual(1);
    await signIn(page, admin.email, admin.password);
    for (const path of ['/', '/receivedOrders', ...productPages]) {
      await settle(page, path);
      const boxes = await headerBoxes(page);
      expect(boxes.linkRows, `${path}: header links on one line`).toBeLessThanOrEqual(1);
      // The links are in the bar or behind the menu button: one of the two is there.
      const inBar = await page.locator('.wt-SiteHeader-nav').isVisible();
      const menu = await page.getByRole('button', { name: enUS.layout.openMenu }).isVisible();
      expect(inBar || menu, `${path}: links in the bar or a menu button`).toBe(true);
      if (boxes.search && boxes.avatar) {
        expect(intersects(boxes.search, boxes.avatar), `${path}: search and avatar`).toBe(false);
      }
      const overflow = await horizontalOverflow(page);
      expect(overflow.scrollWidth, path).toBe(overflow.width);
    }
  });
});
