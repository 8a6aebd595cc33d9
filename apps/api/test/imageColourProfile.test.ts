import { type components, unwrap } from '@wtkit/api-client';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { adminToken, apiClient, baseUrl } from './support/client.js';

type Uploaded = components['schemas']['UploadedResponse'];

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

/**
 * A flat 640×480 photo in Display P3, its profile embedded (as an iPhone's): sharp writes the
 * sRGB colour `rgb` as the P3 numbers that show it.
 */
function displayP3Photo(rgb: [number, number, number]) {
  return sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: rgb[0], g: rgb[1], b: rgb[2] },
    },
  })
    .withIccProfile('p3')
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The Display P3 numbers of an sRGB colour: both use the sRGB curve and D65, only the primaries differ. */
function srgbToP3(rgb: [number, number, number]): number[] {
  const linear = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = linear;
  const matrix = [
    [0.8225, 0.1774, 0],
    [0.0332, 0.9669, 0],
    [0.0171, 0.0724, 0.9108],
  ];
  return matrix.map(([x = 0, y = 0, z = 0]) => {
    const c = Math.min(1, Math.max(0, x * r + y * g + z * b));
    return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
  });
}

it('converts a Display P3 photo to sRGB: the same colour, with an sRGB profile', async () => {
  const colour: [number, number, number] = [200, 100, 50];
  const source = await displayP3Photo(colour);
  expect((await sharp(source).metadata()).icc).toBeDefined();
  const signed = await unwrap(
    apiClient(admin).GET('/upload/sign-r2-upload', {
      params: { query: { fileName: 'p3', fileType: 'image/jpeg' } },
    }),
  );
  const response = await fetch(new URL(signed.signedUrl, baseUrl()), {
    method: 'PUT',
    body: new Uint8Array(source),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(response.status).toBe(200);
  const { variants } = (await response.json()) as Uploaded;
  const expected = colour;
  // The P3 numbers are far enough from the colour that a variant keeping them, unconverted, fails.
  const p3 = srgbToP3(colour);
  expect(Math.max(...p3.map((value, i) => Math.abs(value - (colour[i] ?? 0))))).toBeGreaterThan(10);
  // 640 px wide: 160, 240, 320 and 480 px and its own width, each in AVIF, WebP and JPEG.
  expect(variants?.length).toBe(15);
  for (const variant of variants ?? []) {
    const bytes = Buffer.from(await (await fetch(new URL(variant.url, baseUrl()))).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.space, variant.url).toBe('srgb');
    // The profile sharp writes is its own compact sRGB one (its description in UTF-16).
    const profile = Buffer.from(metadata.icc ?? [])
      .toString('latin1')
      .replaceAll('\u0000', '');
    expect(profile, variant.url).toMatch(/enUS.*sRGB/);
    const { data } = await sharp(bytes)
      .extract({
        left: Math.floor(variant.width / 2),
        top: Math.floor(variant.height / 2),
        width: 1,
        height: 1,
      })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [i, value] of expected.entries()) {
      expect(Math.abs((data[i] ?? 0) - value), `${variant.url} channel ${i}`).toBeLessThanOrEqual(
        5,
      );
    }
  }
});
