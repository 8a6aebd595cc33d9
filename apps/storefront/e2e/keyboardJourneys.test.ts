import { CAROUSEL_AUTO_ADVANCE_MS, MESSAGES, TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shop } from './api';
import { launchChromium, openPage, runClockFor, WIDTHS } from './browser';
import {
  escapeRegExp,
  expectAnnounced,
  expectArrivedAt,
  expectFocus,
  expectFocusWithin,
  expectHeadingFocused,
  expectOutlineAndLandmarks,
  focusedAnnouncement,
  pressAndExpectFocus,
  reflowProblems,
  tabTo,
  tokenOf,
  typeText,
} from './keyboard';
import { lastCodeSentTo } from './outbox';

const dataDir = inject('dataDir');
const admin = inject('admin');

/*
 * Every journey here moves with the keyboard alone: Tab, Shift+Tab, arrows, Enter, Space,
 * Escape and typing into the focused field. No click(), and no fill() on a field the keyboard
 * did not reach. Each step says where focus is (role and name), that it is visible, and what a
 * screen reader hears when the page changes without a navigation.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('keyboard only at $width px ($name)', ({ name, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  const isPhone = width < 1024;
  let productName = '';
  let productPath = '';
  const user = {
    name: `Kim ${name}`,
    email: `kim.keys.${name}.${Date.now()}@example.com`,
    password: 'keyboard-only-2026',
  };

  beforeAll(async () => {
    ({ context, page } = await openPage(browser, { width, height }));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('a visitor searches, opens a result, zooms its image and chooses 2', async () => {
    await page.goto('/');
    if (isPhone) {
      // The header's search is hidden on a phone: the drawer leads to Products.
      await tabTo(page, { role: 'button', name: enUS.layout.openMenu });
      await page.keyboard.press('Enter');
      await expectFocusWithin(page, 'dialog');
      await tabTo(page, { role: 'link', name: enUS.layout.products });
      await page.keyboard.press('Enter');
      await expectArrivedAt(page, /\/products$/, enUS.listings.allProducts);
    } else {
      // The header's search becomes a combobox (suggestions) once its code is there; Enter with
      // no suggestion highlighted searches.
      await page.getByRole('combobox', { name: enUS.layout.search }).waitFor();
      await tabTo(page, { role: 'combobox', name: enUS.layout.search });
      await typeText(page, 'reverse osmosis');
      await page.keyboard.press('Enter');
      await expectArrivedAt(page, /\/products\?q=reverse%20osmosis$/, enUS.listings.allProducts);
    }
    await expectOutlineAndLandmarks(page, `/products at ${width}px`);
    const grid = page.getByRole('list', { name: enUS.listings.allProducts });
    const firstLink = grid.getByRole('link').first();
    productName =
      (await firstLink.getAttribute('aria-label')) ?? (await firstLink.textContent()) ?? '';
    productName = productName.split('\n')[0]?.trim() ?? '';
    await tabTo(page, { role: 'link', name: new RegExp(`^${escapeRegExp(productName)}`) });
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, /\/product\/[^/]+$/, productName);
    productPath = new URL(page.url()).pathname;
    await expectOutlineAndLandmarks(page, `a product at ${width}px`);

    // The gallery comes before the product's heading.
    await tabTo(page, { role: 'button', name: enUS.product.zoomIn }, { backwards: true });
    await pressAndExpectFocus(page, 'Enter', { role: 'button', name: enUS.product.closeZoom });
    await pressAndExpectFocus(page, 'Escape', { role: 'button', name: enUS.product.zoomIn });

    await tabTo(page, { role: 'textbox', name: enUS.product.quantity });
    await page.keyboard.press('ArrowUp');
    expect(await page.getByRole('textbox', { name: enUS.product.quantity }).inputValue()).toBe('2');
    await tabTo(page, { role: 'button', name: enUS.product.addToCart });
    await page.keyboard.press('Enter');
    // A visitor is told to sign in first, then taken to the sign-in page.
    await expectAnnounced(page, MESSAGES.cart.loginToAdd);
    await page.waitForURL(/\/log$/);
    await expectHeadingFocused(page);
  });

  it('signs up with both consents, signs in, and verifies the e-mail with the code sent', async () => {
    await tabTo(page, { role: 'link', name: enUS.auth.noAccount });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/log\/sign-up$/);
    await expectHeadingFocused(page);
    await expectOutlineAndLandmarks(page, `/log/sign-up at ${width}px`);
    // Sent with nothing in it: the errors are announced and focus goes to the first wrong field.
    await tabTo(page, { role: 'button', name: enUS.auth.signUp });
    await page.keyboard.press('Enter');
    await expectFocus(page, { role: 'textbox', name: enUS.auth.name });
    const described = await focusedAnnouncement(page);
    expect(described.description, "the error is the field's description").toBe(
      MESSAGES.auth.fillRequired,
    );
    await typeText(page, user.name);
    await tabTo(page, { role: 'textbox', name: enUS.auth.credential });
    await typeText(page, user.email);
    await tabTo(page, { role: 'textbox', name: enUS.auth.password });
    await typeText(page, user.password);
    await tabTo(page, { role: 'checkbox', name: enUS.auth.messagesConsent });
    await page.keyboard.press('Space');
    await tabTo(page, { role: 'checkbox', name: enUS.auth.termsConsent });
    await page.keyboard.press('Space');
    await tabTo(page, { role: 'button', name: enUS.auth.signUp });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/log$/);
    await expectHeadingFocused(page);

    await tabTo(page, { role: 'textbox', name: enUS.auth.credential });
    await typeText(page, user.email);
    await tabTo(page, { role: 'textbox', name: enUS.auth.password });
    await typeText(page, user.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await expectHeadingFocused(page);
    await expectAnnounced(page, /.+/);

    // The banner sits above the page's main region.
    await tabTo(
      page,
      { role: 'link', name: MESSAGES.session.emailNotVerified },
      { backwards: true },
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sendVerificationEmail$/);
    await expectHeadingFocused(page);
    await tabTo(page, { role: 'button', name: enUS.account.sendVerificationEmail });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/enterVerificationCode\?type=email$/);
    await expectAnnounced(page, 'Verification code sent to');
    await tabTo(page, { role: 'textbox', name: enUS.account.verificationCode });
    await typeText(page, await lastCodeSentTo(dataDir, user.email));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account$/);
    await expectHeadingFocused(page);
  });

  it('adds 2 to the cart, changes the quantity, pays with the test card and opens Order History', async () => {
    await shop.updateMe(await tokenOf(page), {
      address: { street: '2100 Ross Avenue', city: 'Dallas', state: 'TX', zip: '75201' },
    });
    await page.goto(productPath);
    await tabTo(page, { role: 'textbox', name: enUS.product.quantity });
    await page.keyboard.press('ArrowUp');
    await tabTo(page, { role: 'button', name: enUS.product.addToCart });
    await page.keyboard.press('Enter');
    await expectAnnounced(page, MESSAGES.cart.addedToCart);
    await expectFocus(page, { role: 'button', name: enUS.product.addToCart });
    const badge = formatString(enUS.layout.cartWithCount.other, { count: 2 });
    await tabTo(page, { role: 'link', name: badge }, { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/shoppingCart$/);
    await expectHeadingFocused(page, enUS.cart.title);
    await expectOutlineAndLandmarks(page, `/shoppingCart at ${width}px`);

    // The stepper's buttons are out of the tab order: the arrow keys step the focused field.
    const quantity = { role: 'textbox', name: /^Quantity, / } as const;
    await tabTo(page, quantity);
    await page.keyboard.press('ArrowUp');
    await expectAnnounced(
      page,
      new RegExp(`^${escapeRegExp(productName)}: quantity 3, line total`),
    );
    await expectFocus(page, quantity);
    await page
      .getByRole('link', { name: formatString(enUS.layout.cartWithCount.other, { count: 3 }) })
      .waitFor();

    await tabTo(page, { role: 'link', name: enUS.cart.proceedToCheckout });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout$/);
    await expectHeadingFocused(page);
    await expectOutlineAndLandmarks(page, `/checkout at ${width}px`);
    // The card form arrives a moment after the page (its own chunk).
    await page.getByRole('textbox', { name: enUS.checkout.cardNumber }).waitFor();
    await tabTo(page, { role: 'textbox', name: enUS.checkout.cardNumber });
    await typeText(page, '4242 4242 4242 4242');
    await tabTo(page, { role: 'textbox', name: enUS.checkout.expiry });
    await typeText(page, '12/34');
    await tabTo(page, { role: 'textbox', name: enUS.checkout.cvc });
    await typeText(page, '123');
    await tabTo(page, { role: 'button', name: enUS.checkout.payNow });
    // The payment is held until the page has said it is processing.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/payments/test-confirm', async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press('Enter');
    // Focus stays on the button, whose name now says the payment is processing.
    await expect
      .poll(async () => (await focusedAnnouncement(page)).name)
      .toContain(enUS.checkout.paying);
    release();
    // A filter system offers tracking in a dialog; anything else says the order is placed.
    const dialog = page.getByRole('dialog', { name: enUS.checkout.thankYouTitle });
    await Promise.race([dialog.waitFor(), page.getByText(MESSAGES.checkout.success).waitFor()]);
    if (await dialog.count()) {
      await expectFocus(page, { role: 'button', name: enUS.checkout.addSystem });
      await tabTo(page, { role: 'button', name: enUS.checkout.noThanks });
      await page.keyboard.press('Enter');
    } else {
      await expectAnnounced(page, MESSAGES.checkout.success);
    }
    await page.waitForURL(/\/orderHistory$/, { timeout: 15_000 });
    await expectHeadingFocused(page, enUS.orders.myOrders);
    await expectOutlineAndLandmarks(page, `/orderHistory at ${width}px`);
  });
});

describe('keyboard only in the phone menu drawer at 390 px', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(browser, WIDTHS[0]));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens the menu drawer, moves through it and closes it with Escape', async () => {
    await page.goto('/');
    await tabTo(page, { role: 'button', name: enUS.layout.openMenu });
    await page.keyboard.press('Enter');
    await expectFocusWithin(page, 'dialog');
    await tabTo(page, { role: 'link', name: enUS.layout.contactUs });
    await tabTo(page, { role: 'link', name: enUS.layout.home }, { backwards: true });
    await pressAndExpectFocus(page, 'Escape', { role: 'button', name: enUS.layout.openMenu });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('reduced motion and reflow at 320 px', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // 320 CSS px is what a 1280 px wide window shows at 400 % zoom (WCAG 1.4.10).
    ({ context, page } = await openPage(browser, { width: 320, height: 640 }));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the carousel does not rotate by itself', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: enUS.home.startRotation }).waitFor();
    const current = () =>
      page
        .locator('[aria-roledescription="carousel"] [aria-current="true"]')
        .getAttribute('aria-label');
    await page.waitForLoadState('networkidle');
    const before = await current();
    await runClockFor(page, CAROUSEL_AUTO_ADVANCE_MS * 2 + 500);
    expect(await current()).toBe(before);
  });

  it('runs no transition longer than 100 ms and cuts nothing off on the public pages and the checkout', async () => {
    const product = await shop.productNamed('4-Stage Reverse Osmosis System');
    const shopper = await shop.newShopper({
      name: 'Reflow Shopper',
      email: `reflow.${Date.now()}@example.com`,
      password: 'narrow-screen-2026',
    });
    await shop.updateMe(shopper.token, {
      address: { street: '2100 Ross Avenue', city: 'Dallas', state: 'TX', zip: '75201' },
    });
    await shop.addToCart(shopper.token, { productId: product._id, quantity: 1 });
    // A name with a long unbroken part (as a SKU or a model code is), sorted onto the first page.
    const { token: adminToken } = await shop.signIn(admin.email, admin.password);
    const longName = await shop.createProduct(adminToken, {
      name: `AAA Reflow RO-MEMBRANE-${'X'.repeat(40)}-${Date.now()}`,
      sku: `REFLOW-${Date.now()}`,
      price: 9,
      stock: 1,
      category: 'residential',
      description: 'A name that does not break by itself.',
    });
    const pages = [
      '/',
      '/products',
      '/residential',
      '/commercial',
      '/testkit',
      `/product/${product._id}`,
      '/contact-us',
      '/warranty',
      '/privacy-policy',
      '/terms-and-conditions',
      '/log',
      '/log/sign-up',
      '/forgot-password',
    ];
    const problems: Record<string, string[]> = {};
    for (const path of [...pages, 'signed in', '/shoppingCart', '/checkout']) {
      if (path === 'signed in') {
        await page.evaluate(
          ([key, token]) => localStorage.setItem(key ?? '', token ?? ''),
          [TOKEN_STORAGE_KEY, shopper.token],
        );
        continue;
      }
      await page.goto(path);
      if (path === '/checkout')
        await page.getByRole('textbox', { name: enUS.checkout.cardNumber }).waitFor();
      else await page.locator('main h1').waitFor({ state: 'attached' });
      const cut = await reflowProblems(page);
      if (cut.length > 0) problems[path] = cut;
    }
    await shop.deleteProduct(adminToken, longName._id);
    expect(problems).toEqual({});
  });
});
