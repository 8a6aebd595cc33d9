import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { unwrap } from '@wtkit/api-client';
import {
  MESSAGES,
  ORDER_SUCCESS_REDIRECT_MS,
  ORDERS_UNAUTHORIZED_REDIRECT_MS,
  TOKEN_STORAGE_KEY,
} from '@wtkit/domain';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shop } from './api';
import { expectNoAxeViolations, launchChromium, openPage, WIDTHS } from './browser';
import { buildWithStripeKey } from './stripeBuild';

const baseUrl = inject('baseUrl');
const shots = fileURLToPath(new URL('../.e2e-output/', import.meta.url));
mkdirSync(shots, { recursive: true });

type ApiProduct = Awaited<ReturnType<typeof shop.productNamed>>;

const productNamed = (name: string) => shop.productNamed(name);
const myOrders = async (token: string) =>
  (await unwrap(shop.client(token).GET('/orders/myorders'))).data;
const myCart = async (token: string) => (await unwrap(shop.client(token).GET('/cart'))).data.items;

const CARD = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

const ORDERS = '**/api/v1/orders';

/**
 * Pays at checkout with the success card while the order cannot be placed (its request fails on
 * the way): the payment goes through and the page says the order was not finalized. The test
 * lifts the block with `page.unroute(ORDERS)`.
 */
