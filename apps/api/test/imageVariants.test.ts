import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type components, unwrap } from '@wtkit/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_MARKER,
  decompressionBomb,
  GPS_MARKER,
  PHP_PAYLOAD,
  phonePhoto,
  SERIAL_MARKER,
  transparentPng,
  withComment,
} from '../bench/photos.js';
import { adminToken, apiClient, baseUrl, newShopper, suiteApi } from './support/client.js';
import { placePaidOrder } from './support/orders.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';
import { createProduct } from './support/products.js';

type Uploaded = components['schemas']['UploadedResponse'];
type Variant = components['schemas']['ImageVariant'];

const CONTENT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

/** Signs and PUTs one file as an admin's product form does; the PUT's answer. */
async function upload(
  bytes: Buffer,
  fileType: components['schemas']['ImageType'],
  base = baseUrl(),
  token = admin,
) {
  const signed = await unwrap(
    apiClient(token, base).GET('/upload/sign-r2-upload', {
      params: { query: { fileName: 'photo', fileType } },
    }),
  );
  const response = await fetch(new URL(signed.signedUrl, base), {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': fileType },
  });
  return { signed, response };
}

async function served(variant: Variant) {
  const response = await fetch(new URL(variant.url, baseUrl()));
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('photo variants at upload (local storage)', () => {
  it('turns a sideways phone photo upright, in every width and format, with no metadata', async () => {
    const photo = await phonePhoto();
    // The markers are really in the upload, so their absence below means they were stripped.
    expect(photo.includes(GPS_MARKER)).toBe(true);
    expect(photo.includes(COMMENT_MARKER)).toBe(true);
    expect(photo.includes(SERIAL_MARKER)).toBe(true);
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const { response } = await upload(photo, 'image/jpeg');
    expect(response.status).toBe(200);
    const uploaded = (await response.json()) as Uploaded;
    const variants = uploaded.variants ?? [];
    // 240 and 480 are a 390 px phone's card and product page at a pixel ratio of 1.
    const widths = [160, 240, 320, 480, 640, 960, 1280, 1920];
    expect(variants.map((v) => `${v.width}:${v.format}`).sort()).toEqual(
      widths.flatMap((w) => ['avif', 'webp', 'jpeg'].map((f) => `${w}:${f}`)).sort(),
    );
    const fallback960 = variants.find((v) => v.width === 960 && v.format === 'jpeg');
    expect(uploaded.publicUrl).toBe(fallback960?.url);

    for (const variant of variants) {
      // Upright: stored 4000×3000 with orientation 6, so 3:4 portrait.
      expect(variant.height).toBe(Math.round((variant.width * 4) / 3));
      expect(variant.url).toMatch(/\/files\/[0-9a-f]{32}-\d+w\.(avif|webp|jpg)$/);
      const { response: file, bytes } = await served(variant);
      expect(file.headers.get('content-type')).toBe(CONTENT_TYPES[variant.format]);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('vary')).toBeNull();
      const metadata = await sharp(bytes).metadata();
      expect({ width: metadata.width, height: metadata.height }).toEqual({
        width: variant.width,
        height: variant.height,
      });
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.comments ?? []).toEqual([]);
      expect(metadata.orientation ?? 1).toBe(1);
      expect(metadata.icc).toBeDefined();
      expect(bytes.includes(GPS_MARKER)).toBe(false);
      expect(bytes.includes(COMMENT_MARKER)).toBe(false);
      expect(bytes.includes(SERIAL_MARKER)).toBe(false);
      expect(bytes.includes('PhoneMaker')).toBe(false);
    }
  }, 180_000);

  it('turns every variant the way the EXIF flag says, not merely to the right proportions', async () => {
    // Stored 400×300 with its left quarter red; orientation 6 (turn 90° clockwise to show) puts
    // that quarter at the top. Turned the other way, it would be at the bottom.
    const width = 400;
    const height = 300;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i += 1)
      pixels.set(i % width < width / 4 ? [220, 20, 20] : [20, 20, 220], i * 3);
    const sideways = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { response } = await upload(sideways, 'image/jpeg');
    expect(response.status).toBe(200);
    const variants = ((await response.json()) as Uploaded).variants ?? [];
    // Upright it is 300 px wide: 160, 240 and its own 300, in three formats.
    expect(variants).toHaveLength(9);
    for (const variant of variants) {
      const { bytes } = await served(variant);
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect({ width: info.width, height: info.height }).toEqual({
        width: variant.width,
        height: Math.round((variant.width * 4) / 3),
      });
      const colourAt = (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels;
        return (data[at] ?? 0) > (data[at + 2] ?? 0) ? 'red' : 'blue';
      };
      const middle = Math.floor(info.width / 2);
      expect([colourAt(middle, 2), colourAt(middle, info.height - 3)], variant.url).toEqual([
        'red',
        'blue',
      ]);
    }
  });

  it('answers a variant with an ETag, and 304 when it matches', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3a6' },
    })
      .png()
      .toBuffer();
    const uploaded = (await (await upload(png, 'image/png')).response.json()) as Uploaded;
    const first = await fetch(new URL(uploaded.publicUrl, baseUrl()));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetch(new URL(uploaded.publicUrl, baseUrl()), {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('keeps transparency as PNG and never widens a narrow photo', async () => {
    const { response } = await upload(await transparentPng(), 'image/png');
    expect(response.status).toBe(200);
    const uploaded = (await response.json()) as Uploaded;
    const variants = uploaded.variants ?? [];
    expect([...new Set(variants.map((v) => v.width))].sort((a, b) => a - b)).toEqual([
      160, 240, 320, 480, 640, 800,
    ]);
    expect([...new Set(variants.map((v) => v.format))].sort()).toEqual(['avif', 'png', 'webp']);
    expect(uploaded.publicUrl).toBe(
      variants.find((v) => v.width === 800 && v.format === 'png')?.url,
    );
    const png = variants.find((v) => v.width === 640 && v.format === 'png');
    if (!png) throw new Error('no 640 px PNG');
    const { bytes } = await served(png);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.hasAlpha).toBe(true);
    // The left half was transparent.
    const { data } = await sharp(bytes)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it('refuses a decompression bomb and a truncated JPEG with 400 and a reason', async () => {
    const bomb = await upload(await decompressionBomb(), 'image/png');
    expect(bomb.response.status).toBe(400);
    expect(((await bomb.response.json()) as { message: string }).message).toMatch(
      /more than 40 megapixels/,
    );
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    const truncated = await upload(photo.subarray(0, Math.floor(photo.length / 2)), 'image/jpeg');
    expect(truncated.response.status).toBe(400);
    expect(((await truncated.response.json()) as { message: string }).message).toMatch(
      /damaged or incomplete/,
    );
    // Nothing is served for a refused upload.
    const notServed = await fetch(new URL(truncated.signed.publicUrl, baseUrl()), {
      redirect: 'manual',
    });
    expect(notServed.status).toBe(404);
  }, 60_000);

  it('refuses a JPEG with a PHP payload in its comment with 400 and a reason', async () => {
    const plain = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#246' },
    })
      .jpeg()
      .toBuffer();
    const poisoned = await upload(withComment(plain, PHP_PAYLOAD), 'image/jpeg');
    expect(poisoned.response.status).toBe(400);
    expect(((await poisoned.response.json()) as { message: string }).message).toBe(
      'The image carries PHP code in its data; upload the photo as the camera saved it.',
    );
    const notServed = await fetch(new URL(poisoned.signed.publicUrl, baseUrl()), {
      redirect: 'manual',
    });
    expect(notServed.status).toBe(404);
    // The same photo with a harmless comment is stored.
    const commented = await upload(withComment(plain, 'php is a language'), 'image/jpeg');
    expect(commented.response.status).toBe(200);
  });

  it('keeps an SVG as it was sent, without variants', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const { signed, response } = await upload(svg, 'image/svg+xml');
    expect(await response.json()).toEqual({
      success: true,
      publicUrl: signed.publicUrl,
      variants: [],
    });
    const file = await fetch(new URL(signed.publicUrl, baseUrl()));
    expect(Buffer.from(await file.arrayBuffer())).toEqual(svg);
  });

  it("lists a product's images with their variants, each at its default variant", async () => {
    const photo = await sharp({
      create: { width: 1000, height: 500, channels: 3, background: '#a52' },
    })
      .jpeg()
      .toBuffer();
    const { signed, response } = await upload(photo, 'image/jpeg');
    const uploaded = (await response.json()) as Uploaded;
    // The call an S3 upload needs answers a local upload's variants too.
    const asked = await unwrap(
      apiClient(admin).POST('/upload/variants', { body: { publicUrl: signed.publicUrl } }),
    );
    expect(asked).toEqual(uploaded);
    const { data } = await unwrap(
      apiClient(admin).POST('/products', {
        body: {
          name: 'Variant Probe Filter',
          sku: `VAR-${Date.now()}`,
          price: 10,
          stock: 1,
          category: 'residential',
          description: 'Names its photo by the URL its upload link was signed for.',
          imageUrl: signed.publicUrl,
          imageUrls: ['https://cdn.example.com/elsewhere.jpg'],
        },
      }),
    );
    // The stored URLs stay as given (the link's own URL answers 302 to the default variant).
    expect(data.imageUrl).toBe(signed.publicUrl);
    expect(data.images).toEqual([
      { url: uploaded.publicUrl, variants: uploaded.variants },
      { url: 'https://cdn.example.com/elsewhere.jpg', variants: [] },
    ]);
    const read = await unwrap(
      apiClient().GET('/products/{id}', { params: { path: { id: data._id } } }),
    );
    expect(read.data.images[0]?.variants).toHaveLength(21);
  });
});

