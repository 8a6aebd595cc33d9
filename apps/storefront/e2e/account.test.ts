import { unwrap } from '@wtkit/api-client';
import { MESSAGES, TOKEN_STORAGE_KEY, VERIFICATION_REDIRECT_MS } from '@wtkit/domain';
import { enUS } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shop } from './api';
import { expectNoAxeViolations, launchChromium, openPage, WIDTHS } from './browser';
import { lastCodeSentTo, readOutbox } from './outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const admin = inject('admin');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// The server's own sentence for a wrong code (apps/api/src/auth/codes.ts).
const WRONG_CODE = 'The code is not correct.';

describe.each(WIDTHS)('the account pages at $width px ($name)', ({ name, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  const user = {
    name: `Robin ${name}`,
    email: `robin.${name}.${Date.now()}@example.com`,
    password: 'clear-springs-2026',
  };

  beforeAll(async () => {
    ({ context, page } = await openPage(browser, { width, height }));
  });
  afterAll(async () => {
    await context?.close();
  });

  const banner = () => page.getByRole('link', { name: MESSAGES.session.emailNotVerified });
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  const estimate = () => page.getByRole('checkbox', { name: enUS.account.useApproximation });

  it('tells a signed-out visitor to log in on each account page', async () => {
    const pages = [
      ['/settings', MESSAGES.settings.loginRequired],
      ['/shippingDetails', MESSAGES.shipping.loginFirst],
      ['/sendVerificationEmail', MESSAGES.verification.loginRequired],
      ['/enterVerificationCode?type=email', MESSAGES.verification.loginToVerify],
    ] as const;
    for (const [path, message] of pages) {
      await page.goto(path);
      await page.getByText(message).waitFor();
      await page.getByRole('link', { name: enUS.layout.signIn, exact: true }).last().waitFor();
      await expectNoAxeViolations(page, `${path} signed out at ${width}px`);
    }
  });

  it('signs up and signs in', async () => {
    await page.goto('/log/sign-up');
    await page.getByLabel(enUS.auth.name, { exact: true }).fill(user.name);
    await page.getByLabel(enUS.auth.credential).fill(user.email);
    await page.getByLabel(enUS.auth.password).fill(user.password);
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check({ force: true });
    await boxes.nth(1).check({ force: true });
    await expectNoAxeViolations(page, `/log/sign-up at ${width}px`);
    // The request is held until the page says it is verifying.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/auth/register', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: enUS.auth.signUp }).click();
    await page.getByRole('status').filter({ hasText: MESSAGES.auth.verifying }).waitFor();
    release();
    await page.waitForURL(/\/log$/);
    await page.unroute('**/api/v1/auth/register');
    await expectNoAxeViolations(page, `/log at ${width}px`);
    await page.getByLabel(enUS.auth.credential).fill(user.email);
    await page.getByLabel(enUS.auth.password).fill(user.password);
    await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await banner().waitFor();
    await expectNoAxeViolations(page, `/ signed in at ${width}px`);
  });

  it('reaches the account pages from the account menu', async () => {
    await page.goto('/account');
    const menu = page.getByRole('navigation', { name: enUS.layout.account });
    await menu.getByRole('link', { name: enUS.account.settingsTitle }).waitFor();
    await expectNoAxeViolations(page, `/account at ${width}px`);
    await menu.getByRole('link', { name: enUS.account.settingsTitle }).click();
    await page.waitForURL(/\/settings$/);
    await page.goBack();
    await menu.getByRole('link', { name: enUS.accountMenu.shippingDetails }).click();
    await page.waitForURL(/\/shippingDetails$/);
  });

  it('saves settings with the estimate on, then off (a reload shows what was saved)', async () => {
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: enUS.account.settingsTitle }).waitFor();
    // A new household's defaults: 1 person, no pets, municipal water, readings 0.
    expect(await field(enUS.account.peopleNumber).inputValue()).toBe('1');
    expect(await estimate().isChecked()).toBe(false);
    await expectNoAxeViolations(page, `/settings at ${width}px`);

    await field(enUS.account.zip).fill('75201');
    await field(enUS.account.peopleNumber).fill('3');
    await field(enUS.account.petsNumber).fill('1');
    await estimate().check({ force: true });
    expect(await field(enUS.account.tds).isDisabled()).toBe(true);
    expect(await field(enUS.account.hardness).isDisabled()).toBe(true);
    await page.getByRole('button', { name: enUS.account.saveSettings }).click();
    await page.getByText(MESSAGES.settings.success).waitFor();

    // Saved as null: loading a null TDS or hardness turns the estimate on again.
    await page.reload();
    await estimate().waitFor();
    expect(await estimate().isChecked()).toBe(true);
    expect(await field(enUS.account.tds).isDisabled()).toBe(true);
    expect(await field(enUS.account.zip).inputValue()).toBe('75201');
    expect(await field(enUS.account.peopleNumber).inputValue()).toBe('3');
    expect(await field(enUS.account.petsNumber).inputValue()).toBe('1');

    await estimate().uncheck({ force: true });
    expect(await field(enUS.account.tds).isDisabled()).toBe(false);
    await field(enUS.account.tds).fill('180');
    await field(enUS.account.hardness).fill('120');
    await page.getByRole('radio', { name: 'Well' }).check({ force: true });
    await field(enUS.account.showerTime).fill('9');
    await page.getByRole('button', { name: enUS.account.saveSettings }).click();
    await page.getByText(MESSAGES.settings.success).waitFor();
    await expectNoAxeViolations(page, `/settings saved at ${width}px`);

    await page.reload();
    await estimate().waitFor();
    expect(await estimate().isChecked()).toBe(false);
    expect(await field(enUS.account.tds).inputValue()).toBe('180');
    expect(await field(enUS.account.hardness).inputValue()).toBe('120');
    expect(await field(enUS.account.showerTime).inputValue()).toBe('9');
    expect(await page.getByRole('radio', { name: 'Well' }).isChecked()).toBe(true);
  });

  it('saves the shipping details, and the settings ZIP keeps the rest of the address', async () => {
    await page.goto('/shippingDetails');
    await page.getByRole('heading', { level: 1, name: enUS.account.shippingTitle }).waitFor();
    expect(await page.getByRole('heading', { name: enUS.account.settingsTitle }).count()).toBe(0);
    // The ZIP saved on the settings page is the address's ZIP.
    expect(await field(enUS.account.zip).inputValue()).toBe('75201');
    await page.getByRole('button', { name: enUS.account.saveShipping }).click();
    await page.getByText(MESSAGES.shipping.streetRequired).waitFor();
    await expectNoAxeViolations(page, `/shippingDetails at ${width}px`);

    await field(enUS.account.street).fill('1200 Elm Street');
    await field(enUS.account.city).fill('Dallas');
    await field(enUS.account.state).fill('TX');
    await field(enUS.account.zip).fill('75204');
    await page.getByRole('button', { name: enUS.account.saveShipping }).click();
    await page.getByText(MESSAGES.shipping.success).waitFor();

    await page.reload();
    await field(enUS.account.street).waitFor();
    expect(await field(enUS.account.street).inputValue()).toBe('1200 Elm Street');
    expect(await field(enUS.account.city).inputValue()).toBe('Dallas');
    expect(await field(enUS.account.state).inputValue()).toBe('TX');
    expect(await field(enUS.account.zip).inputValue()).toBe('75204');

    // Settings sends only the ZIP: the street, city and state stay.
    await page.goto('/settings');
    await field(enUS.account.zip).fill('75205');
    await page.getByRole('button', { name: enUS.account.saveSettings }).click();
    await page.getByText(MESSAGES.settings.success).waitFor();
    await page.goto('/shippingDetails');
    await field(enUS.account.street).waitFor();
    expect(await field(enUS.account.street).inputValue()).toBe('1200 Elm Street');
    expect(await field(enUS.account.zip).inputValue()).toBe('75205');
  });

  it('verifies the e-mail with the code from the outbox, then lands on /account without the banner', async () => {
    await page.goto('/');
    await banner().click();
    await page.waitForURL(/\/sendVerificationEmail$/);
    await page.getByRole('button', { name: enUS.account.sendVerificationEmail }).waitFor();
    expect(await banner().count()).toBe(0);
    await expectNoAxeViolations(page, `/sendVerificationEmail at ${width}px`);

    await page.getByRole('button', { name: enUS.account.sendVerificationEmail }).click();
    await page.waitForURL(/\/enterVerificationCode\?type=email$/);
    await page.getByRole('heading', { level: 1, name: enUS.account.verifyEmailTitle }).waitFor();
    // The server's sentence about the sent code.
    await page.getByRole('status').filter({ hasText: 'Verification code sent to' }).waitFor();
    expect(await banner().count()).toBe(0);
    await expectNoAxeViolations(page, `/enterVerificationCode at ${width}px`);

    const code = await lastCodeSentTo(dataDir, user.email);
    const input = page.getByRole('textbox', { name: enUS.account.verificationCode });
    expect(await input.getAttribute('maxlength')).toBe('6');
    await input.fill('12345');
    await page.getByRole('button', { name: enUS.account.verify, exact: true }).click();
    await page.getByText(MESSAGES.verification.invalidCode).waitFor();

    await input.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: enUS.account.verify, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: WRONG_CODE }).waitFor();
    await expectNoAxeViolations(page, `/enterVerificationCode wrong code at ${width}px`);

    await input.fill(code);
    const verifiedAt = Date.now();
    await page.getByRole('button', { name: enUS.account.verify, exact: true }).click();
    await page.getByText(MESSAGES.verification.success).waitFor();
    expect(new URL(page.url()).pathname).toBe('/enterVerificationCode');
    await page.waitForURL(/\/account$/);
    expect(Date.now() - verifiedAt).toBeGreaterThanOrEqual(VERIFICATION_REDIRECT_MS);
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    expect(await banner().count()).toBe(0);
    await expectNoAxeViolations(page, `/account verified at ${width}px`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
    expect(await banner().count()).toBe(0);
  });

  it('shows the loading state of settings and shipping details without a layout shift', async () => {
    // A verified user (the test before), so no e-mail banner arrives with the user's data.
    // The API's answers are held until the spinner is on screen, then let through: the form
    // replaces the spinner, whatever the machine's speed.
    let release = () => {};
    const hold = async (route: import('playwright-core').Route) => {
      await held;
      await route.continue();
    };
    let held = Promise.resolve();
    await page.route('**/api/v1/**', hold);
    try {
      for (const [path, label] of [
        ['/settings', enUS.account.zip],
        ['/shippingDetails', enUS.account.street],
      ] as const) {
        held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const navigation = page.goto(path);
        await page.locator('.sf-loading').waitFor();
        release();
        await navigation;
        await field(label).waitFor();
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let sum = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                })[]) {
                  if (!entry.hadRecentInput) sum += entry.value;
                }
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(sum), 200);
            }),
        );
        expect(shift, `${path}: cumulative layout shift`).toBeLessThan(0.01);
      }
    } finally {
      release();
      await page.unroute('**/api/v1/**', hold);
    }
  });

  it('shows an error and Return to Settings when the code page has no type', async () => {
    await page.goto('/enterVerificationCode');
    await page.getByText(MESSAGES.verification.noType).waitFor();
    await expectNoAxeViolations(page, `/enterVerificationCode without type at ${width}px`);
    await page.getByRole('link', { name: enUS.account.returnToSettings }).click();
    await page.waitForURL(/\/account$/);
  });

  it('sends the contact form to the shop and confirms only once the server has it', async () => {
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1, name: enUS.layout.contactUs }).waitFor();
    await page.getByRole('link', { name: /Residential Water Solutions/ }).waitFor();
    await page.getByRole('link', { name: /Commercial Water Treatment/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Our services' }).waitFor();
    await expectNoAxeViolations(page, `/contact-us at ${width}px`);

    // Signed in: name and e-mail come from the account.
    expect(await field(enUS.account.contactName).inputValue()).toBe(user.name);
    expect(await field(enUS.account.contactEmail).inputValue()).toBe(user.email);
    await page.getByRole('button', { name: enUS.account.send, exact: true }).click();
    await page.getByText(MESSAGES.contactForm.subjectRequired).waitFor();
    expect(await page.getByText(MESSAGES.contactForm.received).count()).toBe(0);

    const subject = `Reverse osmosis for a ${name} kitchen ${Date.now()}`;
    await field(enUS.account.contactSubject).fill(subject);
    await field(enUS.account.contactMessage).fill('Which system suits 300 ppm city water?');
    await page.getByRole('button', { name: enUS.account.send, exact: true }).click();
    await page.getByText(MESSAGES.contactForm.received).waitFor();
    // The server stored it and e-mailed the shop's inbox (the admin, no SHOP_INBOX here).
    const delivered = readOutbox(dataDir).find(
      (message) => message.subject === `Contact form: ${subject}`,
    );
    expect(delivered?.to).toBe(admin.email);
    expect(delivered?.text).toContain(`From: ${user.name} <${user.email}>`);
    expect(delivered?.text).toContain('Which system suits 300 ppm city water?');
    // The form is emptied for another message.
    expect(await field(enUS.account.contactSubject).inputValue()).toBe('');
  });

  it("shows the server's refusal instead of a success line", async () => {
    // A refusal the client cannot provoke here (the e2e server's rate limit is out of the way).
    const refusal = 'Too many messages from your address. Please wait a few minutes and try again.';
    await page.route('**/api/v1/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: refusal }),
      }),
    );
    await page.goto('/contact-us');
    await field(enUS.account.contactName).fill(user.name);
    await field(enUS.account.contactEmail).fill(user.email);
    await field(enUS.account.contactSubject).fill('Well water');
    await field(enUS.account.contactMessage).fill('Is a softener enough?');
    await page.getByRole('button', { name: enUS.account.send, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(await page.getByText(MESSAGES.contactForm.received).count()).toBe(0);
    await expectNoAxeViolations(page, `/contact-us refused at ${width}px`);
    await page.unroute('**/api/v1/contact');

    await page.route('**/api/v1/trackers', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Database unavailable.' }),
          })
        : route.fallback(),
    );
    await page.goto('/settings');
    await page.getByRole('button', { name: enUS.account.saveSettings }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: MESSAGES.settings.saveError('Database unavailable.') })
      .waitFor();
    expect(await page.getByText(MESSAGES.settings.success).count()).toBe(0);
    await expectNoAxeViolations(page, `/settings refused at ${width}px`);
    await page.unroute('**/api/v1/trackers');
  });

  it('renders the policy pages with their sections and the shop contact points', async () => {
    const policies = [
      ['/privacy-policy', 'Privacy Policy', 11],
      ['/terms-and-conditions', 'Terms and Conditions', 15],
      ['/warranty', 'Warranty and Return Policy', 9],
    ] as const;
    for (const [path, title, sections] of policies) {
      await page.goto(path);
      const article = page.getByRole('article');
      await article.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await article.getByRole('heading', { level: 2 }).count()).toBe(sections);
      const contents = page.getByRole('navigation', { name: 'Contents' });
      expect(await contents.getByRole('link').count()).toBe(sections);
      await expectNoAxeViolations(page, `${path} at ${width}px`);
    }

    // The warranty page states the policy limits (warranty, return window, restocking fee).
    const text = (await page.getByRole('article').textContent()) ?? '';
    for (const limit of [
      'original purchaser only',
      'within 30 days of delivery',
      'RMA',
      '10% restocking fee',
      'within 10 days of the invoice date',
      'within 5 business days of delivery',
      'under three minutes',
    ]) {
      expect(text).toContain(limit);
    }
    // Contact points from configuration, the same as the footer's.
    const footer = page.getByRole('contentinfo');
    const footerEmail = (await footer.getByRole('link', { name: /@/ }).first().textContent()) ?? '';
    expect(footerEmail).not.toBe('');
    await page.getByRole('article').getByRole('link', { name: footerEmail }).waitFor();

    // The table of contents leads to its section.
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').nth(3).click();
    await page.waitForURL(/\/warranty#returns$/);
    await page.getByRole('heading', { level: 2, name: /Returns within 30 days/ }).waitFor();
  });

  it('logs out on the server too: the old token no longer works anywhere', async () => {
    await page.goto('/account');
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: enUS.layout.logOut }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    await expect
      .poll(async () => {
        const me = await fetch(`${baseUrl}/api/v1/users/me`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return me.status;
      })
      .toBe(401);
  });
});

