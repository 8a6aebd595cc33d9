import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  LOGIN_REDIRECT_DELAY_MS,
  MESSAGES,
  SESSION_EXPIRED_REDIRECT_MS,
  TOKEN_STORAGE_KEY,
} from '@wtkit/domain';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage, runClockFor, WIDTHS } from './browser';
import { lastCodeSentTo } from './outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const shots = fileURLToPath(new URL('../.e2e-output/', import.meta.url));
mkdirSync(shots, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('a visitor at $width px ($name)', ({ name, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  const user = {
    name: `Casey ${name}`,
    email: `casey.${name}.${Date.now()}@example.com`,
    password: 'clean-water-2025',
  };
  let productPath = '';
  let productName = '';

  beforeAll(async () => {
    ({ context, page } = await openPage(browser, { width, height }));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('browses the home page', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Welcome to the product' }).first().waitFor();
    const rail = page.getByRole('region', { name: enUS.home.mostOrdered });
    await rail.getByRole('link').first().waitFor();
    await page.getByRole('heading', { name: enUS.home.healthyLivingHeading }).waitFor();
    // The carousel starts right under the fixed header: no white gap at any width.
    const [headerBottom, carouselTop] = await page.evaluate(() => [
      document.querySelector('header')?.getBoundingClientRect().bottom,
      document.querySelector('[aria-roledescription="carousel"]')?.getBoundingClientRect().top,
    ]);
    expect(headerBottom).toBeGreaterThan(0);
    expect(carouselTop).toBe(headerBottom);
    await page.screenshot({ path: `${shots}home-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `/ at ${width}px`);
  });

  it('fetches the banner each listing shows with the page', async () => {
    for (const path of ['/', '/products', '/residential', '/testkit', '/commercial']) {
      await page.goto(path);
      const shown = page.locator('main img').first();
      await shown.waitFor();
      const [preloaded, src] = await Promise.all([
        page.evaluate(
          () => document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href,
        ),
        shown.evaluate((image) => (image as HTMLImageElement).src),
      ]);
      expect(preloaded, path).toBe(src);
      if (path !== '/' && path !== '/products') {
        // The grid's product names (level-2 headings) are there: scan the whole page.
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await expectNoAxeViolations(page, `${path} at ${width}px`);
      }
    }
  });

  it('searches the catalogue', async () => {
    if (width >= 1024) {
      // A combobox once its code is there (searchSuggestions.test.ts works its suggestions).
      const search = page.getByRole('combobox', { name: enUS.layout.search });
      await search.fill('  reverse osmosis ');
      await search.press('Enter');
      await page.waitForURL(/\/products\?q=reverse%20osmosis$/);
    } else {
      // The header's search is hidden on small screens: the drawer leads to Products.
      expect(await page.getByRole('searchbox', { name: enUS.layout.search }).isVisible()).toBe(
        false,
      );
      await page.getByRole('button', { name: enUS.layout.openMenu }).click();
      await page.getByRole('dialog').getByRole('navigation').waitFor();
      await expectNoAxeViolations(page, `the menu drawer at ${width}px`);
      await page
        .getByRole('dialog')
        .getByRole('link', { name: enUS.layout.products, exact: true })
        .click();
      await page.waitForURL(/\/products$/);
    }
    await page.getByRole('heading', { level: 1, name: enUS.listings.allProducts }).waitFor();
    const grid = page.getByRole('list', { name: enUS.listings.allProducts });
    const first = grid.getByRole('link').first();
    await first.waitFor();
    await expectNoAxeViolations(page, `/products at ${width}px`);

    await page.goto('/products?q=no-such-thing-anywhere');
    await page
      .getByText(MESSAGES.products.noProductsFoundFor('no-such-thing-anywhere'), { exact: true })
      .waitFor();
    await expectNoAxeViolations(page, `/products with no results at ${width}px`);
    await page.goBack();
    await grid.getByRole('link').first().waitFor();
  });

  it('opens a product and is sent to sign in when adding to the cart', async () => {
    const grid = page.getByRole('list', { name: enUS.listings.allProducts });
    await grid.getByRole('link').first().click();
    await page.waitForURL(/\/product\/[^/]+$/);
    productPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: enUS.product.addToCart }).waitFor();
    productName = (await page.locator('article h1').textContent()) ?? '';
    expect(productName).not.toBe('');
    await page.getByRole('link', { name: enUS.layout.warranty }).first().waitFor();
    const wishlist = page.getByRole('button', { name: enUS.product.wishlist });
    await wishlist.click();
    expect(await wishlist.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: enUS.product.addToCart }).waitFor();
    expect(await wishlist.getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: `${shots}product-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `${productPath} at ${width}px`);

    const clickedAt = Date.now();
    await page.getByRole('button', { name: enUS.product.addToCart }).click();
    // The message shows on the product page first (checked in the page, in one frame)...
    await page.waitForFunction(
      ({ text, path }) =>
        (document.body.textContent ?? '').includes(text) && location.pathname === path,
      { text: MESSAGES.cart.loginToAdd, path: productPath },
    );
    // ...then the visitor is sent to sign in after the domain's delay.
    await page.waitForURL(/\/log$/);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(LOGIN_REDIRECT_DELAY_MS);
  });

  it('signs up, then signs in (a wrong password shows the server message)', async () => {
    await page.getByRole('link', { name: enUS.auth.noAccount }).click();
    await page.waitForURL(/\/log\/sign-up$/);
    await page.getByLabel(enUS.auth.name, { exact: true }).fill(user.name);
    await page.getByLabel(enUS.auth.credential).fill(user.email);
    await page.getByLabel(enUS.auth.password).fill(user.password);
    await page.getByRole('button', { name: enUS.auth.signUp }).click();
    await page.getByText(MESSAGES.auth.agreeToTerms).first().waitFor();
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check({ force: true });
    await boxes.nth(1).check({ force: true });
    await expectNoAxeViolations(page, `/log/sign-up at ${width}px`);
    await page.getByRole('button', { name: enUS.auth.signUp }).click();
    await page.waitForURL(/\/log$/);

    await page.getByLabel(enUS.auth.credential).fill(user.email);
    await page.getByLabel(enUS.auth.password).fill('not-the-password');
    await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: /\S/ });
    await failure.first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/log');
    await expectNoAxeViolations(page, `/log at ${width}px`);

    await page.getByLabel(enUS.auth.password).fill(user.password);
    await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: `${enUS.layout.account}, ${user.name}` }).waitFor();
    // A new e-mail account is unverified: the yellow banner leads to verification.
    await page.getByRole('link', { name: MESSAGES.session.emailNotVerified }).waitFor();
    await expectNoAxeViolations(page, `/ signed in at ${width}px`);
  });

  it('adds to the cart, changes the quantity and removes the line', async () => {
    await page.goto(productPath);
    await page.getByRole('button', { name: enUS.product.addToCart }).click();
    await page.getByText(MESSAGES.cart.addedToCart).waitFor();
    const badge = page.getByRole('link', {
      name: formatString(enUS.layout.cartWithCount.one, { count: 1 }),
    });
    await badge.waitFor();

    await badge.click();
    await page.waitForURL(/\/shoppingCart$/);
    await page.getByRole('heading', { level: 1, name: enUS.cart.title }).waitFor();
    await page.getByText(enUS.cart.orderSummary).waitFor();
    await expectNoAxeViolations(page, `/shoppingCart at ${width}px`);

    await page.getByRole('button', { name: /^Increase/ }).click();
    await page
      .getByRole('link', { name: formatString(enUS.layout.cartWithCount.other, { count: 2 }) })
      .waitFor();
    await page.getByRole('button', { name: /^Decrease/ }).click();
    await page
      .getByRole('link', { name: formatString(enUS.layout.cartWithCount.one, { count: 1 }) })
      .waitFor();

    await page
      .getByRole('button', { name: formatString(enUS.cart.remove, { name: productName }) })
      .click();
    await page.getByText(MESSAGES.cart.empty).waitFor();
    await page.getByRole('link', { name: enUS.layout.shoppingCart, exact: true }).waitFor();
    await expectNoAxeViolations(page, `/shoppingCart empty at ${width}px`);
  });

  it('is asked to log in again when the server refuses a cart change', async () => {
    // The page's timers run on Playwright's clock, so the test can move past the moment a timed
    // redirect would fire instead of waiting for it. A clock stays installed in its context for
    // good (every later page replays it): this test has a context of its own, signed in as the
    // journey's is, so the journeys after it run on real time.
    const clocked = await openPage(
      browser,
      { width, height },
      10_000,
      await context.storageState(),
    );
    const page = clocked.page;
    await page.clock.install();
    await page.goto(productPath);
    await page.getByRole('button', { name: enUS.product.addToCart }).click();
    await page.getByText(MESSAGES.cart.addedToCart).waitFor();
    await page
      .getByRole('link', { name: formatString(enUS.layout.cartWithCount.one, { count: 1 }) })
      .click();
    await page.waitForURL(/\/shoppingCart$/);
    const increase = page.getByRole('button', { name: /^Increase/ });
    await increase.waitFor();
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    // The token goes bad behind the page's back (as when it expires on the server).
    await page.evaluate((key) => localStorage.setItem(key, 'expired-token'), TOKEN_STORAGE_KEY);
    await increase.click();
    await page
      .getByRole('alert')
      .filter({ hasText: MESSAGES.session.authenticationError })
      .waitFor();
    // The refused token is gone and the cart offers Go to Login; no redirect.
    await page.getByRole('link', { name: enUS.cart.goToLogin }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    // Past the moment the expired-session redirect would go: the page stays.
    await runClockFor(page, SESSION_EXPIRED_REDIRECT_MS + 500);
    expect(await page.evaluate(() => location.pathname)).toBe('/shoppingCart');
    await expectNoAxeViolations(page, `/shoppingCart after a refused change at ${width}px`);

    // Signed in again, the line is still there (the refused change did nothing): remove it.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value ?? ''), [
      TOKEN_STORAGE_KEY,
      token,
    ] as const);
    await page.reload();
    await page
      .getByRole('button', { name: formatString(enUS.cart.remove, { name: productName }) })
      .click();
    await page.getByText(MESSAGES.cart.empty).waitFor();
    await clocked.context.close();
  });

  it('opens the account menu and logs out', async () => {
    await page.getByRole('link', { name: `${enUS.layout.account}, ${user.name}` }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    await page.getByText(user.email).waitFor();
    await expectNoAxeViolations(page, `/account at ${width}px`);
    // Coupons opens their page: none granted to this shopper.
    await page.getByRole('link', { name: enUS.accountMenu.coupons }).click();
    await page.waitForURL(/\/coupons$/);
    await page.getByText(enUS.accountMenu.noCoupons).waitFor();
    await expectNoAxeViolations(page, `/coupons at ${width}px`);
    await page.goBack();
    await page.waitForURL(/\/account$/);
    await page.getByRole('button', { name: enUS.layout.logOut }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: enUS.layout.signIn, exact: true }).first().waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('resets a forgotten password with the code sent to the account', async () => {
    await page.goto('/log');
    await page.getByRole('link', { name: enUS.auth.forgotPassword }).click();
    await page.waitForURL(/\/forgot-password$/);
    // The address changes before the new page is drawn, and the sign-in page has the same field.
    await page.getByRole('heading', { level: 1, name: enUS.auth.resetTitle }).waitFor();
    await page.getByLabel(enUS.auth.credential).fill(user.email);
    await page.getByRole('button', { name: enUS.auth.sendResetCode }).click();
    await page.getByLabel(enUS.auth.resetCode).waitFor();
    await expectNoAxeViolations(page, `/forgot-password at ${width}px`);
    await page.getByLabel(enUS.auth.resetCode).fill(await lastCodeSentTo(dataDir, user.email));
    user.password = 'fresh-water-2026';
    await page.getByLabel(enUS.auth.newPassword).fill(user.password);
    await page.getByRole('button', { name: enUS.auth.resetPassword }).click();
    await page.waitForURL(/\/log$/);
    await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).waitFor();
    await page.getByLabel(enUS.auth.credential).fill(user.email);
    await page.getByLabel(enUS.auth.password).fill(user.password);
    await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: `${enUS.layout.account}, ${user.name}` }).waitFor();
  });

  it('is told the session expired when the server refuses the token', async () => {
    await page.goto(productPath);
    await page.getByRole('button', { name: enUS.product.addToCart }).waitFor();
    // The token goes bad behind the page's back (as when it expires on the server).
    await page.evaluate((key) => localStorage.setItem(key, 'expired-token'), TOKEN_STORAGE_KEY);
    const clickedAt = Date.now();
    await page.getByRole('button', { name: enUS.product.addToCart }).click();
    await page.getByText(MESSAGES.session.expired).waitFor();
    await page.waitForURL(/\/log$/);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(SESSION_EXPIRED_REDIRECT_MS);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('a listing that cannot load, at 390 px', () => {
  it('says so with Try Again (announced), logs it, and shows the products once they load', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: baseUrl,
    });
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    try {
      await page.goto('/');
      // The list fails on the way to the listing (client navigation, after hydration).
      await page.route('**/api/v1/products/cards?category=residential*', (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'Unavailable' }),
      );
      await page.evaluate(() => window.history.pushState({}, '', '/residential'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      const alert = page.getByRole('alert').filter({ hasText: MESSAGES.products.listFailed });
      await alert.waitFor({ timeout: 20_000 });
      expect(await page.getByText(enUS.product.noProductsFound).count()).toBe(0);
      expect(logged.some((text) => text.includes('Could not load the products'))).toBe(true);
      await expectNoAxeViolations(page, '/residential (failed) at 390px');

      await page.unroute('**/api/v1/products/cards?category=residential*');
      await alert.getByRole('button', { name: enUS.listings.tryAgain }).click();
      await page
        .getByRole('list', { name: enUS.listings.residential })
        .getByRole('link')
        .first()
        .waitFor();
      expect(await page.getByText(MESSAGES.products.listFailed).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
