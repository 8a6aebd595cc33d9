import { crc32, deflateSync } from 'node:zlib';
import { MESSAGES, TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { ADDRESS } from '@wtkit/test-support';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shop } from './api';
import { launchChromium, openPage, WIDTHS } from './browser';
import {
  escapeRegExp,
  expectAnnounced,
  expectArrivedAt,
  expectFocus,
  expectFocusWithin,
  expectHeadingFocused,
  expectOutlineAndLandmarks,
  focusedAnnouncement,
  reflowProblems,
  tabTo,
  typeText,
} from './keyboard';

const admin = inject('admin');
const SYSTEM = '4-Stage Reverse Osmosis System';

/*
 * The signed-in journeys with the keyboard alone (the rules of keyboardJourneys.test.ts): the
 * filter tracker on the dashboard and the admin's catalogue and orders. Each step says where
 * focus is, that it shows, and what a screen reader hears when the page changes in place.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG (the server checks an upload's first bytes). */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, 30, 120, 200]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A customer who bought the filter system (paid over HTTP), waiting to install it. */
async function customerWithPaidSystem(name: string) {
  const { token } = await shop.newShopper({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`,
    password: 'keyboard-only-2026',
  });
  await shop.updateMe(token, { address: ADDRESS });
  const system = await shop.productNamed(SYSTEM, { type: 'filter' });
  await shop.addToCart(token, { productId: system._id, quantity: 1 });
  await shop.placePaidOrder(token);
  return token;
}

/** Opens the site signed in with `token` (set behind the page's back), at `path`. */
/**
 * Enter on the focused Choose Image opens the file chooser. On a loaded machine Chromium once
 * let the first press pass without one (no chooser in 15 s); the key is pressed again then, so
 * a keyboard that cannot open it still fails.
 */
async function chooserFromEnter(page: Page) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => null);
    await page.keyboard.press('Enter');
    const opened = await chooser;
    if (opened) return opened;
  }
  throw new Error('Enter on Choose Image opened no file chooser in three presses');
}

async function signedInAt(page: Page, token: string, path: string) {
  await page.goto('/');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key ?? '', value ?? ''),
    [TOKEN_STORAGE_KEY, token],
  );
  await page.goto(path);
  await page.locator('main h1').waitFor();
}

describe.each(WIDTHS)(
  'keyboard only on the dashboard at $width px ($name)',
  ({ name, width, height }) => {
    let context: BrowserContext;
    let page: Page;
    const trackerName = `Sink RO ${name}`;
    const trackedHeading = { role: 'heading', name: enUS.dashboard.myTrackedFilters } as const;

    beforeAll(async () => {
      const token = await customerWithPaidSystem(`Robin ${name}`);
      ({ context, page } = await openPage(browser, { width, height }, 15_000));
      await signedInAt(page, token, '/dashboard');
    });
    afterAll(async () => {
      await context?.close();
    });

    it('tracks the ordered system through the tracker dialog (its errors said on the field)', async () => {
      await page.getByRole('button', { name: enUS.dashboard.installAndTrack }).waitFor();
      await expectOutlineAndLandmarks(page, `/dashboard at ${width}px`);
      await tabTo(page, { role: 'button', name: enUS.dashboard.installAndTrack }, { limit: 80 });
      await page.keyboard.press('Enter');
      await expectFocusWithin(page, 'dialog');
      const trackerField = { role: 'textbox', name: enUS.tracker.trackerName } as const;
      await expectFocus(page, trackerField);
      // Sent with the name empty: focus stays on the field, whose description is the error.
      await page.keyboard.press('Enter');
      await expectFocus(page, trackerField);
      await expect
        .poll(async () => (await focusedAnnouncement(page)).description)
        .toContain(MESSAGES.tracker.nameRequired);
      await typeText(page, trackerName);
      await tabTo(page, { role: 'textbox', name: enUS.tracker.tds });
      await typeText(page, '150');
      await tabTo(page, { role: 'textbox', name: enUS.tracker.hardness });
      await typeText(page, '10');
      await tabTo(page, { role: 'button', name: enUS.tracker.save });
      await page.keyboard.press('Enter');
      await expectAnnounced(page, MESSAGES.dashboard.trackerSaved(trackerName));
      // Install & Track went with the installation: focus continues from My Tracked Filters.
      await expectFocus(page, trackedHeading);
      await page.getByRole('article', { name: trackerName }).waitFor();
    });

    it('resets a part: said, and focus stays on its Reset', async () => {
      const card = page.getByRole('article', { name: trackerName });
      const firstReset = card.getByRole('button', { name: /^Reset / }).first();
      const resetName = (await firstReset.getAttribute('aria-label')) ?? '';
      const part = resetName.replace(/^Reset /, '');
      await tabTo(page, { role: 'button', name: resetName });
      await page.keyboard.press('Enter');
      await expectAnnounced(page, MESSAGES.dashboard.partReset(part));
      await expectFocus(page, { role: 'button', name: resetName });
    });

    it('deletes the tracked system after the confirmation: said, and focus on My Tracked Filters', async () => {
      const deleteName = formatString(enUS.dashboard.deleteTracked, { name: trackerName });
      await tabTo(page, { role: 'button', name: deleteName });
      await page.keyboard.press('Enter');
      await expectFocusWithin(page, 'alertdialog');
      await tabTo(page, { role: 'button', name: enUS.dashboard.delete });
      await page.keyboard.press('Enter');
      await expectAnnounced(page, MESSAGES.dashboard.trackedDeleted(trackerName));
      await page.getByText(MESSAGES.dashboard.noTrackedFilters).waitFor();
      await expectFocus(page, trackedHeading);
    });
  },
);

describe.each(WIDTHS)(
  'keyboard only in the cart at $width px ($name)',
  ({ name, width, height }) => {
    let context: BrowserContext;
    let page: Page;
    let removed = '';

    beforeAll(async () => {
      const { token } = await shop.newShopper({
        name: `Cart ${name}`,
        email: `cart.keys.${name}.${Date.now()}@example.com`,
        password: 'keyboard-only-2026',
      });
      const first = await shop.productNamed('4-Stage Reverse Osmosis System');
      const second = await shop.productNamed('Alkaline Remineralization Cartridge');
      removed = second.name;
      await shop.addToCart(token, { productId: first._id, quantity: 1 });
      await shop.addToCart(token, { productId: second._id, quantity: 1 });
      ({ context, page } = await openPage(browser, { width, height }, 15_000));
      await signedInAt(page, token, '/shoppingCart');
    });
    afterAll(async () => {
      await context?.close();
    });

    it('removes a line: said, and focus on the cart heading', async () => {
      const remove = {
        role: 'button',
        name: formatString(enUS.cart.remove, { name: removed }),
      } as const;
      await page.getByRole(remove.role, { name: remove.name }).waitFor();
      await tabTo(page, remove, { limit: 80 });
      await page.keyboard.press('Enter');
      await expectAnnounced(page, MESSAGES.cart.removed(removed));
      await expectFocus(page, { role: 'heading', name: enUS.cart.title });
      expect(await page.getByRole(remove.role, { name: remove.name }).count()).toBe(0);
    });
  },
);

describe.each(WIDTHS)(
  'keyboard only as the admin at $width px ($name)',
  ({ name, width, height }) => {
    let context: BrowserContext;
    let page: Page;
    const phone = width < 1024;
    const stamp = `${Date.now()}-${name}`;
    const created = `Keyed Softener ${stamp}`;
    // Listings are paged by name and the suite's other files add products to the same shop:
    // these names sort into the first page, after every seeded name that starts with a digit
    // (so they never become the catalogue's first product, which other files' tests read).
    const doomed = [`AAA Keyed Cartridge A ${stamp}`, `AAA Keyed Cartridge B ${stamp}`];

    beforeAll(async () => {
      const { token } = await shop.signIn(admin.email, admin.password);
      for (const [index, product] of doomed.entries()) {
        await shop.createProduct(token, {
          name: product,
          sku: `KEY-DEL-${index}-${stamp}`,
          price: 5,
          stock: 1,
          category: 'residential',
          description: 'To be deleted from the keyboard.',
        });
      }
      ({ context, page } = await openPage(browser, { width, height }, 15_000));
      await signedInAt(page, token, '/residential');
    });
    afterAll(async () => {
      await context?.close();
    });

    it('creates a product with an image chosen from the keyboard (its errors said on the field)', async () => {
      await tabTo(page, { role: 'link', name: enUS.layout.addProduct }, { limit: 200 });
      await page.keyboard.press('Enter');
      await expectArrivedAt(page, /\/createProduct$/, enUS.productForm.createTitle);
      // The form is complete once the parts it offers have loaded.
      await page.waitForLoadState('networkidle');
      await expectOutlineAndLandmarks(page, `/createProduct at ${width}px`);
      const nameField = { role: 'textbox', name: enUS.productForm.name } as const;
      await tabTo(page, nameField);
      // Enter in the empty form sends it: focus stays on the first wrong field, error described.
      await page.keyboard.press('Enter');
      await expectFocus(page, nameField);
      await expect
        .poll(async () => (await focusedAnnouncement(page)).description)
        .toContain(MESSAGES.productForm.nameRequired);
      await typeText(page, created);
      await tabTo(page, { role: 'textbox', name: enUS.productForm.sku });
      await typeText(page, `KEY-${stamp}`);
      await tabTo(page, { role: 'textbox', name: enUS.productForm.price });
      await typeText(page, '123.45');
      await tabTo(page, { role: 'textbox', name: enUS.productForm.stock });
      await typeText(page, '7');
      const choose = { role: 'button', name: enUS.productForm.chooseImage } as const;
      await tabTo(page, choose);
      await (await chooserFromEnter(page)).setFiles({
        name: 'softener.png',
        mimeType: 'image/png',
        buffer: png(),
      });
      await expectAnnounced(page, MESSAGES.upload.success);
      await expectFocus(page, choose);
      await tabTo(page, { role: 'textbox', name: enUS.productForm.description });
      await typeText(page, 'Made from the keyboard.');
      await tabTo(page, { role: 'button', name: enUS.productForm.createButton }, { limit: 80 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/residential$/);
      await expectHeadingFocused(page);
      await page.getByRole('link', { name: new RegExp(escapeRegExp(created)) }).waitFor();
    });

    it('edits it from the edit mode', async () => {
      await tabTo(page, { role: 'link', name: enUS.layout.editProducts }, { limit: 200 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/residential\/edit$/);
      await expectHeadingFocused(page);
      // Edit mode reads whole products (its form is given the chosen one), so its cards come a
      // moment after the page, as delete mode's checkboxes do below.
      await page.getByRole('link', { name: new RegExp(escapeRegExp(created)) }).waitFor();
      await tabTo(page, { role: 'link', name: new RegExp(escapeRegExp(created)) }, { limit: 200 });
      await page.keyboard.press('Enter');
      await expectArrivedAt(page, /\/createProduct$/, enUS.productForm.editTitle);
      const price = { role: 'textbox', name: enUS.productForm.price } as const;
      await tabTo(page, price);
      await page.keyboard.press('ControlOrMeta+A');
      await typeText(page, '99.50');
      await tabTo(page, { role: 'button', name: enUS.productForm.saveButton }, { limit: 80 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/residential$/);
      await expectHeadingFocused(page);
      await page
        .getByRole('listitem')
        .filter({ hasText: created })
        .filter({ hasText: '$99.50' })
        .waitFor();
    });

    it('deletes two products in delete mode: how many is said', async () => {
      await tabTo(page, { role: 'link', name: enUS.layout.deleteProducts }, { limit: 200 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/residential\/delete$/);
      await expectHeadingFocused(page);
      // The cards' checkboxes come with their own code, a moment after the page (the filters'
      // In stock only box is there from the start).
      await page
        .getByRole('checkbox', { name: new RegExp(escapeRegExp(doomed[0] ?? '')) })
        .waitFor();
      await expectOutlineAndLandmarks(page, `/residential/delete at ${width}px`);
      // What the page held when a Tab went past a box: its checkboxes in order, where focus
      // was, and the API calls the step made (a listing refetched under it, for one).
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) calls.push(`${request.method()} ${request.url()}`);
      });
      const checkboxes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('input[type=checkbox]')].map(
            (box) =>
              `${box === document.activeElement ? '*' : ''}${box.closest('label')?.textContent}`,
          ),
        );
      for (const product of doomed) {
        const box = { role: 'checkbox', name: new RegExp(escapeRegExp(product)) } as const;
        const before = await checkboxes();
        await tabTo(page, box, { limit: 200 }).catch(async (error: Error) => {
          throw new Error(
            `${error.message}\nbefore: ${before.join(' | ')}\nafter: ${(await checkboxes()).join(' | ')}\ncalls: ${calls.join(', ')}`,
          );
        });
        await page.keyboard.press('Space');
        expect(await page.getByRole(box.role, { name: box.name }).isChecked()).toBe(true);
      }
      await tabTo(
        page,
        { role: 'button', name: formatString(enUS.layout.deleteSelected, { count: 2 }) },
        { backwards: true, limit: 200 },
      );
      await page.keyboard.press('Enter');
      await expectAnnounced(page, MESSAGES.products.productsDeleted(2));
      await page.waitForURL(/\/residential$/);
      await expectHeadingFocused(page);
      for (const product of doomed) {
        expect(
          await page.getByRole('link', { name: new RegExp(escapeRegExp(product)) }).count(),
        ).toBe(0);
      }
    });

    it('opens the received orders from the header', async () => {
      if (phone) {
        await tabTo(
          page,
          { role: 'button', name: enUS.layout.openMenu },
          { backwards: true, limit: 200 },
        );
        await page.keyboard.press('Enter');
        await expectFocusWithin(page, 'dialog');
        await tabTo(page, { role: 'link', name: enUS.layout.orders });
        // The link navigates on key down and the drawer closes on key up: a busy machine can
        // show the new page between the two, while the open drawer still holds focus.
        await page.keyboard.down('Enter');
        await page.waitForURL(/\/receivedOrders$/);
        await page.getByRole('heading', { name: enUS.layout.orders, level: 1 }).waitFor();
        await page.keyboard.up('Enter');
      } else {
        await tabTo(
          page,
          { role: 'link', name: enUS.layout.orders },
          { backwards: true, limit: 200 },
        );
        await page.keyboard.press('Enter');
      }
      await expectArrivedAt(page, /\/receivedOrders$/, enUS.layout.orders);
      await expectOutlineAndLandmarks(page, `/receivedOrders at ${width}px`);
    });
  },
);

describe('reflow at 320 px on the account and admin pages', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    // 320 CSS px is what a 1280 px wide window shows at 400 % zoom (WCAG 1.4.10).
    ({ context, page } = await openPage(browser, { width: 320, height: 640 }, 15_000));
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('runs no transition longer than 100 ms and cuts nothing off', async () => {
    const customer = await customerWithPaidSystem('Narrow Customer');
    const { token: adminToken } = await shop.signIn(admin.email, admin.password);
    const accountPages = [
      '/account',
      '/settings',
      '/shippingDetails',
      '/sendVerificationEmail',
      '/orderHistory',
      '/dashboard',
    ];
    const adminPages = [
      '/residential',
      '/residential/edit',
      '/residential/delete',
      '/createProduct',
      '/receivedOrders',
    ];
    const problems: Record<string, string[]> = {};
    for (const [token, paths] of [
      [customer, accountPages],
      [adminToken, adminPages],
    ] as const) {
      for (const [index, path] of paths.entries()) {
        if (index === 0) await signedInAt(page, token, path);
        else {
          await page.goto(path);
          await page.locator('main h1').waitFor();
        }
        // Each page's own content, not its loading state.
        await page.waitForLoadState('networkidle');
        if (path === '/dashboard')
          await page.getByRole('button', { name: enUS.dashboard.installAndTrack }).waitFor();
        const cut = await reflowProblems(page);
        if (cut.length > 0) problems[path] = cut;
      }
    }
    expect(problems).toEqual({});
  });
});