async function payWhileOrdersFail(page: Page) {
  await page.route(ORDERS, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await page.goto('/checkout');
  await fillCard(page, CARD.success);
  await page.getByRole('button', { name: enUS.checkout.payNow }).click();
  await page.getByText(MESSAGES.checkout.finalizeFailed).waitFor();
}

/** Fills the test provider's card form (no Stripe key in the e2e build). */
async function fillCard(page: Page, number: string) {
  await page.getByLabel(enUS.checkout.cardNumber).fill(number);
  await page.getByLabel(enUS.checkout.expiry).fill('12/34');
  await page.getByLabel(enUS.checkout.cvc).fill('123');
}

let browser: Browser;
let filterSystem: ApiProduct;
let testKit: ApiProduct;
let otherKit: ApiProduct;
beforeAll(async () => {
  browser = await launchChromium();
  filterSystem = await productNamed('4-Stage Reverse Osmosis System');
  testKit = await productNamed('Lead in Water Test Kit');
  otherKit = await productNamed('Digital TDS Meter');
  expect(filterSystem.type).toBe('filter');
  expect(testKit.type).not.toBe('filter');
  expect(otherKit.type).not.toBe('filter');
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('checkout at $width px ($name)', ({ name, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const stripeRequests: string[] = [];
  const user = {
    name: `Jordan ${name}`,
    email: `jordan.checkout.${name}.${Date.now()}@example.com`,
    password: 'clean-water-2025',
  };

  beforeAll(async () => {
    ({ context, page } = await openPage(browser, { width, height }, 15_000));
    // Without a Stripe key the storefront must never load Stripe's code.
    page.on('request', (request) => {
      if (/stripe/i.test(request.url())) stripeRequests.push(request.url());
    });
    token = (await shop.newShopper(user)).token;
    // The shipping page is another screen's work: the address is set through the API.
    await shop.updateMe(token, {
      address: { street: '2100 Ross Avenue', city: 'Dallas', state: 'TX', zip: '75201' },
    });
  });
  afterAll(async () => {
    expect(stripeRequests).toEqual([]);
    await context?.close();
  });

  it('sends a visitor without a token to sign in', async () => {
    await page.goto('/checkout');
    await page.waitForURL(/\/log$/);
    await page.goto('/orderHistory');
    await page.waitForURL(/\/log$/);
  });

  it('signs in and finds the cart empty at checkout', async () => {
    await page.getByLabel(enUS.auth.credential).fill(user.email);
    await page.getByLabel(enUS.auth.password).fill(user.password);
    await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/checkout');
    await page.getByText(MESSAGES.checkout.cartEmpty).waitFor();
    await page.getByRole('heading', { name: enUS.checkout.checkoutError }).waitFor();
    await page.getByRole('link', { name: enUS.checkout.backToCart }).waitFor();
    await expectNoAxeViolations(page, `/checkout (empty) at ${width}px`);
  });

  it('shows the decline message for a declined card and places no order', async () => {
    await page.goto(`/product/${filterSystem._id}`);
    await page.getByRole('button', { name: enUS.product.addToCart }).click();
    await page.getByText(MESSAGES.cart.addedToCart).waitFor();
    await expectNoAxeViolations(page, `/product/{id} at ${width}px`);
    await page
      .getByRole('link', { name: formatString(enUS.layout.cartWithCount.one, { count: 1 }) })
      .click();
    await page.waitForURL(/\/shoppingCart$/);
    await page.getByRole('link', { name: enUS.cart.proceedToCheckout }).waitFor();
    await expectNoAxeViolations(page, `/shoppingCart at ${width}px`);
    // Coming from another page, checkout's chunk and the card form's are asked for together,
    // not the form's once checkout's has arrived and run.
    const chunkEvents: string[] = [];
    // (Checkout's chunk is its route module's, `checkout-…`.)
    const chunkPattern = /\/assets\/(checkout|TestCardForm)-[^/]*\.js$/;
    const chunk = (url: string) => chunkPattern.exec(url)?.[1]?.replace(/^c/, 'C');
    // Routing them also keeps the browser's cache out: each is asked for from the server.
    const onRoute = (route: Route) => {
      chunkEvents.push(`asked ${chunk(route.request().url())}`);
      return route.continue();
    };
    const onFinished = (request: Request) => {
      const name = chunk(request.url());
      if (name) chunkEvents.push(`got ${name}`);
    };
    await page.route(chunkPattern, onRoute);
    page.on('requestfinished', onFinished);
    await page.getByRole('link', { name: enUS.cart.proceedToCheckout }).click();
    await page.waitForURL(/\/checkout$/);

    const summary = page.getByRole('region', { name: enUS.cart.orderSummary });
    await summary.getByText(filterSystem.name).waitFor();
    await summary.getByText(formatString(enUS.checkout.quantity, { count: 1 })).waitFor();
    const price = `$${filterSystem.price.toFixed(2)}`;
    expect(await summary.getByTestId('checkout-total').textContent()).toBe(price);
    await page.getByText(enUS.checkout.testMode).waitFor();
    await page.getByText(CARD.success).waitFor();
    await page.unroute(chunkPattern, onRoute);
    page.off('requestfinished', onFinished);
    expect(chunkEvents.indexOf('asked TestCardForm'), chunkEvents.join(', ')).toBeGreaterThan(-1);
    expect(chunkEvents.indexOf('asked TestCardForm'), chunkEvents.join(', ')).toBeLessThan(
      chunkEvents.indexOf('got Checkout'),
    );
    await page.screenshot({ path: `${shots}checkout-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `/checkout at ${width}px`);

    await fillCard(page, CARD.declined);
    await page.getByRole('button', { name: enUS.checkout.payNow }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await expectNoAxeViolations(page, `/checkout (declined) at ${width}px`);
    expect(await myOrders(token)).toEqual([]);
    expect((await myCart(token)).map((item) => item.product._id)).toEqual([filterSystem._id]);
  });

  it('pays with 4242, offers the thank-you dialog, and Add System goes to /dashboard', async () => {
    await fillCard(page, CARD.success);
    await page.getByRole('button', { name: enUS.checkout.payNow }).click();
    const dialog = page.getByRole('dialog', { name: enUS.checkout.thankYouTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: enUS.checkout.noThanks }).waitFor();
    await expectNoAxeViolations(page, `/checkout (thank you) at ${width}px`);
    // The cart is cleared and the header's badge refreshed.
    await page.getByRole('link', { name: enUS.layout.shoppingCart, exact: true }).waitFor({
      state: 'attached',
    });
    expect(await myCart(token)).toEqual([]);
    const orders = await myOrders(token);
    expect(orders).toHaveLength(1);
    // The dashboard (another screen) reads the navigation state and then clears it: record what
    // the router pushes.
    await page.evaluate(() => {
      const pushed: unknown[] = [];
      const push = history.pushState.bind(history);
      Object.assign(window, { pushedStates: pushed });
      history.pushState = (state, unused, url) => {
        pushed.push(state);
        push(state, unused, url);
      };
    });
    await dialog.getByRole('button', { name: enUS.checkout.addSystem }).click();
    await page.waitForURL(/\/dashboard$/);
    const pushed = await page.evaluate(
      () => (window as unknown as { pushedStates: Array<{ usr?: unknown }> }).pushedStates,
    );
    expect(pushed.map((state) => state.usr)).toContainEqual({
      installItem: { orderId: orders[0]?._id, orderItemId: orders[0]?.orderItems[0]?._id },
    });
  });

  it('leaves the cart untouched on a Buy it Now, and a non-filter order goes to /orderHistory after 3 s', async () => {
    await shop.addToCart(token, { productId: otherKit._id, quantity: 2 });
    await page.goto(`/product/${testKit._id}`);
    await page.getByRole('button', { name: enUS.product.buyItNow }).click();
    await page.waitForURL(/\/checkout$/);
    const summary = page.getByRole('region', { name: enUS.cart.orderSummary });
    await summary.getByText(testKit.name).waitFor();
    expect(await summary.getByText(otherKit.name).count()).toBe(0);
    await fillCard(page, CARD.success);
    // Both moments are taken in the page: a loaded test runner sees the text late.
    await page.evaluate((text) => {
      const marks: { shownAt?: number; leftAt?: number } = {};
      Object.assign(window, { redirectMarks: marks });
      new MutationObserver(() => {
        if (marks.shownAt === undefined && document.body.textContent?.includes(text)) {
          marks.shownAt = performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      const push = history.pushState.bind(history);
      history.pushState = (state, unused, url) => {
        if (marks.leftAt === undefined && String(url).includes('/orderHistory')) {
          marks.leftAt = performance.now();
        }
        push(state, unused, url);
      };
    }, MESSAGES.checkout.success);
    await page.getByRole('button', { name: enUS.checkout.payNow }).click();
    await page.getByText(MESSAGES.checkout.success).waitFor();
    await expectNoAxeViolations(page, `/checkout (success) at ${width}px`);
    await page.waitForURL(/\/orderHistory$/, { timeout: ORDER_SUCCESS_REDIRECT_MS + 10_000 });
    const marks = await page.evaluate(
      () =>
        (window as unknown as { redirectMarks: { shownAt: number; leftAt: number } }).redirectMarks,
    );
    // The redirect waits the domain's 3 s from the moment the text is on screen.
    expect(marks.leftAt - marks.shownAt).toBeGreaterThanOrEqual(ORDER_SUCCESS_REDIRECT_MS);
    expect(await myCart(token)).toEqual([
      { product: expect.objectContaining({ _id: otherKit._id }), quantity: 2 },
    ]);
    expect(await myOrders(token)).toHaveLength(2);
  });

  it('creates one order when Pay Now is double-clicked', async () => {
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: enUS.cart.orderSummary });
    await summary.getByText(otherKit.name).waitFor();
    await fillCard(page, CARD.success);
    await page.getByRole('button', { name: enUS.checkout.payNow }).dblclick();
    await page.getByText(MESSAGES.checkout.success).waitFor();
    await page.waitForURL(/\/orderHistory$/, { timeout: ORDER_SUCCESS_REDIRECT_MS + 10_000 });
    const orders = await myOrders(token);
    expect(orders).toHaveLength(3);
    expect(new Set(orders.map((order) => order.paymentIntentId)).size).toBe(3);
    expect(await myCart(token)).toEqual([]);
  });

  it('lists the orders, expands the items, and opens the product of an item', async () => {
    await page.goto('/orderHistory');
    await page.getByRole('heading', { level: 1, name: enUS.orders.myOrders }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    await page.getByText(user.email).first().waitFor();
    await expectNoAxeViolations(page, `/orderHistory at ${width}px`);
    // Newest first: the double-click order of the TDS meter, then the test kit, then the system.
    const oldest = cards.nth(2);
    await oldest
      .getByRole('button', { name: formatString(enUS.orders.items, { count: 1 }) })
      .click();
    await oldest.getByRole('button', { name: new RegExp(filterSystem.name) }).click();
    await page.waitForURL(/\/product$/);
    await page.getByRole('heading', { level: 1, name: filterSystem.name }).waitFor();
    await expectNoAxeViolations(page, `/product (from order history) at ${width}px`);
  });

  it('says the session expired when the server refuses the token on /orderHistory', async () => {
    await page.evaluate((key) => localStorage.setItem(key, 'expired-token'), TOKEN_STORAGE_KEY);
    const loadedAt = Date.now();
    await page.goto('/orderHistory');
    await page.getByText(MESSAGES.session.expiredOrInvalid).waitFor();
    await expectNoAxeViolations(page, `/orderHistory (session expired) at ${width}px`);
    await page.waitForURL(/\/log$/);
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(ORDERS_UNAUTHORIZED_REDIRECT_MS);
    await page.getByLabel(enUS.auth.credential).waitFor();
    await expectNoAxeViolations(page, `/log at ${width}px`);
  });
});

describe('checkout without a shipping address at 1280 px', () => {
  it('asks for the address and links to the shipping details', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: baseUrl,
    });
    try {
      const page = await context.newPage();
      const email = `no.address.${Date.now()}@example.com`;
      const data = await shop.newShopper({ name: 'Robin', email, password: 'clean-water-2025' });
      await shop.addToCart(data.token, { productId: testKit._id, quantity: 1 });
      await page.goto('/');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        TOKEN_STORAGE_KEY,
        data.token,
      ] as const);
      await page.goto('/checkout');
      await page.getByText(MESSAGES.checkout.shippingAddressMissing).waitFor();
      const link = page.getByRole('link', { name: enUS.checkout.updateShipping });
      expect(await link.getAttribute('href')).toBe('/shippingDetails');
      await expectNoAxeViolations(page, '/checkout (no address)');
      await link.click();
      await page.waitForURL(/\/shippingDetails$/);
    } finally {
      await context.close();
    }
  });
});

/** A signed-in shopper with a shipping address and these cart lines, in a fresh context. */
async function shopperWithCart(
  width: number,
  lines: Array<{ productId: string; quantity: number }>,
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const email = `shopper.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const data = await shop.newShopper({ name: 'Sam Shopper', email, password: 'clean-water-2025' });
  await shop.updateMe(data.token, {
    address: { street: '1 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
  });
  for (const line of lines) await shop.addToCart(data.token, line);
  const { context, page } = await openPage(browser, { width, height: 900 }, 15_000);
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_STORAGE_KEY,
    data.token,
  ] as const);
  return { context, page, token: data.token };
}

describe('checkout failures at 1280 px', () => {
  it('shows Checkout Error with Back to Cart when the cart cannot be loaded', async () => {
    const { context, page } = await shopperWithCart(1280, [
      { productId: testKit._id, quantity: 1 },
    ]);
    try {
      // A gateway's answer without the API's error body: the page's own fallback, not the status.
      await page.route('**/api/v1/cart', (route) =>
        route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' }),
      );
      await page.goto('/checkout');
      await page.getByText(MESSAGES.checkout.loadFailed).waitFor();
      expect(await page.getByText('HTTP error! status: 502').count()).toBe(0);
      await page.getByRole('heading', { name: enUS.checkout.checkoutError }).waitFor();
      await expectNoAxeViolations(page, '/checkout (load failed)');
      await page.unroute('**/api/v1/cart');
      await page.getByRole('link', { name: enUS.checkout.backToCart }).click();
      await page.waitForURL(/\/shoppingCart$/);
    } finally {
      await context.close();
    }
  });

  it('says Failed to finalize order. when the order cannot be placed, and a reload places it without paying again', async () => {
    const { context, page, token } = await shopperWithCart(1280, [
      { productId: testKit._id, quantity: 1 },
    ]);
    try {
      await payWhileOrdersFail(page);
      await page.getByRole('heading', { name: enUS.checkout.checkoutError }).waitFor();
      await expectNoAxeViolations(page, '/checkout (finalize failed)');
      expect(await myOrders(token)).toEqual([]);
      expect(await myCart(token)).toHaveLength(1);

      // Paid, but no order: the reload gets the paid intent back and only places the order.
      await page.unroute(ORDERS);
      const confirms: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/payments/test-confirm')) confirms.push(request.url());
      });
      await page.reload();
      await page.getByText(MESSAGES.checkout.success).waitFor();
      await page.waitForURL(/\/orderHistory$/, { timeout: ORDER_SUCCESS_REDIRECT_MS + 10_000 });
      expect(confirms).toEqual([]);
      expect(await myOrders(token)).toHaveLength(1);
      expect(await myCart(token)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('order history at 390 px', () => {
  it("says You haven't made any orders yet., and Failed to load orders. when the list fails", async () => {
    const { context, page } = await shopperWithCart(390, []);
    try {
      await page.goto('/orderHistory');
      await page.getByText(MESSAGES.orderHistory.empty).waitFor();
      await expectNoAxeViolations(page, '/orderHistory (empty) at 390px');
      await page.route('**/api/v1/orders/myorders', (route) => route.abort());
      await page.reload();
      await page.getByText(MESSAGES.orderHistory.loadFailed).waitFor();
      await expectNoAxeViolations(page, '/orderHistory (failed) at 390px');
      // When the server says why, its sentence shows instead.
      await page.unroute('**/api/v1/orders/myorders');
      await page.route('**/api/v1/orders/myorders', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Orders are resting; try again soon.' }),
        }),
      );
      await page.reload();
      await page.getByText('Orders are resting; try again soon.').waitFor();
      expect(await page.getByText(MESSAGES.orderHistory.loadFailed).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the return from a card authentication at 1280 px', () => {
  it('places the order on /orderHistory when the provider comes back with a succeeded payment', async () => {
    const { context, page, token } = await shopperWithCart(1280, [
      { productId: otherKit._id, quantity: 1 },
    ]);
    try {
      // Stand-in for Stripe leaving the page after the card was charged: the order is not placed
      // at checkout, the provider then returns to /orderHistory, the
      // return address checkout gives it.
      await payWhileOrdersFail(page);
      await page.unroute(ORDERS);
      const paymentIntentId = await page.evaluate(
        () =>
          (
            JSON.parse(sessionStorage.getItem('wtkit.pendingOrder') ?? '{}') as {
              order?: { paymentIntentId?: string };
            }
          ).order?.paymentIntentId ?? '',
      );
      expect(paymentIntentId).toMatch(/^pi_/);
      await page.goto(
        `/orderHistory?payment_intent=${paymentIntentId}&payment_intent_client_secret=x&redirect_status=succeeded`,
      );
      await page.getByRole('article').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/orderHistory' && url.search === '');
      const orders = await myOrders(token);
      expect(orders.map((order) => order.paymentIntentId)).toEqual([paymentIntentId]);
      expect(await myCart(token)).toEqual([]);
      await page.reload();
      await page.getByRole('article').first().waitFor();
      expect(await myOrders(token)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe('checkout built with VITE_STRIPE_PUBLISHABLE_KEY at 1280 px', () => {
  // Stripe.js cannot load on this offline machine: what is checked is the choice of provider by
  // configuration (the lazy Stripe chunk and js.stripe.com are requested, no test mode form) and
  // the message when Stripe.js is unreachable. Paying through Stripe Elements is not tested here.
  let stripeBuild: Awaited<ReturnType<typeof buildWithStripeKey>> | undefined;
  let stripeDist = '';
  /** The Stripe build's pages, rendered by its own server build against the shop's API. */
  let render: (request: globalThis.Request) => Promise<Response>;
  beforeAll(async () => {
    stripeBuild = await buildWithStripeKey();
    stripeDist = stripeBuild.dir;
    const build = await import(pathToFileURL(join(stripeDist, 'server', 'index.js')).href);
    render = build.createStorefrontHandler({
      baseUrl,
      fetchApi: (request: globalThis.Request) => {
        const { pathname, search } = new URL(request.url);
        return fetch(`${baseUrl}${pathname}${search}`, {
          method: request.method,
          headers: request.headers,
        });
      },
    });
  }, 180_000);
  afterAll(() => stripeBuild?.remove());

  it('loads Stripe Elements lazily instead of the test card form', async () => {
    const { context, page } = await shopperWithCart(1280, [
      { productId: testKit._id, quantity: 1 },
    ]);
    const requested: string[] = [];
    try {
      // The same server, with the storefront built with a key.
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== baseUrl) {
          requested.push(url.href);
          return route.abort();
        }
        if (/^\/(api|images|files)\//.test(url.pathname)) return route.continue();
        requested.push(url.pathname);
        const file = join(stripeDist, 'client', url.pathname);
        if (existsSync(file) && statSync(file).isFile()) return route.fulfill({ path: file });
        // A page, a navigation's data or the route manifest: the Stripe build's server answers.
        const answer = await render(new Request(url.href));
        return route.fulfill({
          status: answer.status,
          headers: Object.fromEntries(answer.headers),
          body: Buffer.from(await answer.arrayBuffer()),
        });
      });
      await page.goto('/checkout');
      await page.getByText(MESSAGES.checkout.providerUnavailable).waitFor();
      expect(await page.getByText(enUS.checkout.testMode).count()).toBe(0);
      expect(requested.some((path) => /\/assets\/StripePayment-[\w-]+\.js$/.test(path))).toBe(true);
      expect(requested.some((href) => href.startsWith('https://js.stripe.com/'))).toBe(true);
      await expectNoAxeViolations(page, '/checkout (Stripe unavailable)');
    } finally {
      await context.close();
    }
  });
});