describe("a cart line's and an order item's image", () => {
  it('carries the variants of the photo it shows, as the product does', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#2a7' },
    })
      .jpeg()
      .toBuffer();
    const { signed, response } = await upload(photo, 'image/jpeg');
    const uploaded = (await response.json()) as Uploaded;
    const shown = [{ url: uploaded.publicUrl, variants: uploaded.variants }];
    // One product names the link's own URL, the other the default variant: both show the photo.
    const byLink = await createProduct(admin, { imageUrl: signed.publicUrl, stock: 5 });
    const byVariant = await createProduct(admin, { imageUrl: uploaded.publicUrl, stock: 5 });
    const drawn = await createProduct(admin, { imageUrl: '/images/products/drawn.svg', stock: 5 });
    const shopper = await newShopper();
    const api = apiClient(shopper.token);
    for (const product of [byLink, byVariant, drawn])
      await unwrap(api.POST('/cart/items', { body: { productId: product._id, quantity: 1 } }));

    const { data: cart } = await unwrap(api.GET('/cart'));
    const images = (id: string) => cart.items.find((item) => item.product._id === id)?.product;
    expect(images(byLink._id)).toMatchObject({ imageUrl: signed.publicUrl, images: shown });
    expect(images(byVariant._id)).toMatchObject({ imageUrl: uploaded.publicUrl, images: shown });
    expect(images(drawn._id)?.images).toEqual([
      { url: '/images/products/drawn.svg', variants: [] },
    ]);

    const { order } = await placePaidOrder(shopper.token);
    const ordered = (items: typeof order.orderItems, id: string) =>
      items.find((item) => item.product === id);
    expect(ordered(order.orderItems, byLink._id)?.images).toEqual(shown);
    const { data: mine } = await unwrap(api.GET('/orders/myorders'));
    const listed = mine.find((entry) => entry._id === order._id);
    expect(ordered(listed?.orderItems ?? [], byLink._id)).toMatchObject({
      imageUrl: signed.publicUrl,
      images: shown,
    });
    expect(ordered(listed?.orderItems ?? [], byVariant._id)?.images).toEqual(shown);
    expect(ordered(listed?.orderItems ?? [], drawn._id)?.images).toEqual([
      { url: '/images/products/drawn.svg', variants: [] },
    ]);
    const { data: received } = await unwrap(apiClient(admin).GET('/orders'));
    const receivedOrder = received.find((entry) => entry._id === order._id);
    expect(ordered(receivedOrder?.orderItems ?? [], byVariant._id)?.images).toEqual(shown);
  }, 60_000);

  it('is empty when the product has no image', async () => {
    const product = await createProduct(admin, { imageUrl: '', stock: 5 });
    const shopper = await newShopper();
    const { data: cart } = await unwrap(
      apiClient(shopper.token).POST('/cart/items', {
        body: { productId: product._id, quantity: 1 },
      }),
    );
    expect(cart.items[0]?.product.images).toEqual([]);
  });
});

describe('the original of a photo', () => {
  const servers: OwnServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it.each([
    ['kept privately by default', {}, 1],
    ['discarded with IMAGE_KEEP_ORIGINAL=false', { IMAGE_KEEP_ORIGINAL: 'false' }, 0],
  ])('is %s', async (_label, env, kept) => {
    const credentials = { ADMIN_EMAIL: 'photo-admin@wtkit.test', ADMIN_PASSWORD: 'photo-admin-pw' };
    const own = await startOwnServer({ env: { ...credentials, ...env } });
    servers.push(own);
    const session = await suiteApi(own.base).signIn(
      credentials.ADMIN_EMAIL,
      credentials.ADMIN_PASSWORD,
    );
    const photo = await sharp({
      create: { width: 500, height: 400, channels: 3, background: '#159' },
    })
      .jpeg()
      .toBuffer();
    const { response } = await upload(photo, 'image/jpeg', own.base, session.token);
    expect(response.status).toBe(200);
    const originals = join(own.dataDir, 'upload-originals');
    expect(existsSync(originals) ? readdirSync(originals).length : 0).toBe(kept);
  });
});
