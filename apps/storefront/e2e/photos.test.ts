import type { components } from '@wtkit/api-client';
import { TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { IMAGE_SIZES } from '@wtkit/ui';
import { enUS, formatString } from '@wtkit/ui/strings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { shop } from './api';
import { launchChromium, openPage, WIDTHS } from './browser';

type Variant = components['schemas']['ImageVariant'];

const baseUrl = inject('baseUrl');
const admin = inject('admin');

let browser: Browser;
const name = `E2E Photo Softener ${Date.now()}`;
let productId = '';
let variants: Variant[] = [];
/** The address the upload was signed for: the original's, never to be fetched by a page. */
let originalUrl = '';

/** A 1600×1200 JPEG drawn by the browser: a phone photo's proportions, with detail to encode. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, '#0a5ca8');
    gradient.addColorStop(1, '#f5b700');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 1200);
    for (let i = 0; i < 400; i += 1) {
      context.fillStyle = `hsl(${(i * 37) % 360} 70% 50% / 0.5)`;
      context.fillRect((i * 97) % 1600, (i * 53) % 1200, 40 + (i % 60), 40 + (i % 45));
    }
    return canvas.toDataURL('image/jpeg', 0.92);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

beforeAll(async () => {
  browser = await launchChromium();
  const { token } = await shop.signIn(admin.email, admin.password);
  const drawing = await browser.newPage();
  const photo = await drawnPhoto(drawing);
  await drawing.close();
  const signed = await fetch(
    `${baseUrl}/api/v1/upload/sign-r2-upload?fileName=softener.jpg&fileType=image%2Fjpeg`,
    { headers: { authorization: `Bearer ${token}` } },
  ).then((response) => response.json() as Promise<{ signedUrl: string; publicUrl: string }>);
  originalUrl = new URL(signed.publicUrl, baseUrl).href;
  const uploaded = await fetch(new URL(signed.signedUrl, baseUrl), {
    method: 'PUT',
    body: new Uint8Array(photo),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(uploaded.status).toBe(200);
  const answer = (await uploaded.json()) as { publicUrl: string; variants: Variant[] };
  variants = answer.variants;
  expect(Math.max(...variants.map((variant) => variant.width))).toBe(1600);
  const product = await shop.createProduct(token, { name, imageUrl: answer.publicUrl });
  productId = product._id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** The variant a URL names, or undefined for any other file. */
const variantAt = (url: string) =>
  variants.find((variant) => new URL(variant.url, baseUrl).href === url);

/**
 * The image's chosen file: one of the photo's AVIF variants (Chromium shows AVIF), the smallest
 * that covers the box the layout gives it at this viewport; and no other file of the photo was
 * fetched, nor the original's address.
 */
async function expectSizedForItsBox(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await image.evaluate((element) => (element as HTMLImageElement).decode().catch(() => undefined));
  const { currentSrc, boxWidth, ratio } = await image.evaluate((element) => ({
    currentSrc: (element as HTMLImageElement).currentSrc,
    boxWidth: element.getBoundingClientRect().width,
    ratio: window.devicePixelRatio,
  }));
  const chosen = variantAt(currentSrc);
  expect(chosen?.format, currentSrc).toBe('avif');
  const covering = variants
    .filter((variant) => variant.format === 'avif' && variant.width >= boxWidth * ratio)
    .sort((a, b) => a.width - b.width)[0];
  expect(chosen?.width).toBe(covering?.width);
  expect(chosen?.width).toBeLessThan(1600);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(fetched.filter((url) => variantAt(url))).toEqual([currentSrc]);
  expect(fetched).not.toContain(originalUrl);
  expect(fetched.filter((url) => url.includes('upload-originals'))).toEqual([]);
  return { chosen, currentSrc };
}

/**
 * The slot the image's `sizes` gives at this viewport, as the browser reads it (the first entry
 * whose media condition matches), and the box the page really gives the image: `sizes` must
 * say the box's width, or the browser picks a file for a box that is not there.
 */
async function sizesAndBox(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const entries = (element.getAttribute('sizes') ?? '').split(',').map((entry) => {
        const conditional = /^\s*(\(.+\))\s+(\S.*)$/.exec(entry);
        return conditional
          ? { media: conditional[1] as string, length: conditional[2] as string }
          : { media: 'all', length: entry.trim() };
      });
      const { length } = entries.find(({ media }) => window.matchMedia(media).matches) ?? {};
      const probe = document.createElement('div');
      probe.style.cssText = `position: absolute; width: ${length}`;
      document.body.append(probe);
      const slot = probe.getBoundingClientRect().width;
      probe.remove();
      return { slot, box: element.getBoundingClientRect().width };
    });
}

