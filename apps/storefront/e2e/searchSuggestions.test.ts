import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage, WIDTHS } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The header's search box, whichever it is yet: the plain field or the combobox. */
const headerSearch = (page: Page) => page.locator('header input[name="q"]');

describe.each(WIDTHS)('the header search at $width px ($name)', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;
  /** Every suggestion the page asked the API for. */
  const asked: string[] = [];

  beforeAll(async () => {
    ({ context, page } = await openPage(browser, { width, height }));
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/search/suggestions')) asked.push(request.url());
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  if (width >= 1184) {
    it('suggests for a typo as the shopper types; arrow down and Enter open the product', async () => {
      await page.goto('/');
      // The combobox takes the plain field's place once its code is there.
      const box = page.getByRole('combobox', { name: enUS.layout.search });
      await box.waitFor();
      await box.click();
      await box.pressSequentially('sedimnt', { delay: 40 });
      const list = page.getByRole('listbox', {
        name: formatString(enUS.layout.suggestionsFor, { query: 'sedimnt' }),
      });
      const products = list.getByRole('group', { name: enUS.layout.suggestedProducts });
      await products
        .getByRole('option', { name: /Sediment/ })
        .first()
        .waitFor();
      await list.getByRole('group', { name: enUS.layout.suggestedCategories }).waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      // The count is told to screen readers.
      const count = await list.getByRole('option').count();
      await page
        .getByText(formatString(enUS.layout.suggestionCount.other, { count }), { exact: true })
        .waitFor({ state: 'attached' });
      await expectNoAxeViolations(page, `the search suggestions at ${width}px`);

      await box.press('ArrowDown');
      const first = products.getByRole('option').first();
      expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      const href = (await first.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/product\//);
      const name = (await first.locator('.wt-SearchCombobox-name').textContent()) ?? '';
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === href);
      expect(await page.locator('h1.sf-product-name').textContent()).toBe(name);
      // Asked once the text had rested, not for every letter.
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.length).toBeLessThan('sedimnt'.length);
    });

    it('Enter with nothing highlighted searches; Escape closes the list', async () => {
      await page.goto('/');
      const box = page.getByRole('combobox', { name: enUS.layout.search });
      await box.waitFor();
      await box.fill('reverse osmosis');
      const list = page.getByRole('listbox');
      await list.getByRole('option').first().waitFor();
      await box.press('Escape');
      await list.waitFor({ state: 'detached' });
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await box.press('Enter');
      await page.waitForURL(/\/products\?q=reverse%20osmosis$/);
      await page.getByRole('heading', { level: 1, name: enUS.listings.allProducts }).waitFor();
      expect(await headerSearch(page).inputValue()).toBe('reverse osmosis');
    });

    it('shows the search of a results page it opens on', async () => {
      await page.goto('/products?q=softener%20resin');
      expect(await headerSearch(page).inputValue()).toBe('softener resin');
      await page.goto('/residential');
      expect(await headerSearch(page).inputValue()).toBe('');
    });
  } else {
    it('keeps the phone layout: no header search, no suggestions asked for', async () => {
      await page.goto('/');
      expect(await headerSearch(page).isVisible()).toBe(false);
      await page.getByRole('button', { name: enUS.layout.openMenu }).waitFor();
      await page.goto('/products?q=softener%20resin');
      await page.getByRole('heading', { level: 1, name: enUS.listings.allProducts }).waitFor();
      expect(asked).toEqual([]);
      // Nor its code: the combobox is not on the page.
      expect(await page.getByRole('combobox', { name: enUS.layout.search }).count()).toBe(0);
    });
  }
});

describe('the header search without JavaScript', () => {
  it('is a plain form that searches, showing the search it is on', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
      baseURL: inject('baseUrl'),
    });
    const page = await context.newPage();
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: enUS.layout.search });
    await box.fill('test strips');
    await box.press('Enter');
    await page.waitForURL(/\/products\?q=test\+strips/);
    expect(await page.getByRole('searchbox', { name: enUS.layout.search }).inputValue()).toBe(
      'test strips',
    );
    expect(await page.locator('main a[href^="/product/"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});