describe('an account with only a phone number at 1280 px', () => {
  let context: BrowserContext;
  let page: Page;
  const phoneNumber = `+1555${String(Date.now()).slice(-7)}`;
  const password = 'well-water-2026';
  let token = '';

  beforeAll(async () => {
    token = (await shop.newShopper({ name: 'Morgan Phone', phoneNumber, password })).token;
    ({ context, page } = await openPage(browser, { width: 1280, height: 900 }));
    await page.goto('/');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      TOKEN_STORAGE_KEY,
      token,
    ] as const);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('is sent a code by text and verifies the phone on Verify Your Phone', async () => {
    await page.goto('/sendVerificationEmail');
    await page.getByRole('heading', { level: 1, name: enUS.account.verifyPhoneTitle }).waitFor();
    await page.getByText(phoneNumber).waitFor();
    await expectNoAxeViolations(page, '/sendVerificationEmail (phone) at 1280px');
    await page.getByRole('button', { name: enUS.account.sendVerificationEmail }).click();
    await page.waitForURL(/\/enterVerificationCode\?type=phone$/);
    await page.getByRole('heading', { level: 1, name: enUS.account.verifyPhoneTitle }).waitFor();
    await expectNoAxeViolations(page, '/enterVerificationCode?type=phone at 1280px');
    const sms = readOutbox(dataDir).filter((message) => message.to === phoneNumber);
    expect(sms.at(-1)?.channel).toBe('sms');
    await page
      .getByRole('textbox', { name: enUS.account.verificationCode })
      .fill(await lastCodeSentTo(dataDir, phoneNumber));
    await page.getByRole('button', { name: enUS.account.verify, exact: true }).click();
    await page.getByText(MESSAGES.verification.success).waitFor();
    await page.waitForURL(/\/account$/);
    const me = await unwrap(shop.client(token).GET('/users/me'));
    expect(me.data.isPhoneVerified).toBe(true);
  });
});