/** The `srcset` of the photo's variants in one format, narrowest first. */
const srcSetOf = (format: string) =>
  variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/** An element's attributes as written in HTML (names in lower case, React's escapes undone). */
function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
      name.toLowerCase(),
      value.replace(/&amp;/g, '&'),
    ]),
  );
}

describe('an uploaded photo in the server’s HTML', () => {
  it('is the product page’s <picture> of every width, with its size and the head’s preload', async () => {
    const response = await fetch(`${baseUrl}/product/${productId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const pictures = [...html.matchAll(/<picture[^>]*>(.*?)<\/picture>/gs)].map(([, inner = '']) =>
      [...inner.matchAll(/<(source|img)\s[^>]*>/g)].map(([tag]) => attributesOf(tag)),
    );
    const gallerySizes = IMAGE_SIZES.gallery;
    const main = pictures.find((tags) => tags.at(-1)?.sizes === gallerySizes);
    expect(main?.map(({ type, srcset, sizes }) => ({ type, srcset, sizes }))).toEqual([
      { type: 'image/avif', srcset: srcSetOf('avif'), sizes: gallerySizes },
      { type: 'image/webp', srcset: srcSetOf('webp'), sizes: gallerySizes },
      { type: undefined, srcset: srcSetOf('jpeg'), sizes: gallerySizes },
    ]);
    expect(main?.at(-1)).toMatchObject({ width: '960', height: '720', fetchpriority: 'high' });
    expect(main?.at(-1)?.loading).not.toBe('lazy');
    const preload = [...html.matchAll(/<link\s[^>]*>/g)]
      .map(([tag]) => attributesOf(tag))
      .find((link) => link.rel === 'preload' && link.as === 'image');
    expect(preload).toMatchObject({
      imagesrcset: srcSetOf('avif'),
      imagesizes: gallerySizes,
      type: 'image/avif',
      fetchpriority: 'high',
    });
  });
});

/**
 * The widths each box takes at a pixel ratio of 1: at 390 px a card is 171 CSS px wide and the
 * product page's photo 358, so the 240 and 480 px steps; at 1280 px they are 272 and 572.
 */
const EXPECTED_WIDTHS: Record<number, { page: number; card: number }> = {
  390: { page: 480, card: 240 },
  1280: { page: 640, card: 320 },
};

describe.each(WIDTHS)('an uploaded photo at $width px ($name)', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;

  // Each test in a fresh browser: one that has a larger variant cached may show that instead.
  beforeEach(async () => {
    ({ context, page } = await openPage(browser, { width, height }));
  });
  afterEach(async () => {
    await context?.close();
  });

  it('is the product page’s variant for its width, preloaded with the page', async () => {
    await page.goto(`/product/${productId}`);
    const { currentSrc, chosen } = await expectSizedForItsBox(
      page,
      'main .wt-Magnifier picture > img',
    );
    expect(chosen?.width).toBe(EXPECTED_WIDTHS[width]?.page);
    const { slot, box } = await sizesAndBox(page, 'main .wt-Magnifier picture > img');
    expect(Math.abs(slot - box), `sizes says ${slot}, the box is ${box}`).toBeLessThanOrEqual(1);
    const [preload, source] = await Promise.all([
      page.evaluate(() => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
        return (
          link && {
            srcset: link.getAttribute('imagesrcset'),
            sizes: link.getAttribute('imagesizes'),
            type: link.getAttribute('type'),
            fetchpriority: link.getAttribute('fetchpriority'),
          }
        );
      }),
      page
        .locator('main .wt-Magnifier picture > source')
        .first()
        .evaluate((element) => ({
          srcset: element.getAttribute('srcset'),
          sizes: element.getAttribute('sizes'),
          type: element.getAttribute('type'),
        })),
    ]);
    expect(preload).toEqual({ ...source, fetchpriority: 'high' });
    // The file the picture shows is the one the preload fetched, once.
    const fetches = await page.evaluate(
      (url) =>
        performance
          .getEntriesByName(url)
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      currentSrc,
    );
    expect(fetches).toEqual(['link']);
    // Its box is reserved from the photo's own proportions: nothing moves when it arrives.
    const image = page.locator('main .wt-Magnifier picture > img');
    expect(await image.getAttribute('width')).toBe('960');
    expect(await image.getAttribute('height')).toBe('720');
  });

  it('is a card’s small variant in a listing', async () => {
    await page.goto(`/products?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).waitFor();
    const card = `main article:has(a:text-is("${name}")) picture > img`;
    await page.locator(card).scrollIntoViewIfNeeded();
    const { chosen } = await expectSizedForItsBox(page, card);
    expect(chosen?.width).toBe(EXPECTED_WIDTHS[width]?.card);
    const { slot, box } = await sizesAndBox(page, card);
    expect(Math.abs(slot - box), `sizes says ${slot}, the box is ${box}`).toBeLessThanOrEqual(1);
  });
});

