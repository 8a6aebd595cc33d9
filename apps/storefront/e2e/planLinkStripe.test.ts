import { unwrap } from '@wtkit/api-client';
import { MESSAGES } from '@wtkit/domain';
import { ADDRESS, emailReminders, testApi } from '@wtkit/test-support';
import { enUS } from '@wtkit/ui/strings';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeStripe } from '../../api/test/support/fakeStripe';
import { expectNoAxeViolations, launchChromium } from './browser';
import { ADMIN, type ShopServer, startShop } from './globalSetup';
import { readOutbox } from './outbox';
import { buildWithStripeKey } from './stripeBuild';

// A shop of its own taking payments with Stripe (the local fake of its API) and serving the
// storefront built with a publishable key. Stripe.js cannot load on this offline machine: what is
// checked is that the page confirms with Stripe.js before telling the shop, and says so when it
// cannot, rather than asking the shop to place an order Stripe has not been paid for.
const SECRET_KEY = 'sk_test_e2e_plan_link';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let build: Awaited<ReturnType<typeof buildWithStripeKey>>;
let own: ShopServer;
let browser: Browser;

beforeAll(async () => {
  [fake, build, browser] = await Promise.all([
    startFakeStripe(SECRET_KEY),
    buildWithStripeKey(),
    launchChromium(),
  ]);
  own = await startShop({
    storefrontDir: `${build.dir}/client`,
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_plan_link',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await own?.stop();
  await fake?.close();
  build?.remove();
});

/** A shopper whose plan's card, saved through a SetupIntent, needs its holder for each charge. */
async function shopperWhoseBankAsks() {
  const shop = testApi(`${own.baseUrl}/api/v1`);
  const { token, email } = await shop.newShopper({ name: 'Stripe Plan Shopper' });
  await shop.updateMe(token, { address: ADDRESS });
  const api = shop.client(token);
  const system = await shop.productNamed('4-Stage Reverse Osmosis System', { type: 'filter' });
  const { data: tracked } = await unwrap(
    api.POST('/trackers/tracked-products', {
      body: { productId: system._id, customName: 'Kitchen', additionalData: emailReminders(email) },
    }),
  );
  const sediment = tracked.trackedSystemParts.find((part) =>
    /sediment/i.test(part.replacement?.name ?? ''),
  );
  if (!sediment) throw new Error('the seeded RO system has a sediment filter');
  const { data: setup } = await unwrap(api.POST('/payment-methods/setup-intent'));
  const method = fake.confirmSetup(setup.setupIntentId);
  fake.offSession.set(method.id, 'authenticates');
  await unwrap(api.POST('/payment-methods', { body: { setupIntentId: setup.setupIntentId } }));
  const { data: plan } = await unwrap(
    api.POST('/plans', { body: { trackedPartId: sediment._id, quantity: 1 } }),
  );
  const { token: adminToken } = await shop.signIn(ADMIN.email, ADMIN.password);
  await unwrap(
    shop.client(adminToken).POST('/test-clock', { body: { date: plan.nextOrderDate ?? '' } }),
  );
  const message = readOutbox(own.dataDir).find(
    (sent) => sent.to === email && sent.subject.startsWith('Confirm your payment'),
  );
  const path = /Confirm the payment: \S*(\/plan-links\/\S+)/.exec(message?.text ?? '')?.[1];
  if (!path) throw new Error(`no confirm link was sent to ${email}`);
  return { shop, path };
}

it('confirms a payment that needs authentication with Stripe.js before telling the shop', async () => {
  const { shop, path } = await shopperWhoseBankAsks();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: own.baseUrl,
  });
  context.setDefaultTimeout(20_000);
  const elsewhere: string[] = [];
  const linkPosts: string[] = [];
  try {
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === own.baseUrl) return route.continue();
      elsewhere.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/plan-links/'))
        linkPosts.push(request.url());
    });
    await page.goto(path);
    await page.getByRole('button', { name: enUS.plans.notice.payConfirm }).click();
    await page.getByText(MESSAGES.checkout.providerUnavailable).waitFor();
    // Stripe.js was asked for, and the shop was not asked to place the order.
    expect(elsewhere.some((href) => href.startsWith('https://js.stripe.com/'))).toBe(true);
    expect(linkPosts).toEqual([]);
    const token = decodeURIComponent(path.slice('/plan-links/'.length));
    const { data: link } = await unwrap(
      shop.client().GET('/plan-links/{token}', { params: { path: { token } } }),
    );
    expect(link).toMatchObject({
      action: 'confirm',
      state: 'usable',
      cycleStatus: 'needs_authentication',
      paymentMethodId: expect.stringMatching(/^pm_/),
    });
    await expectNoAxeViolations(page, `${path} (Stripe unavailable)`);
  } finally {
    await context.close();
  }
});
