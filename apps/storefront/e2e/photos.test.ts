import type { components } from '@wtkit/api-client';
import { TOKEN_STORAGE_KEY } from '@wtkit/domain';
import { filledSizes, IMAGE_CONTAIN_BOX, IMAGE_SIZES } from '@wtkit/ui';
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
/** A second product, photographed upright (3:4): drawn whole in the square stage, it fills 3/4. */
const portrait = {
  name: `E2E Photo Tall Filter ${Date.now()}`,
  productId: '',
  variants: [] as Variant[],
};

/** A JPEG drawn by the browser (a phone photo's 4:3, or 3:4 upright), with detail to encode. */
async function drawnPhoto(page: Page, width = 1600, height = 1200): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([width, height]) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#0a5ca8');
      gradient.addColorStop(1, '#f5b700');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      for (let i = 0; i < 400; i += 1) {
        context.fillStyle = `hsl(${(i * 37) % 360} 70% 50% / 0.5)`;
        context.fillRect((i * 97) % width, (i * 53) % height, 40 + (i % 60), 40 + (i % 45));
      }
      return canvas.toDataURL('image/jpeg', 0.92);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Signs, PUTs and answers a photo as the admin's form does. */
async function upload(token: string, photo: Buffer) {
  const signed = await fetch(
    `${baseUrl}/api/v1/upload/sign-r2-upload?fileName=softener.jpg&fileType=image%2Fjpeg`,
    { headers: { authorization: `Bearer ${token}` } },
  ).then((response) => response.json() as Promise<{ signedUrl: string; publicUrl: string }>);
  const uploaded = await fetch(new URL(signed.signedUrl, baseUrl), {
    method: 'PUT',
    body: new Uint8Array(photo),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(uploaded.status).toBe(200);
  const answer = (await uploaded.json()) as { publicUrl: string; variants: Variant[] };
  return { signedFor: new URL(signed.publicUrl, baseUrl).href, ...answer };
}

beforeAll(async () => {
  browser = await launchChromium();
  const { token } = await shop.signIn(admin.email, admin.password);
  const drawing = await browser.newPage();
  const photo = await drawnPhoto(drawing);
  const tallPhoto = await drawnPhoto(drawing, 1200, 1600);
  await drawing.close();
  const answer = await upload(token, photo);
  originalUrl = answer.signedFor;
  variants = answer.variants;
  expect(Math.max(...variants.map((variant) => variant.width))).toBe(1600);
  const product = await shop.createProduct(token, { name, imageUrl: answer.publicUrl });
  productId = product._id;
  const tall = await upload(token, tallPhoto);
  portrait.variants = tall.variants;
  expect(Math.max(...tall.variants.map((variant) => variant.width))).toBe(1200);
  portrait.productId = (
    await shop.createProduct(token, { name: portrait.name, imageUrl: tall.publicUrl })
  )._id;
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** The variant of either photo a URL names, or undefined for any other file. */
const variantAt = (url: string) =>
  [...variants, ...portrait.variants].find((variant) => new URL(variant.url, baseUrl).href === url);

/** What the page says of an image's box and its photo's proportions. */
interface Drawn {
  width: number;
  height: number;
  fit: string;
  naturalWidth: number;
  naturalHeight: number;
}

/** Measured in the page (passed to `evaluate`: it must use nothing from this file). */
const measureDrawn = (element: Element): Drawn => {
  const image = element as HTMLImageElement;
  const { width, height } = image.getBoundingClientRect();
  const { naturalWidth, naturalHeight } = image;
  return { width, height, fit: getComputedStyle(image).objectFit, naturalWidth, naturalHeight };
};

/**
 * The width the photo is drawn at: its box's, or with `object-fit: contain` the part of the box
 * its proportions fill.
 */
const drawnWidth = ({ width, height, fit, naturalWidth, naturalHeight }: Drawn) =>
  fit === 'contain' ? Math.min(width, (height * naturalWidth) / naturalHeight) : width;

/**
 * The image's chosen file: one of the photo's AVIF variants (Chromium shows AVIF), the smallest
 * that covers the box the layout gives it at this viewport; and no other file of the photo was
 * fetched, nor the original's address.
 */
async function expectSizedForItsBox(page: Page, selector: string, ofPhoto = variants) {
  const image = page.locator(selector).first();
  await image.evaluate((element) => (element as HTMLImageElement).decode().catch(() => undefined));
  const { currentSrc, ratio } = await image.evaluate((element) => ({
    currentSrc: (element as HTMLImageElement).currentSrc,
    ratio: window.devicePixelRatio,
  }));
  const boxWidth = drawnWidth(await image.evaluate(measureDrawn));
  const chosen = variantAt(currentSrc);
  expect(chosen?.format, currentSrc).toBe('avif');
  expect(ofPhoto).toContain(chosen);
  const covering = ofPhoto
    .filter((variant) => variant.format === 'avif' && variant.width >= boxWidth * ratio)
    .sort((a, b) => a.width - b.width)[0];
  expect(chosen?.width).toBe(covering?.width);
  expect(chosen?.width).toBeLessThan(Math.max(...ofPhoto.map((variant) => variant.width)));
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  const ofThisPhoto = new Set(ofPhoto.map((variant) => new URL(variant.url, baseUrl).href));
  expect(fetched.filter((url) => ofThisPhoto.has(url))).toEqual([currentSrc]);
  expect(fetched).not.toContain(originalUrl);
  expect(fetched.filter((url) => url.includes('upload-originals'))).toEqual([]);
  return { chosen, currentSrc };
}

/**
 * The slot the image's `sizes` gives at this viewport, as the browser reads it (the first entry
 * whose media condition matches), and the width the page really draws the photo at (its box, or
 * the part of it a photo drawn whole fills): `sizes` must say that width, or the browser picks a
 * file for pixels that are not there.
 */
async function sizesAndBox(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await image.evaluate((element) => (element as HTMLImageElement).decode().catch(() => undefined));
  const slot = await image.evaluate((element) => {
    const entries = (element.getAttribute('sizes') ?? '').split(',').map((entry) => {
      const conditional = /^\s*(\([^)]*\))\s+(\S.*)$/.exec(entry);
      return conditional
        ? { media: conditional[1] as string, length: conditional[2] as string }
        : { media: 'all', length: entry.trim() };
    });
    const { length } = entries.find(({ media }) => window.matchMedia(media).matches) ?? {};
    const probe = document.createElement('div');
    probe.style.cssText = `position: absolute; width: ${length}`;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });
  return { slot, box: drawnWidth(await image.evaluate(measureDrawn)) };
}

/** The `srcset` of the photo's variants in one format, narrowest first. */
const srcSetOf = (format: string, ofPhoto = variants) =>
  ofPhoto
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

/** What fetched `url` in the page, once per fetch (`link` for a preload, `img` for the picture). */
const initiatorsOf = (page: Page, url: string) =>
  page.evaluate(
    (address) =>
      performance
        .getEntriesByName(address)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    url,
  );
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

describe('an upright (3:4) photo in the server’s HTML', () => {
  it('says the width it fills of the square stage in its picture and in the head’s preload', async () => {
    const html = await fetch(`${baseUrl}/product/${portrait.productId}`).then((response) =>
      response.text(),
    );
    // Three quarters of the gallery's slot at every viewport.
    const filled =
      '(min-width: 75rem) calc(35.75rem * 0.75), (min-width: 48rem) calc((50vw - 1.75rem) * 0.75), calc((100vw - 2rem) * 0.75)';
    expect(filledSizes(IMAGE_SIZES.gallery, portrait.variants, IMAGE_CONTAIN_BOX.gallery)).toBe(
      filled,
    );
    const pictures = [...html.matchAll(/<picture[^>]*>(.*?)<\/picture>/gs)].map(([, inner = '']) =>
      [...inner.matchAll(/<(source|img)\s[^>]*>/g)].map(([tag]) => attributesOf(tag)),
    );
    const main = pictures.find((tags) => tags.at(-1)?.fetchpriority === 'high');
    expect(main?.map(({ type, srcset, sizes }) => ({ type, srcset, sizes }))).toEqual([
      { type: 'image/avif', srcset: srcSetOf('avif', portrait.variants), sizes: filled },
      { type: 'image/webp', srcset: srcSetOf('webp', portrait.variants), sizes: filled },
      { type: undefined, srcset: srcSetOf('jpeg', portrait.variants), sizes: filled },
    ]);
    expect(main?.at(-1)).toMatchObject({ width: '960', height: '1280' });
    const preload = [...html.matchAll(/<link\s[^>]*>/g)]
      .map(([tag]) => attributesOf(tag))
      .find((link) => link.rel === 'preload' && link.as === 'image');
    expect(preload).toMatchObject({
      imagesrcset: srcSetOf('avif', portrait.variants),
      imagesizes: filled,
      type: 'image/avif',
    });
  });
});

/**
 * The widths each box takes at a pixel ratio of 1: at 390 px a card is 171 CSS px wide and the
 * product page's photo 358, so the 240 and 480 px steps; at 1280 px they are 272 and 572.
 */
const EXPECTED_WIDTHS: Record<number, { page: number; card: number; portraitPage: number }> = {
  // The upright photo fills 3/4 of the square stage: 268.5 and 429 px.
  390: { page: 480, card: 240, portraitPage: 320 },
  1280: { page: 640, card: 320, portraitPage: 480 },
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
    expect(await initiatorsOf(page, currentSrc)).toEqual(['link']);
    // Its box is reserved from the photo's own proportions: nothing moves when it arrives.
    const image = page.locator('main .wt-Magnifier picture > img');
    expect(await image.getAttribute('width')).toBe('960');
    expect(await image.getAttribute('height')).toBe('720');
  });

  it('is, for an upright photo, the variant for the width it fills of the square stage', async () => {
    await page.goto(`/product/${portrait.productId}`);
    const main = 'main .wt-Magnifier picture > img';
    const { currentSrc, chosen } = await expectSizedForItsBox(page, main, portrait.variants);
    expect(chosen?.width).toBe(EXPECTED_WIDTHS[width]?.portraitPage);
    const { slot, box } = await sizesAndBox(page, main);
    expect(Math.abs(slot - box), `sizes says ${slot}, the photo is ${box}`).toBeLessThanOrEqual(1);
    const stage = await page
      .locator(main)
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.abs(box - stage * 0.75), `the photo is ${box} of ${stage}`).toBeLessThanOrEqual(1);
    // The preload said the same and fetched that file, once.
    expect(await initiatorsOf(page, currentSrc)).toEqual(['link']);
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
