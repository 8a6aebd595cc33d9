import { readFile } from 'node:fs/promises';
import { productsMessages } from '@wtkit/domain';
import { enUS } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage } from './browser';

const admin = inject('admin');
const HEADER =
  'name,sku,price,stock,category,imageUrl,imageUrls,description,isFeatured,important,tags,type,filterType,parts,quickReplaceMonths,slowReplaceMonths,additional';

describe('the admin exports and imports the catalogue as CSV on a listing', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchChromium();
    ({ context, page } = await openPage(browser, { width: 1280, height: 900 }));
    await page.goto('/log');
    await page.getByLabel(enUS.auth.credential).fill(admin.email);
    await page.getByLabel(enUS.auth.password).fill(admin.password);
    await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/residential');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const importFile = (text: string) =>
    page
      .locator('input[type=file]')
      .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  it('downloads the catalogue as a CSV file', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: productsMessages.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^catalogue-.*\.csv$/);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
  });

  it("lists a bad file's problems by line and field, and imports a good one", async () => {
    await importFile(
      `${HEADER}\nBad price,E2E-CSV-BAD-${stamp},ten,1,residential,,,Desc,false,,,none,none,,,,\n`,
    );
    const problems = page.getByRole('list').filter({ hasText: 'Line 2, price:' });
    await problems.waitFor();
    await expectNoAxeViolations(page, 'import problems');

    const name = `E2E CSV product ${stamp}`;
    await importFile(
      `${HEADER}\n${name},E2E-CSV-${stamp},9.5,3,residential,,,Imported in the browser,false,,,none,none,,,,\n`,
    );
    await page.getByText('1 added, 0 changed, 0 unchanged').waitFor();
    await page.getByText(name).first().waitFor();
  });
});
