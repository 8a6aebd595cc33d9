import { type ProductPage, unwrap } from '@wtkit/api-client';
import { testApi } from '@wtkit/test-support';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage, signedInPage } from './browser';
import { ADMIN as admin, type ShopServer, startShop } from './globalSetup';

// More products than a page holds, in a shop of their own: the other journeys count the
// seeded listings.
const L = { ...enUS.listings, ...enUS.listingPages };
const ADDED = 100;
const HEADER =
  'name,sku,price,stock,category,description,type,filterType,parts,quickReplaceMonths,slowReplaceMonths';
const row = (index: number) => {
  const n = String(index).padStart(3, '0');
  // Every third one is a part, out of stock when also a multiple of five.
  const part = index % 3 === 0;
  return [
    `Paging Cartridge ${n}`,
    `PAGE-${n}`,
    (10 + index).toFixed(2),
    part && index % 5 === 0 ? '0' : '7',
    'residential',
    'A cartridge that fills the listing past one page.',
    part ? 'part' : 'none',
    'none',
    '',
    part ? '6' : '',
    part ? '12' : '',
  ].join(',');
};

let own: ShopServer;
let shop: ReturnType<typeof testApi>;
let browser: Browser;
let adminToken = '';
/** The Residential listing's names in the catalogue's order, as the API pages them. */
let residential: string[] = [];

