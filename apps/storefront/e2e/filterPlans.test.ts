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
import { expectAnnounced, expectFocus, tabTo } from './keyboard';

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
  const sediment = tracked.trackedSystemParts.find((candidate) =>
    /sediment/i.test(candidate.replacement?.name ?? ''),
  );
  if (!sediment?.replacement) throw new Error('the seeded RO system has a sediment filter');
  return { token, tracked, replacement: part.replacement, sediment };
}

const savedCardsOf = async (token: string) =>
  (await unwrap(shop.client(token).GET('/payment-methods'))).data;

const plansOf = async (token: string) => (await unwrap(shop.client(token).GET('/plans'))).data;

/** Types a test card into Settings' card form (on the settings page) and presses Save Card. */
async function saveCardInSettings(page: Page, number: string) {
  const addCard = page.getByRole('region', { name: enUS.account.addCard });
  await addCard.getByLabel(enUS.checkout.cardNumber).fill(number);
  await addCard.getByLabel(enUS.checkout.expiry).fill('12/34');
  await addCard.getByLabel(enUS.checkout.cvc).fill('123');
  await addCard.getByRole('button', { name: enUS.account.saveCard }).click();
}

/** A plan date (`2026-07-15`) as the dashboard shows it in en-US. */
const shownDate = (isoDay: string | null) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));

describe.each(WIDTHS)(
  'filter plans, parts 1 to 3, at $width px ($name)',
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
      const fill = (number: string) => saveCardInSettings(page, number);
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

    it('starts a plan for the sediment filter, skips, pauses, resumes and cancels it by keyboard alone, each announced and focus kept', async () => {
      const part = shopper.sediment.partProductNameSnapshot;
      const said = (template: string, date: string | null = null) =>
        formatString(template, { part, date: date ? shownDate(date) : '' });
      const controls = () =>
        page
          .getByRole('article', { name: `Kitchen Plan ${name}` })
          .getByRole('group', { name: formatString(enUS.plans.groupLabel, { part }) });

      // No saved card yet: the controls say why and link to Settings.
      await page.goto('/dashboard');
      await controls().getByText(enUS.plans.noSavedCard).waitFor();
      await controls().getByRole('link', { name: enUS.plans.saveCard }).click();
      await page.waitForURL(/\/settings$/);
      await saveCardInSettings(page, '4242 4242 4242 4242');
      await page
        .getByRole('region', { name: enUS.account.savedCardsTitle })
        .getByText(formatString(enUS.account.cardEnding, { brand: 'Visa', last4: '4242' }))
        .waitFor();

      // Start a plan with the keyboard alone: the disclosure, the card, the quantity, Start plan.
      await page.goto('/dashboard');
      const startName = formatString(enUS.plans.startPlanLabel, { part });
      await controls().getByRole('button', { name: startName }).waitFor();
      await tabTo(page, { role: 'button', name: startName }, { limit: 120 });
      await page.keyboard.press('Enter');
      expect(
        await controls().getByRole('button', { name: startName }).getAttribute('aria-expanded'),
      ).toBe('true');
      const card = formatString(enUS.plans.cardOption, {
        card: formatString(enUS.account.cardEnding, { brand: 'Visa', last4: '4242' }),
        month: '12',
        year: '2034',
      });
      await tabTo(page, { role: 'radio', name: card });
      expect(await controls().getByRole('radio', { name: card }).isChecked()).toBe(true);
      await tabTo(page, { role: 'textbox', name: enUS.plans.quantity });
      await page.keyboard.press('ArrowUp');
      await controls()
        .getByText(
          formatString(enUS.plans.eachOrder, {
            quantity: 2,
            product: shopper.sediment.replacement?.name ?? '',
            price: `$${shopper.sediment.replacement?.price.toFixed(2)}`,
          }),
        )
        .waitFor();
      await tabTo(page, { role: 'button', name: enUS.plans.confirmStart });
      await page.keyboard.press('Enter');
      const skipName = formatString(enUS.plans.skipNextLabel, { part });
      await expectFocus(page, { role: 'button', name: skipName });
      const [started] = await plansOf(shopper.token);
      expect(started).toMatchObject({
        trackedPartId: shopper.sediment._id,
        status: 'active',
        quantity: 2,
        savedCard: { last4: '4242' },
      });
      await expectAnnounced(page, said(enUS.plans.announceStarted, started?.nextOrderDate ?? null));
      await controls().getByText(enUS.plans.states.active, { exact: true }).waitFor();
      await controls()
        .getByText(shownDate(started?.nextOrderDate ?? null), { exact: true })
        .waitFor();
      await expectNoAxeViolations(page, `/dashboard with a plan at ${width}px`);
      await page.screenshot({ path: `${shots}plan-active-${width}.png`, fullPage: true });

      // Skip next: said with the new date, and the skipped order shown.
      await page.keyboard.press('Enter');
      await controls().getByText(enUS.plans.states.skipped).waitFor();
      const [skipped] = await plansOf(shopper.token);
      expect(skipped?.skippedDueDate).toBe(started?.nextOrderDate);
      await expectAnnounced(page, said(enUS.plans.announceSkipped, skipped?.nextOrderDate ?? null));
      await controls()
        .getByText(
          formatString(enUS.plans.skippedNote, {
            date: shownDate(skipped?.skippedDueDate ?? null),
          }),
        )
        .waitFor();

      // Pause: said, and focus on Resume, which took its place.
      await tabTo(page, { role: 'button', name: formatString(enUS.plans.pauseLabel, { part }) });
      await page.keyboard.press('Enter');
      await expectAnnounced(page, said(enUS.plans.announcePaused));
      const resumeName = formatString(enUS.plans.resumeLabel, { part });
      await expectFocus(page, { role: 'button', name: resumeName });
      expect((await plansOf(shopper.token))[0]?.status).toBe('paused');
      await controls().getByText(enUS.plans.noNextOrder).waitFor();

      // Resume: said with the next order date.
      await page.keyboard.press('Enter');
      await expectFocus(page, { role: 'button', name: skipName });
      const [resumed] = await plansOf(shopper.token);
      expect(resumed?.status).toBe('active');
      await expectAnnounced(page, said(enUS.plans.announceResumed, resumed?.nextOrderDate ?? null));

      // Cancel asks first; Cancel plan ends it, said, and Start a plan is back with focus.
      await tabTo(page, { role: 'button', name: formatString(enUS.plans.cancelLabel, { part }) });
      await page.keyboard.press('Enter');
      await page
        .getByRole('alertdialog', { name: formatString(enUS.plans.cancelTitle, { part }) })
        .waitFor();
      await tabTo(page, { role: 'button', name: enUS.plans.cancelConfirm });
      await page.keyboard.press('Enter');
      await expectAnnounced(page, said(enUS.plans.announceCancelled));
      await expectFocus(page, { role: 'button', name: startName });
      expect(await plansOf(shopper.token)).toEqual([]);
    });
  },
);
