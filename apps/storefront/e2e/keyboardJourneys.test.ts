import { MESSAGES, TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { enUS } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, WIDTHS } from './browser';
import {
  expectAnnounced,
  expectFocus,
  expectFocusNotOnBody,
  expectOutlineAndLandmarks,
  pressAndExpectFocus,
  tabTo,
  typeText,
} from './keyboard';

const _dataDir = inject('dataDir');

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

/** Focus is inside the (single) element with this role: a dialog that has just opened. */
async function expectFocusWithin(page: Page, role: 'dialog' | 'alertdialog') {
  await expect
    .poll(() =>
      page
        .getByRole(role)
        .evaluateAll((found) => found.some((element) => element.contains(document.activeElement))),
    )
    .toBe(true);
}

/** After a route change, focus is on the new page's heading, never on the body. */
async function expectArrivedAt(page: Page, path: RegExp, heading: string | RegExp) {
  await page.waitForURL(path);
  await expectFocus(page, { role: 'heading', name: heading });
  await expectFocusNotOnBody(page);
}

describe.each(WIDTHS)('keyboard only at $width px ($name)', ({ name, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  const isPhone = width < 1024;
  let productName = '';
  let _productPath = '';
  const _user = {
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
      await tabTo(page, { role: 'searchbox', name: enUS.layout.search });
      await typeText(page, 'reverse osmosis');
      await page.keyboard.press('Enter');
      await expectArrivedAt(page, /\/products\?q=reverse%20osmosis$/, enUS.listings.allProducts);
    }
    await expectOutlineAndLandmarks(page, `/products at ${width}px`);
    const grid = page.getByRole('list', { name: enUS.listings.allProducts });
    const firstLink = grid.getByRole('link').first();
    productName = (await firstLink.getAttribute('aria-label')) ?? (await firstLink.textContent());
    productName = productName.split('\n')[0]?.trim() ?? '';
    await tabTo(page, { role: 'link', name: new RegExp(`^${escapeRegExp(productName)}`) });
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, /\/product\/[^/]+$/, productName);
    _productPath = new URL(page.url()).pathname;
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

  it.runIf(isPhone)(
    'opens the menu drawer, moves through it and closes it with Escape',
    async () => {
      await page.goto('/');
      await tabTo(page, { role: 'button', name: enUS.layout.openMenu });
      await page.keyboard.press('Enter');
      await expectFocusWithin(page, 'dialog');
      await tabTo(page, { role: 'link', name: enUS.layout.contactUs });
      await tabTo(page, { role: 'link', name: enUS.layout.home }, { backwards: true });
      await pressAndExpectFocus(page, 'Escape', { role: 'button', name: enUS.layout.openMenu });
      expect(await page.getByRole('dialog').count()).toBe(0);
    },
  );
});

/** The signed-in token the page keeps, for setting up what a journey needs behind its back. */
function _tokenOf(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_STORAGE_KEY);
}

/** Focus is on the page's one h1 (named `name` when given), in view with its ring. */
async function expectHeadingFocused(page: Page, name?: string) {
  await expectFocus(page, { role: 'heading', name: name ?? /\S/ });
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