describe('an uploaded photo in a shopper’s cart and orders at 390 px', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    ({ token } = await shop.newShopper({ name: 'Photo Shopper' }));
    await shop.addToCart(token, { productId, quantity: 1 });
  });
  beforeEach(async () => {
    ({ context, page } = await openPage(browser, { width: 390, height: 844 }));
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: TOKEN_STORAGE_KEY,
      value: token,
    });
  });
  afterEach(async () => {
    await context?.close();
  });

  /** The `<picture>`'s AVIF and WebP `srcset`s name every width of the photo, with `sizes`. */
  async function expectPictureOfEveryWidth(picture: string, sizes: string) {
    const sources = await page
      .locator(`${picture} > source`)
      .evaluateAll((elements) =>
        elements.map((element) => [
          element.getAttribute('type'),
          element.getAttribute('srcset'),
          element.getAttribute('sizes'),
        ]),
      );
    expect(sources).toEqual([
      ['image/avif', srcSetOf('avif'), sizes],
      ['image/webp', srcSetOf('webp'), sizes],
    ]);
    const image = page.locator(`${picture} > img`);
    expect(await image.getAttribute('srcset')).toBe(srcSetOf('jpeg'));
    expect(await image.getAttribute('sizes')).toBe(sizes);
    expect(await image.getAttribute('width')).toBe('960');
  }

  it('is the cart line’s small variant', async () => {
    await page.goto('/shoppingCart');
    const line = `main li:has(a:text-is("${name}")) picture`;
    await page.locator(line).scrollIntoViewIfNeeded();
    await expectPictureOfEveryWidth(line, IMAGE_SIZES.thumbnail);
    const { chosen } = await expectSizedForItsBox(page, `${line} > img`);
    expect(chosen?.width).toBe(160);
  });

  it('is the order item’s small variant in My Orders', async () => {
    const { order } = await shop.placePaidOrder(token);
    await page.goto('/orderHistory');
    const card = page.getByRole('article', {
      name: formatString(enUS.orders.order, { id: order._id }),
    });
    await card.getByRole('button', { name: formatString(enUS.orders.items, { count: 1 }) }).click();
    const item = `article:has-text("${order._id}") .wt-OrderCard-thumb picture`;
    await page.locator(item).scrollIntoViewIfNeeded();
    await expectPictureOfEveryWidth(item, IMAGE_SIZES.thumbnail);
    const { chosen } = await expectSizedForItsBox(page, `${item} > img`);
    expect(chosen?.width).toBe(160);
  });
});
