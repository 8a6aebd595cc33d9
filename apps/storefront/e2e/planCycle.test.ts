import { unwrap } from '@wtkit/api-client';
import { TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { ADDRESS, emailReminders, TEST_CARD, testApi } from '@wtkit/test-support';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, WIDTHS } from './browser';
import { ADMIN, type ShopServer, startShop } from './globalSetup';
import { readOutbox } from './outbox';

// The journey moves the shop's test clock months forward, so it has a shop of its own: the
// other journeys' server keeps its time.
let own: ShopServer;
let browser: Browser;
let shop: ReturnType<typeof testApi>;
let adminToken: string;

beforeAll(async () => {
  [own, browser] = await Promise.all([startShop(), launchChromium()]);
  shop = testApi(`${own.baseUrl}/api/v1`);
  ({ token: adminToken } = await shop.signIn(ADMIN.email, ADMIN.password));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

const n = enUS.plans.notice;

/**
 * Waits for what the page shows: in framework mode the link's answer is asked for after
 * hydration, not carried in the HTML, which takes longer than `expect.poll`'s default second.
 */
const eventually = <T>(check: () => Promise<T> | T) => expect.poll(check, { timeout: 15_000 });

/** A plan date (`2026-07-15`) as the pages show it in en-US. */
const shownDate = (isoDay: string | null) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** Moves the shop's clock to a day; its plan and reminder jobs run at once. */
async function moveClockTo(date: string) {
  await unwrap(shop.client(adminToken).POST('/test-clock', { body: { date } }));
}

/**
 * A shopper who bought nothing yet but tracks the RO system, saved 4242 and started a plan for
 * its sediment filter (through the API, as the dashboard does).
 */
async function plannedShopper(name: string) {
  const { token, email } = await shop.newShopper({ name });
  await shop.updateMe(token, { address: ADDRESS });
  const api = shop.client(token);
  const system = await shop.productNamed('4-Stage Reverse Osmosis System', { type: 'filter' });
  const { data: tracked } = await unwrap(
    api.POST('/trackers/tracked-products', {
      body: {
        productId: system._id,
        customName: `Kitchen ${name}`,
        additionalData: emailReminders(email),
      },
    }),
  );
  const sediment = tracked.trackedSystemParts.find((part) =>
    /sediment/i.test(part.replacement?.name ?? ''),
  );
  if (!sediment?.replacement) throw new Error('the seeded RO system has a sediment filter');
  const { data: setup } = await unwrap(api.POST('/payment-methods/setup-intent'));
  await unwrap(
    api.POST('/payment-methods', { body: { setupIntentId: setup.setupIntentId, card: TEST_CARD } }),
  );
  const { data: plan } = await unwrap(
    api.POST('/plans', { body: { trackedPartId: sediment._id, quantity: 1 } }),
  );
  if (!plan.nextOrderDate) throw new Error('a new plan has a next order date');
  return { token, email, api, plan, due: plan.nextOrderDate, product: sediment.replacement };
}

/** The path of a link in the last plan message the shopper was sent with that label. */
function linkSent(email: string, label: string) {
  const message = readOutbox(own.dataDir)
    .filter((sent) => sent.to === email && sent.text.includes(`${label}: `))
    .at(-1);
  const match = new RegExp(`${label}: \\S*(/plan-links/\\S+)`).exec(message?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${label} link was sent to ${email}`);
  return match[1];
}

async function openOwnPage(viewport: { width: number; height: number }, token?: string) {
  const context = await browser.newContext({ viewport, baseURL: own.baseUrl });
  context.setDefaultTimeout(20_000);
  if (token) {
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: TOKEN_STORAGE_KEY,
      value: token,
    });
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

describe.each(WIDTHS)('a plan cycle at $width px ($name)', ({ name, width, height }) => {
  let shopper: Awaited<ReturnType<typeof plannedShopper>>;
  let page: Page;

  beforeAll(async () => {
    shopper = await plannedShopper(`Cycle ${name}`);
    ({ page } = await openOwnPage({ width, height }));
  }, 60_000);

  afterAll(() => page?.context().close());

  it("opens the notice's skip link without signing in, skips on the press alone, and the link works once", async () => {
    await moveClockTo(addDays(shopper.due, -7));
    const skip = linkSent(shopper.email, 'Skip this order');

    await page.goto(skip);
    const landing = page.getByRole('region', { name: n.skipTitle });
    await eventually(() =>
      landing.getByRole('heading', { level: 1, name: n.skipTitle }).isVisible(),
    ).toBe(true);
    const question = formatString(n.skipQuestion, {
      quantity: '1',
      product: shopper.product.name,
      amount: `$${shopper.product.price.toFixed(2)}`,
      date: shownDate(shopper.due),
    });
    await eventually(() => landing.getByText(question).isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    // Opening it did nothing: the plan still orders on its date.
    expect((await unwrap(shopper.api.GET('/plans'))).data[0]?.skippedDueDate).toBeNull();
    await expectNoAxeViolations(page, `plan link at ${width}px`);

    await landing.getByRole('button', { name: n.skipConfirm }).click();
    await eventually(() => landing.getByRole('status').textContent()).not.toBe('');
    const [plan] = (await unwrap(shopper.api.GET('/plans'))).data;
    expect(await landing.getByRole('status').textContent()).toBe(
      formatString(n.skipped, {
        date: shownDate(shopper.due),
        next: shownDate(plan?.nextOrderDate ?? null),
      }),
    );
    expect(plan?.skippedDueDate).toBe(shopper.due);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
      n.manage,
    );

    // Again: used, and nothing more is done.
    await page.goto(skip);
    await eventually(() => page.getByText(n.used).isVisible()).toBe(true);
    await expect(page.getByRole('button', { name: n.skipConfirm }).count()).resolves.toBe(0);

    // A link the shop did not sign.
    await page.goto(`${skip.slice(0, -3)}xyz`);
    await eventually(() => page.getByText(n.invalid).isVisible()).toBe(true);
  });

  it('keeps the next cycle: the admin sees it coming, and on its date the plan order is in Order History and Received Orders, labelled', async () => {
    const [plan] = (await unwrap(shopper.api.GET('/plans'))).data;
    const next = plan?.nextOrderDate;
    if (!next) throw new Error('the skipped plan has a next order date');
    await moveClockTo(addDays(next, -7));
    // The notice of the kept cycle went out; its links are left alone.
    expect(linkSent(shopper.email, 'Skip this order')).not.toBe('');

    const admin = await openOwnPage({ width, height }, adminToken);
    await admin.page.goto('/receivedOrders');
    const upcoming = admin.page.getByRole('region', { name: enUS.plans.upcoming.title });
    await eventually(() =>
      upcoming.getByRole('rowheader', { name: shopper.product.name }).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(admin.page, `upcoming plan orders at ${width}px`);

    await moveClockTo(next);
    const [order] = (await unwrap(shopper.api.GET('/orders/myorders'))).data;
    expect(order).toMatchObject({ planId: shopper.plan._id });
    const title = formatString(enUS.orders.order, { id: order?._id ?? '' });

    const own = await openOwnPage({ width, height }, shopper.token);
    await own.page.goto('/orderHistory');
    const card = own.page.getByRole('article', { name: title });
    await eventually(() => card.getByText(enUS.orders.planOrder).isVisible()).toBe(true);
    await own.context.close();

    await admin.page.goto('/receivedOrders');
    const received = admin.page.getByRole('article', { name: title });
    await eventually(() => received.getByText(enUS.orders.planOrder).isVisible()).toBe(true);
    await admin.context.close();
  });
});
