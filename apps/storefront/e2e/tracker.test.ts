import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unwrap } from '@wtkit/api-client';
import {
  displayTds,
  MESSAGES,
  SEARCH_DEBOUNCE_MS,
  TOKEN_STORAGE_KEY,
  TRACKER_DIALOG_RESET_MS,
} from '@wtkit/domain';
import { ADDRESS, TEST_CARD } from '@wtkit/test-support';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop } from './api';
import { expectNoAxeViolations, launchChromium, openPage, runClockFor, WIDTHS } from './browser';

const shots = fileURLToPath(new URL('../.e2e-output/', import.meta.url));
mkdirSync(shots, { recursive: true });

const SYSTEM = '4-Stage Reverse Osmosis System';

/**
 * A customer who bought a filter system, paid with the test provider over HTTP as the
 * storefront does (cart → create-payment-intent → test-confirm → POST /orders).
 */
async function customerWithPaidFilterOrder(name: string) {
  const user = {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`,
    password: 'clean-water-2025',
  };
  const { token } = await shop.newShopper(user);
  const system = await shop.productNamed(SYSTEM, { type: 'filter' });
  await shop.addToCart(token, { productId: system._id, quantity: 1 });
  const { order } = await shop.placePaidOrder(token);
  const item = order.orderItems.find((line) => line.type === 'filter');
  if (!item) throw new Error('The order has no filter item');
  return { user, token, orderId: order._id, orderItemId: item._id };
}

/** The customer's tracker as the API answers it. */
async function trackerOf(token: string) {
  return (await unwrap(shop.client(token).GET('/trackers'))).data;
}

function isApi(request: Request, method: string, path: RegExp) {
  return request.method() === method && path.test(new URL(request.url()).pathname);
}

/** The text of the heading that has focus, if a heading has it. */
function focusedHeading(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active && /^H[1-6]$/.test(active.tagName) ? active.textContent : null;
  });
}

describe.each(WIDTHS)('the filter tracker at $width px ($name)', ({ name, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  let customer: Awaited<ReturnType<typeof customerWithPaidFilterOrder>>;
  const trackerName = `Kitchen RO ${name}`;
  const dialog = () => page.getByRole('dialog', { name: enUS.tracker.title });
  const pendingSection = () =>
    page.getByRole('region', { name: enUS.dashboard.pendingInstallations });
  const trackedSection = () => page.getByRole('region', { name: enUS.dashboard.myTrackedFilters });

  beforeAll(async () => {
    customer = await customerWithPaidFilterOrder(`Dana ${name}`);
    const browser = await launchChromium();
    ({ context, page } = await openPage(browser, { width, height }));
    context.on('close', () => {
      void browser.close();
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('asks a signed-out visitor to log in', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: enUS.layout.dashboard }).waitFor();
    await page.getByText(MESSAGES.dashboard.loginRequired).waitFor();
    // With a way to sign in beside the message (the header's button aside).
    await page
      .getByRole('main')
      .getByRole('link', { name: enUS.layout.signIn, exact: true })
      .waitFor();
    await expectNoAxeViolations(page, `/dashboard signed out at ${width}px`);
  });

  it('shows the ordered filter under Pending Installations once signed in', async () => {
    await page.goto('/log');
    await page.getByLabel(enUS.auth.credential).fill(customer.user.email);
    await page.getByLabel(enUS.auth.password).fill(customer.user.password);
    await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    const pending = pendingSection();
    await pending.getByRole('heading', { name: SYSTEM }).waitFor();
    await pending.getByText(/^From order on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    await pending.getByRole('button', { name: enUS.dashboard.installAndTrack }).waitFor();
    await trackedSection().getByText(MESSAGES.dashboard.noTrackedFilters).waitFor();
    await page.screenshot({ path: `${shots}dashboard-pending-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `/dashboard with a pending installation at ${width}px`);
  });

  it('opens the install dialog for the item in the navigation state', async () => {
    // What the checkout's thank-you dialog sends: { installItem: { orderId, orderItemId } }.
    await page.evaluate(
      (installItem) => history.replaceState({ usr: { installItem }, key: 'e2e', idx: 0 }, ''),
      { orderId: customer.orderId, orderItemId: customer.orderItemId },
    );
    await page.reload();
    await dialog().waitFor();
    // It says which product the information is for (the ordered item's name).
    await dialog().getByText(SYSTEM, { exact: true }).waitFor();
    // Pre-filled from the account (GET /users/me) and the household profile (GET /trackers).
    expect(await dialog().getByRole('textbox', { name: enUS.tracker.email }).inputValue()).toBe(
      customer.user.email,
    );
    expect(await dialog().getByRole('textbox', { name: enUS.tracker.people }).inputValue()).toBe(
      '1',
    );
    // The state was consumed: a reload does not open the dialog again.
    expect(await page.evaluate(() => history.state?.usr ?? null)).toBeNull();
    await expectNoAxeViolations(page, `/dashboard install dialog at ${width}px`);
  });

  it('shows the validation messages on an empty submit', async () => {
    await dialog().getByRole('button', { name: enUS.tracker.save }).click();
    for (const message of [
      MESSAGES.tracker.nameRequiredAlert,
      MESSAGES.tracker.nameRequired,
      MESSAGES.tracker.zipRequired,
      MESSAGES.tracker.tdsRequired,
      MESSAGES.tracker.hardnessRequired,
    ]) {
      await dialog().getByText(message, { exact: true }).waitFor();
    }
    await page.screenshot({ path: `${shots}dashboard-dialog-errors-${width}.png` });
    await expectNoAxeViolations(page, `/dashboard dialog with errors at ${width}px`);
  });

  it('installs the filter with the dialog: the tracked filter shows its parts and bars', async () => {
    const d = dialog();
    await d.getByRole('textbox', { name: enUS.tracker.trackerName }).fill(trackerName);
    await d.getByRole('textbox', { name: enUS.tracker.zip }).fill('78701');
    await d.getByRole('textbox', { name: enUS.tracker.tds }).fill('120');
    await d.getByRole('textbox', { name: enUS.tracker.hardness }).fill('7');
    const sent = page.waitForRequest((request) =>
      isApi(request, 'PUT', /\/orders\/[^/]+\/items\/[^/]+\/install$/),
    );
    await d.getByRole('button', { name: enUS.tracker.save }).click();
    const request = await sent;
    expect(request.url()).toContain(`/orders/${customer.orderId}/items/${customer.orderItemId}/`);
    expect(request.postDataJSON()).toEqual({
      customFilterName: trackerName,
      additionalData: expect.objectContaining({
        contactMethod: 'email',
        email: customer.user.email,
        zipCode: '78701',
        tds: 120,
        hardness: 7,
        hardnessUnit: 'gpg',
        roPeople: 1,
        roPets: 0,
      }),
    });
    await d.waitFor({ state: 'detached' });

    const card = trackedSection().getByRole('article', { name: trackerName });
    await card.getByText(SYSTEM).waitFor();
    await card.getByText(/^Installed [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    const bars = card.getByRole('meter');
    await bars.first().waitFor();
    expect(await bars.count()).toBe(4);
    for (const bar of await bars.all()) {
      expect(await bar.getAttribute('aria-valuenow')).toBe('100');
      expect(await bar.getAttribute('aria-valuetext')).toMatch(/^\d+ month\(s\)$/);
    }
    // The order's filter is installed now: nothing is pending.
    await pendingSection().waitFor({ state: 'detached' });
    // Install & Track went with it: keyboard users continue from My Tracked Filters.
    await expect.poll(() => focusedHeading(page)).toBe(enUS.dashboard.myTrackedFilters);
    await page.screenshot({ path: `${shots}dashboard-tracked-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `/dashboard with a tracked filter at ${width}px`);
  });

  it('resets a part: its clock restarts and its bar is full', async () => {
    const before = await trackerOf(customer.token);
    const tracked = before.trackedProducts.find((t) => t.customName === trackerName);
    const part = tracked?.trackedSystemParts[0];
    if (!tracked || !part) throw new Error('The installed filter has no parts');

    const card = trackedSection().getByRole('article', { name: trackerName });
    const resetButtons = card.getByRole('button', { name: /^Reset / });
    const reset = page.waitForResponse((response) =>
      isApi(response.request(), 'POST', /\/parts\/[^/]+\/reset$/),
    );
    const refreshed = page.waitForResponse(
      (response) => isApi(response.request(), 'GET', /\/trackers$/) && response.ok(),
    );
    await resetButtons.first().click();
    const answer = await reset;
    expect(answer.status()).toBe(200);
    expect(answer.url()).toContain(`/tracked-products/${tracked._id}/parts/${part._id}/reset`);
    await refreshed;

    const after = await trackerOf(customer.token);
    const restarted = after.trackedProducts
      .find((t) => t._id === tracked._id)
      ?.trackedSystemParts.find((p) => p._id === part._id);
    expect(Date.parse(restarted?.clockStartedAt ?? '')).toBeGreaterThan(
      Date.parse(part.clockStartedAt),
    );
    expect(await card.getByRole('meter').first().getAttribute('aria-valuenow')).toBe('100');
    await expectNoAxeViolations(page, `/dashboard after a reset at ${width}px`);
  });

  it('deletes the tracked filter after the confirmation', async () => {
    await page
      .getByRole('button', {
        name: formatString(enUS.dashboard.deleteTracked, { name: trackerName }),
      })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(MESSAGES.dashboard.confirmStopTracking).waitFor();
    await expectNoAxeViolations(page, `/dashboard delete confirmation at ${width}px`);
    await confirm.getByRole('button', { name: enUS.dashboard.delete }).click();
    await trackedSection().getByText(MESSAGES.dashboard.noTrackedFilters).waitFor();
    await expect.poll(() => focusedHeading(page)).toBe(enUS.dashboard.myTrackedFilters);
    // Not tracked any more: the order's filter waits for installation again.
    await pendingSection().getByRole('heading', { name: SYSTEM }).waitFor();
    await expectNoAxeViolations(page, `/dashboard after a delete at ${width}px`);
  });

  it('finds a filter (debounced, blank skipped) and adds it with Add to Tracker', async () => {
    const searches: number[] = [];
    page.on('request', (request) => {
      if (isApi(request, 'GET', /\/products$/)) searches.push(Date.now());
    });
    const box = page.getByRole('searchbox', { name: enUS.dashboard.findAndAdd });
    await page.clock.install();
    await box.fill('   ');
    // Past the debounce on the page's clock: a search of the blank text would have gone out.
    await runClockFor(page, SEARCH_DEBOUNCE_MS + 300);
    expect(searches).toEqual([]);

    const searched = page.waitForRequest((request) => isApi(request, 'GET', /\/products$/));
    await box.fill('filter');
    const typedAt = Date.now();
    const request = await searched;
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    const query = new URL(request.url()).searchParams;
    expect(query.get('q')).toBe('filter');
    expect(query.get('type')).toBe('filter');

    const results = page.getByRole('list', { name: enUS.dashboard.findAndAdd });
    const first = results.getByRole('article').first();
    await first.waitFor();
    const productName = (await first.getByRole('heading').textContent()) ?? '';
    expect(productName).not.toBe('');
    await expectNoAxeViolations(page, `/dashboard search results at ${width}px`);

    await first.getByRole('button', { name: enUS.dashboard.addToTracker }).click();
    const d = dialog();
    await d.waitFor();
    await d.getByText(productName, { exact: true }).waitFor();
    await d.getByRole('textbox', { name: enUS.tracker.trackerName }).fill('Added from search');
    await d.getByRole('textbox', { name: enUS.tracker.zip }).fill('78701');
    await d.getByRole('checkbox', { name: enUS.tracker.useEstimate }).check({ force: true });
    const sent = page.waitForRequest((r) => isApi(r, 'POST', /\/trackers\/tracked-products$/));
    await d.getByRole('button', { name: enUS.tracker.save }).click();
    const body = (await sent).postDataJSON();
    expect(body.customName).toBe('Added from search');
    expect(typeof body.productId).toBe('string');
    // With the estimate, hardness is left out and TDS comes from the ZIP lookup (or null).
    expect(body.additionalData).not.toHaveProperty('hardness');
    expect(body.additionalData.useEstimate).toBe(true);
    // The ppm the shop shows for that ZIP (the home page's checker figure).
    const lookup = await unwrap(
      shop.client().GET('/waterquality/tds', { params: { query: { zip: '78701' } } }),
    );
    expect(body.additionalData.tds).toBe(displayTds(lookup.data.tdsValue, '78701'));
    await d.waitFor({ state: 'detached' });
    const card = trackedSection().getByRole('article', { name: 'Added from search' });
    await card.getByText(productName, { exact: true }).waitFor();
    await expectNoAxeViolations(page, `/dashboard after adding from search at ${width}px`);
  });

  it("opens the dialog for a filter system from its product page's I have this product", async () => {
    const system = await shop.productNamed(SYSTEM, { type: 'filter' });
    await page.goto(`/product/${system._id}`);
    await page.getByRole('button', { name: enUS.product.iHaveThisProduct }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const d = dialog();
    await d.getByText(SYSTEM, { exact: true }).waitFor();
    // The state was consumed: a reload does not open the dialog again.
    expect(await page.evaluate(() => history.state?.usr ?? null)).toBeNull();
    await d.getByRole('button', { name: enUS.tracker.cancel }).click();
    await d.waitFor({ state: 'detached' });
  });
});

describe('the filter tracker when the server fails (1280 px)', () => {
  let context: BrowserContext;
  let page: Page;
  let customer: Awaited<ReturnType<typeof customerWithPaidFilterOrder>>;
  const consoleErrors: string[] = [];
  const dialog = () => page.getByRole('dialog', { name: enUS.tracker.title });
  const trackedSection = () => page.getByRole('region', { name: enUS.dashboard.myTrackedFilters });
  /** The next matching call answers the server's error sentence. */
  const failNext = (method: string, path: RegExp, status: number, message: string) =>
    page.route(
      (url) => path.test(url.pathname),
      async (route) => {
        if (route.request().method() !== method) return route.fallback();
        await route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message }),
        });
      },
      { times: 1 },
    );

  beforeAll(async () => {
    customer = await customerWithPaidFilterOrder('Robin failures');
    const browser = await launchChromium();
    ({ context, page } = await openPage(browser, { width: 1280, height: 900 }));
    context.on('close', () => {
      void browser.close();
    });
    // Signed in (the storefront's token key) on every page of this context.
    await context.addInitScript(({ key, token }) => localStorage.setItem(key, token), {
      key: TOKEN_STORAGE_KEY,
      token: customer.token,
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows Error fetching data: {message} when the tracker cannot be loaded', async () => {
    await failNext('GET', /\/api\/v1\/trackers$/, 400, 'Tracker store unavailable');
    await page.goto('/dashboard');
    await page
      .getByRole('alert')
      .getByText('Error fetching data: Tracker store unavailable')
      .waitFor();
    await expectNoAxeViolations(page, '/dashboard with a load error');
  });

  it('logs a failed search and leaves the results empty', async () => {
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: enUS.dashboard.pendingInstallations })
      .getByRole('heading', { name: SYSTEM })
      .waitFor();
    await failNext('GET', /\/api\/v1\/products$/, 503, 'Search is down');
    const failed = page.waitForResponse((response) => response.status() === 503);
    await page.getByRole('searchbox', { name: enUS.dashboard.findAndAdd }).fill('filter');
    await failed;
    await expect
      .poll(() => consoleErrors.some((text) => text.includes('Filter search failed')))
      .toBe(true);
    expect(await page.getByRole('list', { name: enUS.dashboard.findAndAdd }).count()).toBe(0);
    expect(await page.getByText(MESSAGES.products.noProductsFound).count()).toBe(0);
    await page.getByRole('searchbox', { name: enUS.dashboard.findAndAdd }).fill('');
  });

  it('works from the keyboard: the dialog takes focus, Escape closes it and gives focus back', async () => {
    const install = page
      .getByRole('region', { name: enUS.dashboard.pendingInstallations })
      .getByRole('button', { name: enUS.dashboard.installAndTrack });
    await page.getByRole('searchbox', { name: enUS.dashboard.findAndAdd }).focus();
    // Tab from the search reaches Install & Track (nothing in between once the search is empty).
    await page.keyboard.press('Tab');
    await expect.poll(() => install.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent),
      )
      .toBe(enUS.tracker.trackerName);
    await page.keyboard.type('Half typed');
    const name = dialog().getByRole('textbox', { name: enUS.tracker.trackerName });
    expect(await name.inputValue()).toBe('Half typed');
    // The page's timers run on Playwright's clock from here: the test moves it on by hand.
    await page.clock.install();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(() => install.evaluate((node) => node === document.activeElement)).toBe(true);
    // Cleared 300 ms after closing: opened again, it starts afresh.
    await runClockFor(page, TRACKER_DIALOG_RESET_MS + 100);
    await page.keyboard.press('Enter');
    expect(await name.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('shows Error saving item: {message} in the dialog, which stays open for another try', async () => {
    await page
      .getByRole('region', { name: enUS.dashboard.pendingInstallations })
      .getByRole('button', { name: enUS.dashboard.installAndTrack })
      .click();
    const d = dialog();
    await d.getByRole('textbox', { name: enUS.tracker.trackerName }).fill('Garage');
    await d.getByRole('textbox', { name: enUS.tracker.zip }).fill('78701');
    await d.getByRole('textbox', { name: enUS.tracker.tds }).fill('200');
    await d.getByRole('textbox', { name: enUS.tracker.hardness }).fill('9');
    await failNext('PUT', /\/install$/, 409, 'This item is already installed and tracked.');
    await d.getByRole('button', { name: enUS.tracker.save }).click();
    await d
      .getByRole('alert')
      .getByText('Error saving item: This item is already installed and tracked.')
      .waitFor();
    await expectNoAxeViolations(page, '/dashboard dialog with a save error');
    await d.getByRole('button', { name: enUS.tracker.save }).click();
    await d.waitFor({ state: 'detached' });
    await trackedSection().getByRole('article', { name: 'Garage' }).waitFor();
  });

  it('shows Error resetting part: {message} and Error deleting tracked product: {message}', async () => {
    const card = trackedSection().getByRole('article', { name: 'Garage' });
    await failNext('POST', /\/reset$/, 404, 'This part is not tracked on that product.');
    await card
      .getByRole('button', { name: /^Reset / })
      .first()
      .click();
    await page
      .getByRole('alert')
      .getByText('Error resetting part: This part is not tracked on that product.')
      .waitFor();

    await failNext('DELETE', /\/tracked-products\/[^/]+$/, 404, 'Tracked product not found.');
    await card
      .getByRole('button', { name: formatString(enUS.dashboard.deleteTracked, { name: 'Garage' }) })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: enUS.dashboard.delete })
      .click();
    await page
      .getByRole('alert')
      .getByText('Error deleting tracked product: Tracked product not found.')
      .waitFor();
    // Nothing was deleted.
    await card.waitFor();
    await expectNoAxeViolations(page, '/dashboard with an action error');
  });

  it('sends a null TDS with the estimate when the ZIP lookup fails', async () => {
    await page.getByRole('searchbox', { name: enUS.dashboard.findAndAdd }).fill('filter');
    await page
      .getByRole('list', { name: enUS.dashboard.findAndAdd })
      .getByRole('button', { name: enUS.dashboard.addToTracker })
      .first()
      .click();
    const d = dialog();
    await d.getByRole('textbox', { name: enUS.tracker.trackerName }).fill('Estimated');
    await d.getByRole('textbox', { name: enUS.tracker.zip }).fill('78701');
    await d.getByRole('checkbox', { name: enUS.tracker.useEstimate }).check({ force: true });
    await failNext('GET', /\/api\/v1\/waterquality\/tds$/, 404, 'No estimate for that ZIP.');
    const sent = page.waitForRequest((r) => isApi(r, 'POST', /\/trackers\/tracked-products$/));
    await d.getByRole('button', { name: enUS.tracker.save }).click();
    const body = (await sent).postDataJSON();
    expect(body.additionalData.tds).toBeNull();
    expect(body.additionalData).not.toHaveProperty('hardness');
    await trackedSection().getByRole('article', { name: 'Estimated' }).waitFor();
  });
});

describe.each(WIDTHS)(
  'the purchase-to-tracker journey at $width px ($name)',
  ({ name, width, height }) => {
    let context: BrowserContext;
    let page: Page;
    const user = {
      name: `Sam ${name}`,
      email: `sam.journey.${name}.${Date.now()}@example.com`,
      password: 'clean-water-2025',
    };
    const trackerName = `Under the sink ${name}`;
    const dialog = () => page.getByRole('dialog', { name: enUS.tracker.title });
    const trackedSection = () =>
      page.getByRole('region', { name: enUS.dashboard.myTrackedFilters });

    beforeAll(async () => {
      // A customer with a shipping address (checkout needs its ZIP).
      const { token } = await shop.newShopper(user);
      await shop.updateMe(token, { address: ADDRESS });
      const browser = await launchChromium();
      ({ context, page } = await openPage(browser, { width, height }, 15_000));
      context.on('close', () => {
        void browser.close();
      });
    });
    afterAll(async () => {
      await context?.close();
    });

    it('signs in, buys a filter system with 4242 4242 4242 4242 and adds it from the thank-you dialog', async () => {
      await page.goto('/log');
      await page.getByLabel(enUS.auth.credential).fill(user.email);
      await page.getByLabel(enUS.auth.password).fill(user.password);
      await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');

      const system = await shop.productNamed(SYSTEM, { type: 'filter' });
      await page.goto(`/product/${system._id}`);
      await page.getByRole('button', { name: enUS.product.addToCart }).click();
      await page.getByText(MESSAGES.cart.addedToCart).waitFor();
      await page.goto('/shoppingCart');
      await page.getByRole('link', { name: enUS.cart.proceedToCheckout }).click();
      await page.waitForURL(/\/checkout$/);

      await page.getByLabel(enUS.checkout.cardNumber).fill(TEST_CARD.number);
      await page.getByLabel(enUS.checkout.expiry).fill('12/34');
      await page.getByLabel(enUS.checkout.cvc).fill(TEST_CARD.cvc);
      await expectNoAxeViolations(page, `/checkout at ${width}px`);
      await page.getByRole('button', { name: enUS.checkout.payNow }).click();

      const thanks = page.getByRole('dialog', { name: enUS.checkout.thankYouTitle });
      await thanks.waitFor();
      await expectNoAxeViolations(page, `/checkout thank-you dialog at ${width}px`);
      await thanks.getByRole('button', { name: enUS.checkout.addSystem }).click();
      await page.waitForURL(/\/dashboard$/);
      await dialog().waitFor();
      await expectNoAxeViolations(page, `/dashboard install dialog from checkout at ${width}px`);
    });

    it('installs it with the dialog: the tracked filter shows its parts and bars', async () => {
      const d = dialog();
      // Pre-filled from the account: the shipping ZIP and the e-mail.
      expect(await d.getByRole('textbox', { name: enUS.tracker.zip }).inputValue()).toBe(
        ADDRESS.zip,
      );
      await d.getByRole('textbox', { name: enUS.tracker.trackerName }).fill(trackerName);
      await d.getByRole('textbox', { name: enUS.tracker.tds }).fill('150');
      await d.getByRole('textbox', { name: enUS.tracker.hardness }).fill('10');
      const installed = page.waitForResponse((response) =>
        isApi(response.request(), 'PUT', /\/install$/),
      );
      await d.getByRole('button', { name: enUS.tracker.save }).click();
      expect((await installed).status()).toBe(200);
      await d.waitFor({ state: 'detached' });
      const card = trackedSection().getByRole('article', { name: trackerName });
      await card.getByText(SYSTEM).waitFor();
      expect(await card.getByRole('meter').count()).toBe(4);
      await expectNoAxeViolations(page, `/dashboard after the journey's install at ${width}px`);
    });

    it('resets a part and deletes the tracked filter', async () => {
      const card = trackedSection().getByRole('article', { name: trackerName });
      const reset = page.waitForResponse((response) =>
        isApi(response.request(), 'POST', /\/parts\/[^/]+\/reset$/),
      );
      await card
        .getByRole('button', { name: /^Reset / })
        .first()
        .click();
      expect((await reset).status()).toBe(200);
      expect(await card.getByRole('meter').first().getAttribute('aria-valuenow')).toBe('100');

      await card
        .getByRole('button', {
          name: formatString(enUS.dashboard.deleteTracked, { name: trackerName }),
        })
        .click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(MESSAGES.dashboard.confirmStopTracking).waitFor();
      await confirm.getByRole('button', { name: enUS.dashboard.delete }).click();
      await trackedSection().getByText(MESSAGES.dashboard.noTrackedFilters).waitFor();
      await expectNoAxeViolations(page, `/dashboard at the journey's end at ${width}px`);
    });
  },
);
