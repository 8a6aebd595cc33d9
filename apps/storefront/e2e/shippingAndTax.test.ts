import { unwrap } from '@wtkit/api-client';
import { MESSAGES } from '@wtkit/domain';
import { testApi } from '@wtkit/test-support';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, signedInPage, WIDTHS } from './browser';
import { ADMIN as admin, type ShopServer, startShop } from './globalSetup';

// Shipping methods and tax rates apply to every checkout of a shop, so the journey has a shop of
// its own: the other journeys' checkouts, running at the same time, keep their totals.
let own: ShopServer;
let shop: ReturnType<typeof testApi>;
const T = enUS.shippingRates;
const C = enUS.checkout;
const TX_RATE_THOUSANDTHS = 8250;

/** $12.34 as the shop writes it. */
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** Tax at the rate, rounded to the cent, half up: computed here apart from the shop's rule. */
const taxAt = (cents: number, thousandths: number) =>
  Math.floor((cents * thousandths + 50_000) / 100_000);

/**
 * Holds the page's next create-payment-intent requests until `release` is called, so the
 * calculating state can be seen however fast the server answers.
 */
async function holdRepricing(page: Page) {
  const held: Route[] = [];
  const handler = (route: Route) => {
    held.push(route);
  };
  await page.route('**/api/v1/payments/create-payment-intent', handler);
  return {
    waitForRequest: async () => {
      await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    },
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
      await page.unroute('**/api/v1/payments/create-payment-intent', handler);
    },
  };
}

