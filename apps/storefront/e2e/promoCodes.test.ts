import { unwrap } from '@wtkit/api-client';
import { MESSAGES } from '@wtkit/domain';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shop } from './api';
import { expectNoAxeViolations, launchChromium, signedInPage, WIDTHS } from './browser';

const admin = inject('admin');
const P = enUS.promoCodes;

/** $12.34 as the shop writes it. */
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('promo codes at $width px ($name)', ({ name, width, height }) => {
  const viewport = { width, height };
  const code = `E2E-${name.toUpperCase()}-${Date.now()}`;
  const shopper = {
    name: `Promo ${name}`,
    email: `promo.${name}.${Date.now()}@example.com`,
    password: 'clean-water-2025',
  };
  let adminPage: { context: BrowserContext; page: Page };
  let shopperPage: { context: BrowserContext; page: Page };
  let shopperToken = '';
  let priceCents = 0;

  beforeAll(async () => {
    const { token: adminToken } = await shop.signIn(admin.email, admin.password);
    adminPage = await signedInPage(browser, viewport, adminToken);
    shopperToken = (await shop.newShopper(shopper)).token;
    await shop.updateMe(shopperToken, {
      address: { street: '2100 Ross Avenue', city: 'Dallas', state: 'TX', zip: '75201' },
    });
    const meter = await shop.productNamed('Digital TDS Meter');
    priceCents = Math.round(meter.price * 100);
    await shop.addToCart(shopperToken, { productId: meter._id, quantity: 2 });
    shopperPage = await signedInPage(browser, viewport, shopperToken);
  });
  afterAll(async () => {
    await adminPage?.context.close();
    await shopperPage?.context.close();
  });

  it('the admin creates a 10 % code, once per customer, from the account menu and grants it to the shopper', async () => {
    const { page } = adminPage;
    await page.goto('/account');
    await page.getByRole('link', { name: P.title }).click();
    await page.waitForURL(/\/promoCodes$/);
    await page.getByRole('heading', { level: 1, name: P.title }).waitFor();
    // Create with nothing typed: domain's messages, focus on Code.
    await page.getByRole('button', { name: P.create }).click();
    const codeField = page.getByRole('textbox', { name: new RegExp(`^${P.code}`) });
    await page.getByText(MESSAGES.promoCodes.codeRequired).waitFor();
    expect(await codeField.evaluate((field) => field === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, `/promoCodes (errors) at ${width}px`);

    await codeField.fill(code.toLowerCase());
    await page.getByRole('textbox', { name: P.percentOff }).fill('10');
    await page.getByRole('textbox', { name: P.perCustomerLimit }).fill('1');
    await page.getByRole('button', { name: P.create }).click();
    const list = page.getByRole('list', { name: P.list });
    const card = list.getByRole('listitem').filter({ hasText: code }).first();
    await card.waitFor();
    await card.getByText('10% off').waitFor();
    await card
      .getByRole('textbox', { name: formatString(P.grantEmailLabel, { code }) })
      .fill(shopper.email);
    await card.getByRole('button', { name: formatString(P.grantLabel, { code }) }).click();
    await card.getByText('Promo code granted.').waitFor();
    await expectNoAxeViolations(page, `/promoCodes at ${width}px`);
  });

  it('the shopper sees it under Coupons, available', async () => {
    const { page } = shopperPage;
    await page.goto('/account');
    await page.getByRole('link', { name: enUS.accountMenu.coupons }).click();
    await page.waitForURL(/\/coupons$/);
    const coupon = page
      .getByRole('list', { name: enUS.accountMenu.coupons })
      .getByRole('listitem')
      .filter({ hasText: code })
      .first();
    await coupon.getByText(enUS.accountMenu.couponStates.available).waitFor();
    await coupon.getByText('10% off').waitFor();
    await expectNoAxeViolations(page, `/coupons at ${width}px`);
  });

  it('an unknown code shows its message; the code applied shows the server’s discount and total, and Remove takes it off', async () => {
    const { page } = shopperPage;
    const subtotal = priceCents * 2;
    const discount = Math.floor((subtotal * 10 + 50) / 100);
    await page.goto('/checkout');
    const total = page.getByTestId('checkout-total');
    await total.filter({ hasText: usd(subtotal) }).waitFor();
    const field = page.getByRole('textbox', { name: enUS.checkout.promoCode });
    await field.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: enUS.checkout.applyCode }).click();
    await page.getByText(MESSAGES.promoCodes.unknown).first().waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(
      await field.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      ),
    ).toContain(MESSAGES.promoCodes.unknown);
    await page.getByRole('status').filter({ hasText: MESSAGES.promoCodes.unknown }).waitFor();
    await total.filter({ hasText: usd(subtotal) }).waitFor();
    await expectNoAxeViolations(page, `/checkout (unknown code) at ${width}px`);

    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: enUS.checkout.applyCode }).click();
    const remove = page.getByRole('button', {
      name: formatString(enUS.checkout.removeCodeLabel, { code }),
    });
    await remove.waitFor();
    const lines = page.getByTestId('checkout-discount');
    await lines.getByText(formatString(enUS.checkout.discountWithCode, { code })).waitFor();
    await lines.getByText(`−${usd(discount)}`).waitFor();
    await total.filter({ hasText: usd(subtotal - discount) }).waitFor();
    // The payment panel shows the amount charged: the server's.
    await page
      .locator('.wt-PaymentPanel-total')
      .filter({ hasText: usd(subtotal - discount) })
      .waitFor();
    await expectNoAxeViolations(page, `/checkout (code applied) at ${width}px`);

    await remove.click();
    await total.filter({ hasText: usd(subtotal) }).waitFor();
    expect(await lines.count()).toBe(0);
    await field.fill(code);
    await page.getByRole('button', { name: enUS.checkout.applyCode }).click();
    await total.filter({ hasText: usd(subtotal - discount) }).waitFor();
  });

  it('pays the discounted total and sees it in Order History; the coupon is then used', async () => {
    const { page } = shopperPage;
    const subtotal = priceCents * 2;
    const charged = subtotal - Math.floor((subtotal * 10 + 50) / 100);
    await page.getByLabel(enUS.checkout.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(enUS.checkout.expiry).fill('12/34');
    await page.getByLabel(enUS.checkout.cvc).fill('123');
    await page
      .locator('.wt-PaymentPanel-total')
      .filter({ hasText: usd(charged) })
      .waitFor();
    await page.getByRole('button', { name: enUS.checkout.payNow }).click();
    await page.getByText(MESSAGES.checkout.success).waitFor();
    await page.waitForURL(/\/orderHistory$/);
    await page.getByText(usd(charged)).first().waitFor();
    const discountLine = page.getByTestId('order-discount').first();
    await discountLine.getByText(formatString(enUS.orders.discount, { code })).waitFor();
    await discountLine.getByText(`−${usd(subtotal - charged)}`).waitFor();

    const orders = (await unwrap(shop.client(shopperToken).GET('/orders/myorders'))).data;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      promoCode: code,
      subtotal: subtotal / 100,
      totalPrice: charged / 100,
    });

    await page.goto('/coupons');
    await page
      .getByRole('list', { name: enUS.accountMenu.coupons })
      .getByRole('listitem')
      .filter({ hasText: code })
      .first()
      .getByText(enUS.accountMenu.couponStates.used)
      .waitFor();
  });

  it('the admin edits the code and deactivates it; the shopper’s coupon says it is no longer active', async () => {
    const { page } = adminPage;
    await page.goto('/promoCodes');
    const card = page
      .getByRole('list', { name: P.list })
      .getByRole('listitem')
      .filter({ hasText: code })
      .first();
    await card.getByRole('button', { name: formatString(P.editLabel, { code }) }).click();
    await page.getByRole('heading', { name: formatString(P.editCode, { code }) }).waitFor();
    const limit = page.getByRole('textbox', { name: P.perCustomerLimit });
    expect(await limit.inputValue()).toBe('1');
    await limit.fill('2');
    await page.getByRole('button', { name: P.save }).click();
    await page.getByText('Promo code saved.').waitFor();
    await card.getByText(formatString(P.perCustomer, { count: 2 })).waitFor();
    await card.getByRole('button', { name: formatString(P.deactivateLabel, { code }) }).click();
    await card.getByText('Promo code deactivated.').waitFor();
    await card.getByText(P.inactive, { exact: true }).waitFor();

    await shopperPage.page.goto('/coupons');
    await shopperPage.page
      .getByRole('list', { name: enUS.accountMenu.coupons })
      .getByRole('listitem')
      .filter({ hasText: code })
      .first()
      .getByText(enUS.accountMenu.couponStates.inactive)
      .waitFor();
  });
});
