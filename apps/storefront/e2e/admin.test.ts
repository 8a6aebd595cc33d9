import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { MESSAGES, TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shop } from './api';
import { expectNoAxeViolations, launchChromium, openPage, WIDTHS } from './browser';

const admin = inject('admin');
const shots = fileURLToPath(new URL('../.e2e-output/', import.meta.url));
mkdirSync(shots, { recursive: true });

/**
 * A 1×1 PNG of one colour: the server checks that an upload's first bytes match its declared
 * type, and names its variants by their bytes, so each image of a test has its own colour.
 */
function pngOf(red: number, green: number, blue: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, red, green, blue]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = pngOf(10, 92, 168);

/** Bytes that claim to be a PNG but are not: the server refuses the upload. */
const NOT_A_PNG = Buffer.from('this is not an image at all', 'utf8');

/** A seeded product with stock to spare, for the orders the admin ships and delivers. */
const ORDERED_PRODUCT = 'Inline Post Carbon Filter';

describe.each(WIDTHS)('an admin at $width px ($name)', ({ name: widthName, width, height }) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const stamp = `${Date.now()}-${widthName}`;
  const created = `E2E Softener ${stamp}`;
  // The header's links are in the menu drawer on small screens.
  const phone = width < 1024;

  /** Follows a header link: straight from the header, or through the drawer on a phone. */
  async function followHeaderLink(name: string) {
    if (phone) {
      await page.getByRole('button', { name: enUS.layout.openMenu }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('navigation').waitFor();
      await drawer.getByRole('link', { name, exact: true }).click();
      await drawer.waitFor({ state: 'detached' });
    } else {
      await page.getByRole('link', { name, exact: true }).click();
    }
  }

  beforeAll(async () => {
    browser = await launchChromium();
    ({ context, page } = await openPage(browser, { width, height }));
    await page.goto('/log');
    await page.getByLabel(enUS.auth.credential).fill(admin.email);
    await page.getByLabel(enUS.auth.password).fill(admin.password);
    await page.getByRole('button', { name: enUS.auth.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: new RegExp(`^${enUS.layout.account}, `) }).waitFor();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('creates a product with an uploaded image', async () => {
    await page.goto('/residential');
    await page.getByRole('link', { name: enUS.layout.addProduct }).click();
    await page.waitForURL(/\/createProduct$/);
    await page
      .getByRole('heading', { level: 1, name: enUS.productForm.createTitle, exact: true })
      .waitFor();
    await page.getByLabel(enUS.productForm.name, { exact: true }).fill(created);
    await page.getByLabel(enUS.productForm.sku).fill(`E2E-${stamp}`);
    await page.getByLabel(enUS.productForm.price).fill('123.45');
    await page.getByLabel(enUS.productForm.stock).fill('7');
    await page.getByLabel(enUS.productForm.description).fill('Made by the end-to-end test.');
    await expectNoAxeViolations(page, `/createProduct at ${width}px`);

    // A file the server refuses (its bytes are not the PNG it claims to be): the alert and the
    // failed badge.
    const refused = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: enUS.productForm.chooseImage }).click();
    await (await refused).setFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: NOT_A_PNG,
    });
    await page.getByRole('alert').filter({ hasText: MESSAGES.upload.failedAlert }).waitFor();
    await page.getByText(MESSAGES.upload.failedBadge).waitFor();
    await expectNoAxeViolations(page, `/createProduct after a failed upload at ${width}px`);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: enUS.productForm.chooseImage }).click();
    await (await chooser).setFiles({ name: 'softener.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText(MESSAGES.upload.success).waitFor();
    expect(await page.getByText(MESSAGES.upload.failedAlert).count()).toBe(0);
    await expectNoAxeViolations(page, `/createProduct after the upload at ${width}px`);
    await page.getByRole('button', { name: enUS.productForm.createButton }).click();
    await page.waitForURL(/\/residential$/);
    await page.getByRole('link', { name: new RegExp(created) }).waitFor();
    await expectNoAxeViolations(page, `/residential as an admin at ${width}px`);
  });

  it('edits it from the listing’s edit mode', async () => {
    await page.getByRole('link', { name: enUS.layout.editProducts }).click();
    await page.waitForURL(/\/residential\/edit$/);
    await page.getByText(enUS.layout.chooseItemToEdit).waitFor();
    await expectNoAxeViolations(page, `/residential/edit at ${width}px`);
    await page.getByRole('link', { name: new RegExp(created) }).click();
    await page.waitForURL(/\/createProduct$/);
    await page
      .getByRole('heading', { level: 1, name: enUS.productForm.editTitle, exact: true })
      .waitFor();
    const price = page.getByLabel(enUS.productForm.price);
    expect(await price.inputValue()).toBe('123.45');
    // The form holds the product as it is stored, not the listing's card (which has no
    // description): saving must not lose a field the card leaves out.
    expect(await page.getByLabel(enUS.productForm.description).inputValue()).toBe(
      'Made by the end-to-end test.',
    );
    await expectNoAxeViolations(page, `/createProduct editing at ${width}px`);
    await price.fill('99.50');
    await page.getByRole('button', { name: enUS.productForm.saveButton }).click();
    await page.waitForURL(/\/residential$/);
    await page
      .getByRole('listitem')
      .filter({ hasText: created })
      .filter({ hasText: '$99.50' })
      .waitFor();
    const saved = await page.request.get(`/api/v1/products?q=${encodeURIComponent(created)}`);
    const [product] = ((await saved.json()) as { data: { description: string }[] }).data;
    expect(product?.description).toBe('Made by the end-to-end test.');
  });

  it('adds, reorders and removes extra images, which the product page’s gallery shows', async () => {
    await page.goto('/residential/edit');
    await page.getByRole('link', { name: new RegExp(created) }).click();
    await page.waitForURL(/\/createProduct$/);
    const extras = page.getByRole('group', { name: enUS.productForm.extraImages });
    await extras.waitFor();

    // Five at once: more than the server receives at a time, so the form sends them in turns.
    const names = ['first', 'second', 'third', 'fourth', 'fifth'];
    const chooser = page.waitForEvent('filechooser');
    await extras.getByRole('button', { name: enUS.productForm.addImages }).click();
    await (await chooser).setFiles(
      names.map((name, index) => ({
        name: `extra-${name}.png`,
        mimeType: 'image/png',
        buffer: pngOf(40 * index, 200 - 30 * index, 90),
      })),
    );
    const items = extras.getByRole('listitem');
    for (const position of names.keys()) {
      await items.nth(position).getByText(MESSAGES.upload.success).waitFor();
    }
    await expectNoAxeViolations(page, `/createProduct with extra images at ${width}px`);

    const previews = () =>
      items
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    // Each upload is shown by its default variant, named by its bytes.
    const shown = await previews();
    expect(new Set(shown).size).toBe(names.length);
    const urlOf = new Map(names.map((name, index) => [name, shown[index]]));
    const uploaded = (name: string) => urlOf.get(name);
    const urlsOf = (order: string[]) => order.map(uploaded);
    await extras
      .getByRole('button', {
        name: formatString(enUS.productForm.moveEarlierLabel, { position: 3 }),
      })
      .click();
    await page
      .getByText(formatString(enUS.productForm.extraImageMoved, { from: 3, to: 2, count: 5 }))
      .waitFor({ state: 'attached' });
    await extras
      .getByRole('button', {
        name: formatString(enUS.productForm.removeImageLabel, { position: 1 }),
      })
      .click();
    await page
      .getByText(formatString(enUS.productForm.extraImageRemoved, { position: 1 }))
      .waitFor({ state: 'attached' });
    const kept = ['third', 'second', 'fourth', 'fifth'];
    expect(await previews()).toEqual(urlsOf(kept));
    await extras.screenshot({ path: `${shots}extra-images-${width}.png` });
    await page.getByRole('button', { name: enUS.productForm.saveButton }).click();
    await page.waitForURL(/\/residential$/);

    await page.getByRole('link', { name: new RegExp(created) }).click();
    await page.waitForURL(/\/product\//);
    const gallery = page.getByRole('region', {
      name: formatString(enUS.product.images, { name: created }),
    });
    // Main image first, then the extra images in the order the admin left them.
    const count = kept.length + 1;
    await gallery.getByRole('button', { name: enUS.product.nextImage }).click();
    const second = gallery.getByRole('img', {
      name: formatString(enUS.product.imageOf, { name: created, position: 2, count }),
    });
    expect(await second.getAttribute('src')).toBe(uploaded('third'));
    const thumbs = gallery.locator('.wt-ProductGallery-thumb img');
    expect(
      await thumbs.evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
    ).toEqual([expect.stringMatching(/\/files\/[0-9a-f]{32}-1w\.jpg$/), ...urlsOf(kept)]);
    if (!phone) {
      // From medium widths up the thumbnails show, one for each image.
      for (let position = 1; position <= count; position += 1) {
        await gallery
          .getByRole('button', { name: formatString(enUS.product.showImage, { position, count }) })
          .waitFor();
      }
    }
    await expectNoAxeViolations(page, `/product with extra images at ${width}px`);
    await gallery.screenshot({ path: `${shots}gallery-extra-images-${width}.png` });

    // The server's HTML already has every thumbnail.
    const html = await (await fetch(page.url())).text();
    for (let position = 1; position <= count; position += 1) {
      expect(html).toContain(
        `aria-label="${formatString(enUS.product.showImage, { position, count })}"`,
      );
    }
  });

  it('deletes two products in delete mode', async () => {
    const { token } = await shop.signIn(admin.email, admin.password);
    const names = [`E2E Cartridge A ${stamp}`, `E2E Cartridge B ${stamp}`];
    for (const [index, name] of names.entries()) {
      await shop.createProduct(token, {
        name,
        sku: `E2E-DEL-${index}-${stamp}`,
        price: 5,
        stock: 1,
        category: 'residential',
        description: 'To be deleted.',
      });
    }
    await page.goto('/residential/delete');
    await page.getByText(enUS.layout.chooseItemsToDelete).waitFor();
    for (const name of names) {
      // The whole card is the checkbox's label (its input is visually hidden).
      const box = page.getByRole('checkbox', { name: new RegExp(name) });
      await box.locator('xpath=ancestor::label[1]').click();
      expect(await box.isChecked()).toBe(true);
    }
    await expectNoAxeViolations(page, `/residential/delete at ${width}px`);
    await page
      .getByRole('button', { name: formatString(enUS.layout.deleteSelected, { count: 2 }) })
      .click();
    await page.waitForURL(/\/residential$/);
    await page.getByRole('link', { name: new RegExp(created) }).waitFor();
    for (const name of names) {
      expect(await page.getByRole('link', { name: new RegExp(name) }).count()).toBe(0);
    }
  });

  it('sees the received orders', async () => {
    await followHeaderLink(enUS.layout.orders);
    await page.waitForURL(/\/receivedOrders$/);
    await page.getByRole('heading', { level: 1, name: enUS.layout.orders }).waitFor();
    // Alone, the first width's run sees no orders; after other journeys (or the first width)
    // the shop has orders, each an article named by its id.
    await page
      .getByText(MESSAGES.receivedOrders.empty)
      .or(page.getByRole('article', { name: /^Order / }).first())
      .waitFor();
    await expectNoAxeViolations(page, `/receivedOrders at ${width}px`);
  });

  it('ships a paid order with its carrier and tracking number, which the buyer then sees', async () => {
    const { token } = await shop.signIn(admin.email, admin.password);
    const product = await shop.productNamed(ORDERED_PRODUCT);
    const { order } = await shop.placePaidOrder(token, {
      items: [{ productId: product._id, quantity: 1 }],
    });
    const tracking = `1Z ${width}-${order._id.slice(0, 6).toUpperCase()}`;

    await page.reload();
    const card = page.getByRole('article', {
      name: formatString(enUS.orders.order, { id: order._id }),
    });
    await card.getByRole('button', { name: enUS.orders.markAsShipped }).click();
    await card.getByRole('textbox', { name: enUS.orders.carrierOptional }).fill('UPS');
    await card.getByRole('textbox', { name: enUS.orders.trackingNumberOptional }).fill(tracking);
    await expectNoAxeViolations(page, `/receivedOrders shipping form at ${width}px`);
    await card.getByRole('button', { name: enUS.orders.confirmShipment }).click();
    await card.getByText(tracking).waitFor();
    expect(await card.getByText(enUS.orders.statusPaid, { exact: true }).count()).toBe(0);
    await card.getByRole('button', { name: enUS.orders.markAsDelivered }).waitFor();

    // The buyer (here the admin's own account) sees it on their orders.
    await page.goto('/orderHistory');
    const mine = page.getByRole('article', {
      name: formatString(enUS.orders.order, { id: order._id }),
    });
    await mine.getByText(tracking).waitFor();
    await mine.getByText('UPS', { exact: true }).waitFor();
    await expectNoAxeViolations(page, `/orderHistory with a shipped order at ${width}px`);
    await page.goto('/receivedOrders');
  });

  it('marks a paid order delivered', async () => {
    // An order paid with the built-in test provider's card, placed through the API.
    const { token } = await shop.signIn(admin.email, admin.password);
    const product = await shop.productNamed(ORDERED_PRODUCT);
    const { order } = await shop.placePaidOrder(token, {
      items: [{ productId: product._id, quantity: 1 }],
    });

    await page.reload();
    // Other journeys may have left paid orders too: this one is found by its id.
    const card = page.getByRole('article', {
      name: formatString(enUS.orders.order, { id: order._id }),
    });
    const deliver = card.getByRole('button', { name: enUS.orders.markAsDelivered });
    await deliver.waitFor();
    await expectNoAxeViolations(page, `/receivedOrders with a paid order at ${width}px`);
    await deliver.click();
    await deliver.waitFor({ state: 'detached' });
    await card.getByText(enUS.orders.delivered, { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, `/receivedOrders after delivery at ${width}px`);
  });

  // Last: it ends the admin's session.
  it('denies /receivedOrders once the server refuses the token', async () => {
    await page.evaluate((key) => localStorage.setItem(key, 'refused-token'), TOKEN_STORAGE_KEY);
    await page.goto('/receivedOrders');
    await page.getByRole('heading', { level: 1, name: enUS.layout.orders }).waitFor();
    await page.getByText(MESSAGES.session.accessDenied).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await expectNoAxeViolations(page, `/receivedOrders signed out at ${width}px`);
  });
});