let browser: Browser;
beforeAll(async () => {
  [own, browser] = await Promise.all([startShop(), launchChromium()]);
  shop = testApi(`${own.baseUrl}/api/v1`);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

describe.each(WIDTHS)('shipping and tax at $width px ($name)', ({ name, width, height }) => {
  const viewport = { width, height };
  const stamp = Date.now();
  const standard = `Standard ${name} ${stamp}`;
  const express = `Express ${name} ${stamp}`;
  const code = `SHIP-${name.toUpperCase()}-${stamp}`;
  const shopper = {
    name: `Shipping ${name}`,
    email: `shipping.${name}.${stamp}@example.com`,
    password: 'clean-water-2025',
  };
  let adminPage: { context: BrowserContext; page: Page };
  let shopperPage: { context: BrowserContext; page: Page };
  let shopperToken = '';
  let priceCents = 0;

  beforeAll(async () => {
    const { token: adminToken } = await shop.signIn(admin.email, admin.password);
    adminPage = await signedInPage(browser, viewport, adminToken, own.baseUrl);
    await unwrap(
      shop.client(adminToken).POST('/admin/promo-codes', {
        body: { code, kind: 'percentage', percentOff: 10 },
      }),
    );
    shopperToken = (await shop.newShopper(shopper)).token;
    await shop.updateMe(shopperToken, {
      address: { street: '2100 Ross Avenue', city: 'Dallas', state: 'TX', zip: '75201' },
    });
    const meter = await shop.productNamed('Digital TDS Meter');
    priceCents = Math.round(meter.price * 100);
    await shop.addToCart(shopperToken, { productId: meter._id, quantity: 2 });
    shopperPage = await signedInPage(browser, viewport, shopperToken, own.baseUrl);
  });
  afterAll(async () => {
    await adminPage?.context.close();
    await shopperPage?.context.close();
  });

  it('the admin creates two methods for Texas (one edited) and sets its tax rate from Shipping and tax', async () => {
    const { page } = adminPage;
    await page.goto('/account');
    await page.getByRole('link', { name: T.title }).click();
    await page.waitForURL(/\/shippingRates$/);
    await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
    // Create with nothing typed: domain's messages, focus on the name.
    await page.getByRole('button', { name: T.create }).click();
    await page.getByText(MESSAGES.shippingRates.nameRequired).waitFor();
    const nameField = page.getByRole('textbox', { name: T.name });
    expect(await nameField.evaluate((field) => field === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, `/shippingRates (errors) at ${width}px`);

    const createMethod = async (method: string, estimate: string, price: string) => {
      await nameField.fill(method);
      await page.getByRole('textbox', { name: T.deliveryEstimate }).fill(estimate);
      await page.getByRole('textbox', { name: T.price }).fill(price);
      await page.getByRole('textbox', { name: T.states }).fill('tx');
      await page.getByRole('button', { name: T.create }).click();
      await page
        .getByRole('list', { name: T.methodList })
        .getByRole('listitem')
        .filter({ hasText: method })
        .first()
        .waitFor();
    };
    await createMethod(standard, '3-5 business days', '9.99');
    await createMethod(express, '1-2 business days', '29.99');

    // Express is edited down to $24.99.
    await page.getByRole('button', { name: formatString(T.editLabel, { name: express }) }).click();
    await page
      .getByRole('heading', { name: formatString(T.editMethod, { name: express }) })
      .waitFor();
    await page.getByRole('textbox', { name: T.price }).fill('24.99');
    await page.getByRole('button', { name: T.save }).click();
    await page.getByText('Shipping method saved.').waitFor();
    await page
      .getByRole('list', { name: T.methodList })
      .getByRole('listitem')
      .filter({ hasText: express })
      .first()
      .getByText('$24.99')
      .waitFor();

    await page.getByRole('textbox', { name: T.state }).fill('tx');
    await page.getByRole('textbox', { name: T.rate }).fill('8.25');
    await page.getByRole('checkbox', { name: T.taxShipping }).check({ force: true });
    await page.getByRole('button', { name: T.setRate }).click();
    await page.getByText('Tax rate saved.').waitFor();
    const rate = page
      .getByRole('list', { name: T.rateList })
      .getByRole('listitem')
      .filter({ hasText: 'Texas (TX)' });
    await rate.getByText('8.25 %').waitFor();
    await rate.getByText(T.shippingTaxed).waitFor();
    await expectNoAxeViolations(page, `/shippingRates at ${width}px`);
  });

  it('the shopper sees the cheapest method and the tax, applies the code and picks Express while the summary says it is calculating, then the server’s lines', async () => {
    const { page } = shopperPage;
    const subtotal = priceCents * 2;
    await page.goto('/checkout');
    const total = page.getByTestId('checkout-total');
    const shipping = page.getByTestId('checkout-shipping');
    const tax = page.getByTestId('checkout-tax');
    await shipping.getByText(formatString(C.shippingWithMethod, { method: standard })).waitFor();
    await shipping.getByText('$9.99').waitFor();
    const firstTax = taxAt(subtotal, TX_RATE_THOUSANDTHS) + taxAt(999, TX_RATE_THOUSANDTHS);
    await tax.getByText(usd(firstTax)).waitFor();
    await total.filter({ hasText: usd(subtotal + 999 + firstTax) }).waitFor();
    const group = page.getByRole('radiogroup', { name: C.shippingMethod });
    const standardRadio = group.getByRole('radio', { name: new RegExp(`^${standard}`) });
    expect(await standardRadio.isChecked()).toBe(true);
    expect(await group.getByRole('radio').count()).toBe(2);
    await expectNoAxeViolations(page, `/checkout (shipping and tax) at ${width}px`);

    // The code: calculating while the server prices it.
    const discount = Math.floor((subtotal * 10 + 50) / 100);
    let gate = await holdRepricing(page);
    await page.getByRole('textbox', { name: C.promoCode }).fill(code);
    await page.getByRole('button', { name: C.applyCode }).click();
    await gate.waitForRequest();
    await page.getByTestId('checkout-calculating').waitFor();
    await page.getByRole('status').filter({ hasText: C.calculatingTotal }).waitFor();
    await gate.release();
    await page
      .getByTestId('checkout-discount')
      .getByText(`−${usd(discount)}`)
      .waitFor();

    // Express: calculating again, then its price, the tax on it, and the new total.
    gate = await holdRepricing(page);
    const summary = page.getByRole('region', { name: C.orderSummary });
    const heightBefore = (await summary.boundingBox())?.height;
    await group.getByRole('radio', { name: new RegExp(`^${express}`) }).check({ force: true });
    await gate.waitForRequest();
    await page.getByTestId('checkout-calculating').waitFor();
    expect(await summary.getAttribute('aria-busy')).toBe('true');
    expect((await summary.boundingBox())?.height).toBe(heightBefore);
    expect(await page.getByRole('button', { name: C.payNow }).isDisabled()).toBe(true);
    await gate.release();
    const taxCents =
      taxAt(subtotal - discount, TX_RATE_THOUSANDTHS) + taxAt(2499, TX_RATE_THOUSANDTHS);
    const charged = subtotal - discount + 2499 + taxCents;
    await shipping.getByText(formatString(C.shippingWithMethod, { method: express })).waitFor();
    await shipping.getByText('$24.99').waitFor();
    await tax.getByText(usd(taxCents)).waitFor();
    await total.filter({ hasText: usd(charged) }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: usd(charged) })
      .first()
      .waitFor();
    await page
      .locator('.wt-PaymentPanel-total')
      .filter({ hasText: usd(charged) })
      .waitFor();
    await expectNoAxeViolations(page, `/checkout (Express and the code) at ${width}px`);
  });

  it('pays the server’s total, and Order History shows the same total as the payment', async () => {
    const { page } = shopperPage;
    await page.getByLabel(C.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(C.expiry).fill('12/34');
    await page.getByLabel(C.cvc).fill('123');
    await page.getByRole('button', { name: C.payNow }).click();
    await page.getByText(MESSAGES.checkout.success).waitFor();
    await page.waitForURL(/\/orderHistory$/);

    const [order] = (await unwrap(shop.client(shopperToken).GET('/orders/myorders'))).data;
    const subtotal = priceCents * 2;
    const discount = Math.floor((subtotal * 10 + 50) / 100);
    const taxCents =
      taxAt(subtotal - discount, TX_RATE_THOUSANDTHS) + taxAt(2499, TX_RATE_THOUSANDTHS);
    const charged = subtotal - discount + 2499 + taxCents;
    expect(order).toMatchObject({
      promoCode: code,
      subtotal: subtotal / 100,
      discount: discount / 100,
      shipping: 24.99,
      shippingMethod: { name: express },
      tax: taxCents / 100,
      totalPrice: charged / 100,
    });
    const card = page
      .locator('.wt-OrderCard')
      .filter({ has: page.locator('.wt-OrderCard-total', { hasText: usd(charged) }) })
      .first();
    await card.waitFor();
    // The order's own lines, as charged: the method as named then, its price and the tax.
    expect(await card.getByTestId('order-shipping').textContent()).toBe(
      `${formatString(enUS.orders.shipping, { method: express })}${usd(2499)}`,
    );
    expect(await card.getByTestId('order-tax').textContent()).toBe(
      `${enUS.orders.tax}${usd(taxCents)}`,
    );
  });

  it('the admin deactivates both methods and removes the rate, so checkout is as before', async () => {
    const { page } = adminPage;
    await page.goto('/shippingRates');
    const list = page.getByRole('list', { name: T.methodList });
    for (const method of [standard, express]) {
      const card = list.getByRole('listitem').filter({ hasText: method }).first();
      await card
        .getByRole('button', { name: formatString(T.deactivateLabel, { name: method }) })
        .click();
      await card.getByText('Shipping method deactivated.').waitFor();
      await card.getByText(T.inactive, { exact: true }).waitFor();
    }
    await page
      .getByRole('button', { name: formatString(T.removeLabel, { state: 'Texas (TX)' }) })
      .click();
    await page.getByText(T.noRates).waitFor();

    // The shopper's next checkout has no shipping or tax line.
    await shop.addToCart(shopperToken, {
      productId: (await shop.productNamed('Digital TDS Meter'))._id,
      quantity: 1,
    });
    const { page: shopperView } = shopperPage;
    await shopperView.goto('/checkout');
    await shopperView
      .getByTestId('checkout-total')
      .filter({ hasText: usd(priceCents) })
      .waitFor();
    expect(await shopperView.getByTestId('checkout-shipping').count()).toBe(0);
    expect(await shopperView.getByTestId('checkout-tax').count()).toBe(0);
    expect(await shopperView.getByRole('radiogroup', { name: C.shippingMethod }).count()).toBe(0);
  });
});
