import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unwrap } from '@wtkit/api-client';
import { TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { ADDRESS, emailReminders } from '@wtkit/test-support';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop } from './api';
import { expectNoAxeViolations, launchChromium, openPage, WIDTHS } from './browser';

const shots = fileURLToPath(new URL('../.e2e-output/', import.meta.url));
mkdirSync(shots, { recursive: true });

const SYSTEM = '4-Stage Reverse Osmosis System';

/** A shopper with a shipping address who tracks the RO system (through the API, as the dialog does). */
async function trackingShopper(name: string) {
  const { token, email } = await shop.newShopper({ name });
  await shop.updateMe(token, { address: ADDRESS });
  const system = await shop.productNamed(SYSTEM, { type: 'filter' });
  const { data: tracked } = await unwrap(
    shop.client(token).POST('/trackers/tracked-products', {
      body: {
        productId: system._id,
        customName: `Kitchen ${name}`,
        additionalData: emailReminders(email),
      },
    }),
  );
  const part = tracked.trackedSystemParts.find((candidate) => candidate.replacement);
  if (!part?.replacement) throw new Error('the seeded RO system has a part with a replacement');
  return { token, tracked, replacement: part.replacement };
}

const savedCardsOf = async (token: string) =>
  (await unwrap(shop.client(token).GET('/payment-methods'))).data;

describe.each(WIDTHS)(
  'filter plans, parts 1 and 2, at $width px ($name)',
  ({ name, width, height }) => {
    let context: BrowserContext;
    let page: Page;
    let shopper: Awaited<ReturnType<typeof trackingShopper>>;

    beforeAll(async () => {
      shopper = await trackingShopper(`Plan ${name}`);
      const browser = await launchChromium();
      ({ context, page } = await openPage(browser, { width, height }, 20_000));
      context.on('close', () => {
        void browser.close();
      });
      await context.addInitScript(({ key, token }) => localStorage.setItem(key, token), {
        key: TOKEN_STORAGE_KEY,
        token: shopper.token,
      });
    });
    afterAll(async () => {
      await context?.close();
    });

    it("shows each part's replacement with its price and stock, and Reorder now opens checkout with it alone", async () => {
      const { replacement } = shopper;
      await page.goto('/dashboard');
      const card = page.getByRole('article', { name: `Kitchen Plan ${name}` });
      await card.getByText(replacement.name, { exact: true }).first().waitFor();
      await card
        .getByText(`$${replacement.price.toFixed(2)}`)
        .first()
        .waitFor();
      await card
        .getByText(formatString(enUS.dashboard.inStock, { count: replacement.stock }))
        .first()
        .waitFor();
      await expectNoAxeViolations(page, `/dashboard with replacements at ${width}px`);
      await page.screenshot({ path: `${shots}replacements-${width}.png`, fullPage: true });

      await card
        .getByRole('button', {
          name: formatString(enUS.dashboard.reorderPart, { part: replacement.name }),
        })
        .click();
      await page.waitForURL(/\/checkout$/);
      const summary = page.getByRole('region', { name: enUS.cart.orderSummary });
      await summary.getByText(replacement.name).waitFor();
      await summary.getByText(formatString(enUS.checkout.quantity, { count: 1 })).waitFor();
      expect(await summary.getByTestId('checkout-total').textContent()).toBe(
        `$${replacement.price.toFixed(2)}`,
      );
      // Buy it Now: the cart is left alone.
      expect((await unwrap(shop.client(shopper.token).GET('/cart'))).data.items).toEqual([]);
      await expectNoAxeViolations(page, `/checkout from Reorder now at ${width}px`);
    });

    it('saves a card in Settings, shows a decline, and removes the card', async () => {
      await page.goto('/settings');
      const section = page.getByRole('region', { name: enUS.account.savedCardsTitle });
      await section.getByText(enUS.account.noSavedCards).waitFor();

      const addCard = page.getByRole('region', { name: enUS.account.addCard });
      const fill = async (number: string) => {
        await addCard.getByLabel(enUS.checkout.cardNumber).fill(number);
        await addCard.getByLabel(enUS.checkout.expiry).fill('12/34');
        await addCard.getByLabel(enUS.checkout.cvc).fill('123');
        await addCard.getByRole('button', { name: enUS.account.saveCard }).click();
      };
      await fill('4000 0000 0000 0002');
      await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
      expect(await savedCardsOf(shopper.token)).toEqual([]);

      await fill('4000 0000 0000 0341');
      const saved = formatString(enUS.account.cardEnding, { brand: 'Visa', last4: '0341' });
      await section.getByText(saved).waitFor();
      await section
        .getByText(formatString(enUS.account.cardExpires, { month: '12', year: '2034' }))
        .waitFor();
      // A fresh form after a save.
      expect(await addCard.getByLabel(enUS.checkout.cardNumber).inputValue()).toBe('');
      expect(await savedCardsOf(shopper.token)).toMatchObject([{ brand: 'visa', last4: '0341' }]);
      await expectNoAxeViolations(page, `/settings with a saved card at ${width}px`);
      await page.screenshot({ path: `${shots}saved-cards-${width}.png`, fullPage: true });

      await section
        .getByRole('button', {
          name: formatString(enUS.account.removeCardLabel, { brand: 'Visa', last4: '0341' }),
        })
        .click();
      await section.getByText(enUS.account.noSavedCards).waitFor();
      expect(await savedCardsOf(shopper.token)).toEqual([]);
    });
  },
);