async function everyName(query: Record<string, string | number | boolean>) {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const page: ProductPage = await unwrap(
      shop.client().GET('/products', {
        params: { query: { ...query, limit: 100, ...(cursor ? { cursor } : {}) } },
      }),
    );
    names.push(...page.data.map((product) => product.name));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

beforeAll(async () => {
  [own, browser] = await Promise.all([startShop(), launchChromium()]);
  shop = testApi(`${own.baseUrl}/api/v1`);
  adminToken = (await shop.signIn(admin.email, admin.password)).token;
  const csv = [HEADER, ...Array.from({ length: ADDED }, (_, index) => row(index + 1))].join('\n');
  const imported = await fetch(`${own.baseUrl}/api/v1/products/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv' },
    body: csv,
  });
  expect(imported.status, await imported.clone().text()).toBe(200);
  residential = await everyName({ category: 'residential' });
  expect(residential.length).toBeGreaterThan(96);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

/** The names of the products the listing shows, in order. */
const shownNames = (page: Page, label: string) =>
  page
    .getByRole('list', { name: label })
    .getByRole('heading')
    .allInnerTexts()
    .then((names) => names.map((name) => name.trim()));

/** The addresses (path and query) of the head's links of one kind. */
const headLink = (page: Page, rel: string) =>
  page.locator(`head link[rel="${rel}"]`).evaluateAll((links) =>
    links.map((link) => {
      const url = new URL((link as HTMLLinkElement).href);
      return `${url.pathname}${url.search}`;
    }),
  );
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Delete mode's card for the product named exactly `name` (its whole card is the checkbox). */
const deleteCard = (page: Page, name: string) =>
  page.locator('label', {
    has: page.locator('.wt-ProductCard-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }),
  });
const robots = (page: Page) =>
  page
    .locator('head meta[name="robots"]')
    .evaluateAll((tags) => tags.map((tag) => (tag as HTMLMetaElement).content));

describe('a listing of more than one page, without JavaScript', () => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: own.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
  });

  it('walks every page by its links, each product once, and back again', async () => {
    const total = residential.length;
    await page.goto('/residential');
    const seen: string[][] = [await shownNames(page, L.residential)];
    expect(seen[0]).toHaveLength(48);
    await expect
      .poll(() => page.getByText(formatString(L.showing, { from: 1, to: 48, total })).count())
      .toBe(1);
    // The first page is the listing's canonical page, linked to the next.
    expect(await headLink(page, 'canonical')).toEqual(['/residential']);
    expect(await headLink(page, 'prev')).toEqual([]);
    expect(await headLink(page, 'next')).toHaveLength(1);
    expect(await robots(page)).toEqual([]);
    expect(await page.getByRole('link', { name: L.previousPage }).count()).toBe(0);

    while ((await page.getByRole('link', { name: L.nextPage }).count()) > 0) {
      const next = page.getByRole('link', { name: L.nextPage });
      const href = await next.getAttribute('href');
      expect(await headLink(page, 'next')).toEqual([href]);
      await Promise.all([page.waitForURL(/cursor=/), next.click()]);
      seen.push(await shownNames(page, L.residential));
      // A later page is its own canonical page, linked to its neighbours.
      expect(await headLink(page, 'canonical')).toEqual([here(page)]);
      expect(await headLink(page, 'prev')).toHaveLength(1);
      expect(await robots(page)).toEqual([]);
    }
    expect(seen.flat()).toEqual(residential);
    const last = seen.length - 1;
    await expect
      .poll(() =>
        page
          .getByText(
            formatString(L.showing, {
              from: total - (seen[last]?.length ?? 0) + 1,
              to: total,
              total,
            }),
          )
          .count(),
      )
      .toBe(1);

    // Previous page from the last shows the page before it again.
    await Promise.all([
      page.waitForURL(/cursor=/),
      page.getByRole('link', { name: L.previousPage }).click(),
    ]);
    expect(await shownNames(page, L.residential)).toEqual(seen[last - 1]);
  });

  it('filters with the form and its Apply button, and keeps filtered pages out of indexes', async () => {
    await page.goto('/residential');
    await page.getByRole('combobox', { name: L.productType }).selectOption('part');
    await page.getByRole('checkbox', { name: L.inStock }).check();
    await Promise.all([
      page.waitForURL(/type=part/),
      page.getByRole('button', { name: L.apply }).click(),
    ]);
    // The form sends its empty choices too; the listing reads them as no choice.
    const asked = new URL(page.url()).searchParams;
    expect([asked.get('type'), asked.get('inStock')]).toEqual(['part', 'true']);
    const parts = await everyName({ category: 'residential', type: 'part', inStock: true });
    expect(await shownNames(page, L.residential)).toEqual(parts.slice(0, 48));
    await expect
      .poll(() =>
        page
          .getByText(formatString(L.productCount.other, { count: parts.length }), { exact: true })
          .count(),
      )
      .toBe(1);
    expect(await robots(page)).toEqual(['noindex, follow']);
    expect(await headLink(page, 'canonical')).toEqual([]);
    // The form shows the view it applied.
    expect(await page.getByRole('combobox', { name: L.productType }).inputValue()).toBe('part');
  });

  it('sends an altered cursor back to the first page of the same view', async () => {
    await page.goto('/residential?type=part&cursor=not-a-cursor');
    expect(new URL(page.url()).search).toBe('?type=part');
    expect(await page.getByRole('link', { name: L.previousPage }).count()).toBe(0);
  });
});

describe('a listing of more than one page, with JavaScript', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(
      browser,
      { width: 1280, height: 900 },
      20_000,
      undefined,
      own.baseUrl,
    ));
  });

  it('shows more products in place, keeps scroll and focus, and Back finds them again', async () => {
    const total = residential.length;
    await page.goto('/residential');
    await expectNoAxeViolations(page, 'a listing with its filters and pages');
    const more = page.getByRole('button', { name: L.showMore });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await more.click();
    await expect.poll(() => shownNames(page, L.residential)).toEqual(residential.slice(0, 96));
    // Focus is on the first product added; the page did not jump to the top.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''))
      .toContain(residential[48]);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled);
    await expect
      .poll(() => page.getByText(formatString(L.showing, { from: 1, to: 96, total })).count())
      .toBe(1);
    // The address names the page shown last.
    expect(new URL(page.url()).searchParams.get('cursor')).toBeTruthy();
    const address = page.url();

    // A product, then Back: every product shown before is there again.
    await Promise.all([
      page.waitForURL(/\/product\//),
      page.getByRole('link', { name: residential[60] }).click(),
    ]);
    await page.goBack();
    expect(page.url()).toBe(address);
    await expect.poll(() => shownNames(page, L.residential)).toEqual(residential.slice(0, 96));

    // A reload opens the page the address names, with the way back to the one before.
    await page.reload();
    expect(await shownNames(page, L.residential)).toEqual(residential.slice(48, 96));
    expect(await page.getByRole('link', { name: L.previousPage }).count()).toBe(1);
  });

  it('applies a filter as it is chosen, with focus left on it', async () => {
    await page.goto('/residential');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const type = page.getByRole('combobox', { name: L.productType });
    await type.focus();
    await type.selectOption('part');
    await page.waitForURL(/type=part/);
    const parts = await everyName({ category: 'residential', type: 'part' });
    await expect.poll(() => shownNames(page, L.residential)).toEqual(parts.slice(0, 48));
    // The same document (no reload), and focus where the shopper left it.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? '')).toBe(
      'type',
    );
    expect(await page.getByRole('button', { name: L.apply }).count()).toBe(0);
  });

  it('keeps its layout when the scripts take over, on a phone', async () => {
    // The form's Apply button is for browsers without scripts only: were it drawn by the server
    // and taken away by the scripts, the count and the cards below it would jump up a row.
    const { page: phone, context } = await openPage(
      browser,
      { width: 390, height: 844 },
      20_000,
      undefined,
      own.baseUrl,
    );
    await phone.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await phone.goto('/residential');
    await phone.waitForLoadState('networkidle');
    expect(await phone.getByRole('button', { name: L.apply }).count()).toBe(0);
    const shifts = await phone.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    await context.close();
  });

  it("keeps delete mode's checked products while more are shown", async () => {
    const { page: adminPage, context } = await signedInPage(
      browser,
      { width: 1280, height: 900 },
      adminToken,
      own.baseUrl,
    );
    await adminPage.goto('/residential/delete');
    await deleteCard(adminPage, residential[0] ?? '').click();
    await adminPage.getByRole('button', { name: L.showMore }).click();
    await deleteCard(adminPage, residential[50] ?? '').click();
    await expect
      .poll(() =>
        adminPage
          .getByRole('button', { name: formatString(enUS.layout.deleteSelected, { count: 2 }) })
          .count(),
      )
      .toBe(1);
    expect(
      await deleteCard(adminPage, residential[0] ?? '')
        .getByRole('checkbox')
        .isChecked(),
    ).toBe(true);
    await context.close();
  });
});
