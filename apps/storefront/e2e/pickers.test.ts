import { unwrap } from '@wtkit/api-client';
import { testApi } from '@wtkit/test-support';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, signedInPage, WIDTHS } from './browser';
import { ADMIN as admin, type ShopServer, startShop } from './globalSetup';
import { escapeRegExp } from './keyboard';

// More than a page of parts and of filters would change the listings other journeys check, so
// the pickers have a shop of their own.
let own: ShopServer;
let shop: ReturnType<typeof testApi>;
let browser: Browser;
let adminToken = '';
const P = enUS.productForm;
const D = enUS.dashboard;
const stamp = Date.now();

/** Parts enough for more than the picker's first page, ahead of the one to find by name. */
const FILLER_PARTS = 30;
/** Filters enough for more than the search's first page (48). */
const SEARCHED_FILTERS = 50;
const target = `Zirconia Picker Cartridge ${stamp}`;
const firstPart = `Picker Part 00 ${stamp}`;
let targetId = '';
let firstPartId = '';

beforeAll(async () => {
  [own, browser] = await Promise.all([startShop(), launchChromium()]);
  shop = testApi(`${own.baseUrl}/api/v1`);
  adminToken = (await shop.signIn(admin.email, admin.password)).token;
  const part = (name: string) =>
    shop.createProduct(adminToken, {
      name,
      category: 'test kit',
      type: 'part',
      quickReplaceMonths: 3,
      slowReplaceMonths: 6,
    });
  for (let index = 0; index < FILLER_PARTS; index += 1) {
    const made = await part(`Picker Part ${String(index).padStart(2, '0')} ${stamp}`);
    if (index === 0) firstPartId = made._id;
  }
  targetId = (await part(target))._id;
  for (let index = 0; index < SEARCHED_FILTERS; index += 1) {
    await shop.createProduct(adminToken, {
      name: `Quillon Filter ${String(index).padStart(2, '0')}`,
      category: 'test kit',
      type: 'filter',
      description: 'A filter of the search journey.',
    });
  }
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

describe.each(WIDTHS)('the pickers at $width px ($name)', ({ name, width, height }) => {
  const viewport = { width, height };
  const filterName = `Picker Filter ${name} ${stamp}`;
  let filterId = '';
  let opened: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    filterId = (
      await shop.createProduct(adminToken, {
        name: filterName,
        category: 'commercial',
        type: 'filter',
        filterType: 'undersink',
        parts: [firstPartId],
      })
    )._id;
  });
  afterAll(async () => {
    await opened?.context.close();
  });

  it('an admin finds a part past the first page by name, checks it and saves it to the filter', async () => {
    // The part to find is not among the first page of parts the picker shows.
    const firstPage = await unwrap(
      shop.client().GET('/products', { params: { query: { type: 'part', limit: 24 } } }),
    );
    expect(firstPage.nextCursor).not.toBeNull();
    expect(firstPage.data.map((product) => product._id)).not.toContain(targetId);

    opened = await signedInPage(browser, viewport, adminToken, own.baseUrl);
    const { page } = opened;
    await page.goto('/commercial/edit');
    await page.getByRole('link', { name: new RegExp(escapeRegExp(filterName)) }).click();
    await page.waitForURL(/\/createProduct$/);
    await page.getByRole('heading', { level: 1, name: P.editTitle }).waitFor();
    const parts = page.getByRole('group', { name: P.parts, exact: true });
    const chosen = parts.getByRole('checkbox', { name: new RegExp(escapeRegExp(firstPart)) });
    expect(await chosen.isChecked()).toBe(true);
    await parts.getByRole('button', { name: P.showMoreParts }).waitFor();
    const wanted = parts.getByRole('checkbox', { name: new RegExp(escapeRegExp(target)) });
    expect(await wanted.count()).toBe(0);

    await parts.getByRole('searchbox', { name: P.searchParts }).fill('Zirconia');
    await wanted.waitFor({ state: 'attached' });
    // The filter's part stays shown and checked while the results leave it out.
    expect(await chosen.isChecked()).toBe(true);
    expect(await parts.getByRole('checkbox').count()).toBe(2);
    await expectNoAxeViolations(page, `/createProduct searching parts at ${width}px`);
    await wanted.focus();
    await page.keyboard.press('Space');
    expect(await wanted.isChecked()).toBe(true);

    await page.getByRole('button', { name: P.saveButton }).click();
    await page.waitForURL(/\/commercial$/);
    const { data: saved } = await unwrap(
      shop.client().GET('/products/{id}', { params: { path: { id: filterId } } }),
    );
    expect([...saved.parts].sort()).toEqual([firstPartId, targetId].sort());
    await page.goto(`/product/${filterId}`);
    await page
      .getByRole('region', { name: enUS.product.relatedProducts })
      .getByRole('link', { name: new RegExp(escapeRegExp(target)) })
      .first()
      .waitFor();
  });

  it('a shopper’s filter search shows more than a page of results, focus on the first new one', async () => {
    const shopper = await shop.newShopper({ name: `Picker ${name}` });
    const { context, page } = await signedInPage(browser, viewport, shopper.token, own.baseUrl);
    try {
      await page.goto('/dashboard');
      await page.getByRole('searchbox', { name: D.findAndAdd }).fill('Quillon');
      const results = page.getByRole('list', { name: D.findAndAdd }).getByRole('listitem');
      await expect.poll(() => results.count(), { timeout: 10_000 }).toBe(48);
      const said = (shown: number) =>
        formatString(D.filtersShown.other, { shown, count: SEARCHED_FILTERS });
      await page.getByText(said(48)).waitFor();

      await page.getByRole('button', { name: D.showMore, exact: true }).click();
      await expect.poll(() => results.count(), { timeout: 10_000 }).toBe(SEARCHED_FILTERS);
      await page.getByText(said(SEARCHED_FILTERS)).waitFor();
      // Focus went to the first result the page added.
      await expect
        .poll(() =>
          results
            .nth(48)
            .getByRole('button', { name: D.addToTracker })
            .evaluate((button) => button === document.activeElement),
        )
        .toBe(true);
      expect(await page.getByRole('button', { name: D.showMore, exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page, `/dashboard after Show more at ${width}px`);
    } finally {
      await context.close();
    }
  });
});
