/**
 * `pnpm bench:images`: real-world-sized photos through the shop's admin upload path, and what
 * shoppers' browsers download of them. It starts the server as `pnpm start` does (in a process of
 * its own, on PGlite, serving the built storefront), generates three photos, and for each one
 * signs an upload, PUTs it and asks `POST /upload/variants`, as the admin's product form does:
 *
 * - a 4000×3000 phone JPEG stored sideways (EXIF orientation 6) with GPS, a camera serial and a
 *   comment;
 * - a 2000×2000 PNG with alpha (a product cut out of its background);
 * - a 6000×4000 camera JPEG.
 *
 * It prints each photo's processing time (sign, PUT and variants, as the admin waits for them),
 * the bytes of every variant (as served), and the bytes a Chromium at 390 px and at 1280 px
 * downloads for a product card, the product page's largest image and a listing of 24 cards of
 * such photos: the file is chosen with the `sizes` the kit's `Image` renders for each layout
 * (read from `@wtkit/ui`) and Chromium's `srcset` rule. Then whether the issue's byte targets for
 * the phone photo at 390 px are met.
 *
 * With `--browser` it also gives one product the phone photo and loads, in Chromium at each phone
 * viewport, that product's page and the listing it heads, summing the image bytes the network
 * events say were transferred, with the layout shift and the largest paint. `--save-photos DIR` writes the generated photos there (for
 * `pnpm bench:web --photo DIR/phone.jpg`).
 *
 * Prints figures; asserts nothing.
 *
 *   pnpm bench:images [--browser] [--save-photos DIR]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { filledSizes, IMAGE_CONTAIN_BOX, IMAGE_SIZES } from '@wtkit/ui/Image';
import { startServerProcess } from '../test/support/serverProcess.js';
import { chosenVariant, type Variant } from './browserChoice.js';
import { imagesDownloaded, launchChromium } from './imageTraffic.js';
import { cameraPhoto, cutoutPng, phonePhoto } from './photos.js';

const { values: args } = parseArgs({
  options: {
    browser: { type: 'boolean', default: false },
    'save-photos': { type: 'string' },
  },
});
const ADMIN = { email: 'bench@wtkit.local', password: 'bench-password' };
/** The issue's targets for a 4000×3000 phone photo on a 390 px phone, in bytes. */
const TARGETS = { pageLargestImage: 80_000, listing: 250_000 };
const LISTING_CARDS = 24;
/**
 * Viewports: CSS width and device pixel ratio (the e2e tests' phone is 1; a phone's is often 2
 * or 3; Lighthouse's mobile emulation is 412 px at 1.75).
 */
const VIEWPORTS = [
  { width: 390, height: 844, pixelRatio: 1 },
  { width: 390, height: 844, pixelRatio: 2 },
  { width: 390, height: 844, pixelRatio: 3 },
  { width: 412, height: 823, pixelRatio: 1.75 },
  { width: 1280, height: 900, pixelRatio: 1 },
];

const PHOTOS = [
  {
    name: 'phone',
    file: 'phone.jpg',
    type: 'image/jpeg',
    described: '4000×3000 JPEG, EXIF orientation 6, GPS, serial, comment',
    make: () => phonePhoto(4000, 3000, 'textured'),
  },
  {
    name: 'cut-out',
    file: 'cutout.png',
    type: 'image/png',
    described: '2000×2000 PNG with alpha',
    make: () => cutoutPng(2000),
  },
  {
    name: 'camera',
    file: 'camera.jpg',
    type: 'image/jpeg',
    described: '6000×4000 JPEG',
    make: () => cameraPhoto(6000, 4000, 'textured'),
  },
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Sign, PUT and ask for the variants, as the admin's product form does. */
async function uploadPhoto(
  origin: string,
  token: string,
  bytes: Buffer,
  file: string,
  type: string,
) {
  const api = `${origin}/api/v1`;
  const bearer = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const signed = await call<{ signedUrl: string; publicUrl: string }>(
    `${api}/upload/sign-r2-upload?fileName=${file}&fileType=${encodeURIComponent(type)}`,
    { headers: bearer },
  );
  await call(new URL(signed.signedUrl, origin).href, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': type },
  });
  const made = await call<{ publicUrl: string; variants: Variant[] }>(`${api}/upload/variants`, {
    method: 'POST',
    body: JSON.stringify({ publicUrl: signed.publicUrl }),
    headers: { ...bearer, 'content-type': 'application/json' },
  });
  return { seconds: (performance.now() - started) / 1000, linkUrl: signed.publicUrl, ...made };
}

type Uploaded = Awaited<ReturnType<typeof uploadPhoto>>;

/** Each variant's bytes as served (the body a browser receives). */
async function servedBytes(origin: string, variants: Variant[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const variant of variants) {
    const response = await fetch(new URL(variant.url, origin));
    sizes.set(variant.url, (await response.arrayBuffer()).byteLength);
  }
  return sizes;
}

function printVariants(variants: Variant[], bytes: Map<string, number>) {
  const formats = [...new Set(variants.map((variant) => variant.format))];
  console.log(`  ${'width × height'.padEnd(16)}${formats.map((f) => f.padEnd(11)).join('')}`);
  for (const width of [...new Set(variants.map((variant) => variant.width))]) {
    const row = variants.filter((variant) => variant.width === width);
    const cells = formats.map((format) => {
      const variant = row.find((v) => v.format === format);
      return (variant ? kB(bytes.get(variant.url) ?? 0) : '-').padEnd(11);
    });
    console.log(`  ${`${width} × ${row[0]?.height}`.padEnd(16)}${cells.join('')}`);
  }
}

/** What one browser downloads of this photo in each layout, and the targets' verdicts. */
function printDownloads(name: string, variants: Variant[], bytes: Map<string, number>) {
  console.log(
    `  ${'viewport'.padEnd(18)}${'card'.padEnd(24)}${'product page largest'.padEnd(26)}listing of ${LISTING_CARDS} cards`,
  );
  // As the kit's gallery says them for this photo: the width it fills of its square stage.
  const gallerySizes = filledSizes(IMAGE_SIZES.gallery, variants, IMAGE_CONTAIN_BOX.gallery);
  for (const viewport of VIEWPORTS) {
    const card = chosenVariant(variants, IMAGE_SIZES.card, viewport.width, viewport.pixelRatio);
    const page = chosenVariant(variants, gallerySizes, viewport.width, viewport.pixelRatio);
    const cardBytes = bytes.get(card.url) ?? 0;
    const pageBytes = bytes.get(page.url) ?? 0;
    const listingBytes = LISTING_CARDS * cardBytes;
    const label = `${viewport.width} px, ${viewport.pixelRatio}x`;
    console.log(
      `  ${label.padEnd(18)}${`${card.width} ${card.format} ${kB(cardBytes)}`.padEnd(24)}${`${page.width} ${page.format} ${kB(pageBytes)}`.padEnd(26)}${kB(listingBytes)}`,
    );
    if (name === 'phone' && viewport.width === 390) {
      const verdict = (value: number, target: number) =>
        `${kB(value)} of ${kB(target)}: ${value <= target ? 'met' : 'MISSED'}`;
      console.log(
        `  ${''.padEnd(18)}targets at ${label}: product page largest image ${verdict(pageBytes, TARGETS.pageLargestImage)}; ${LISTING_CARDS}-card listing ${verdict(listingBytes, TARGETS.listing)}`,
      );
    }
  }
}

/** The phone photo on one product, and the image bytes Chromium on a phone transfers for it. */
async function measureInBrowser(origin: string, token: string, photo: Uploaded) {
  // Named to sort first, so it heads the listing (sorted by name).
  const name = 'A bench photo softener';
  const created = await call<{ data: { _id: string } }>(`${origin}/api/v1/products`, {
    method: 'POST',
    body: JSON.stringify({
      name,
      sku: `BENCH-PHOTO-${Date.now()}`,
      price: 129,
      stock: 5,
      category: 'residential',
      description: 'A softener photographed with a phone.',
      imageUrl: photo.publicUrl,
    }),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  const ofPhoto = new Map(
    photo.variants.map((variant) => [new URL(variant.url, origin).href, variant]),
  );
  const browser = await launchChromium();
  try {
    // The phones' viewports: the targets are a phone's.
    for (const viewport of VIEWPORTS.filter((one) => one.width < 1000)) {
      console.log(
        `\nChromium at ${viewport.width} × ${viewport.height}, device pixel ratio ${viewport.pixelRatio} (a fresh cache per page):`,
      );
      for (const [what, path] of [
        ['product page', `/product/${created.data._id}`],
        ['listing (/residential, scrolled to its end)', '/residential'],
      ] as const) {
        const { images, layoutShift, largestPaint } = await imagesDownloaded(
          browser,
          `${origin}${path}`,
          viewport,
        );
        const photoFiles = images.filter((image) => ofPhoto.has(image.url));
        const others = images.filter((image) => !ofPhoto.has(image.url));
        const sum = (list: typeof images) => list.reduce((total, image) => total + image.bytes, 0);
        console.log(
          `  ${what}: ${images.length} images, ${kB(sum(images))} transferred; the photo: ${
            photoFiles
              .map((image) => {
                const variant = ofPhoto.get(image.url);
                return `${variant?.width} px ${variant?.format} ${kB(image.bytes)}`;
              })
              .join(', ') || 'none'
          }; ${others.length} other images (${[...new Set(others.map((image) => image.type))].join(', ')}) ${kB(sum(others))}`,
        );
        // The upload's own link (the original's address, which answers with a variant) or the
        // private originals: a page that names either shows a file not sized for its box.
        const original = images.filter(
          (image) =>
            image.url === new URL(photo.linkUrl, origin).href ||
            image.url.includes('/upload-originals/'),
        );
        const largest = ofPhoto.get(largestPaint);
        console.log(
          `    layout shift ${layoutShift.toFixed(3)}; largest paint: ${largest ? `the photo's ${largest.width} px ${largest.format}` : largestPaint || 'none'}`,
        );
        if (original.length > 0)
          console.log(
            `  the original's address was fetched: ${original.map((i) => i.url).join(', ')}`,
          );
      }
    }
  } finally {
    await browser.close();
  }
}

const work = mkdtempSync(join(tmpdir(), 'wtkit-bench-images-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = startServerProcess({
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: origin,
  PAYMENT_PROVIDER: 'test',
  DATA_DIR: join(work, 'data'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
});
try {
  await server.ready;
  const login = await call<{ data: { token: string } }>(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ credential: ADMIN.email, password: ADMIN.password }),
    headers: { 'content-type': 'application/json' },
  });
  const token = login.data.token;
  const saveTo = args['save-photos'];
  if (saveTo) mkdirSync(saveTo, { recursive: true });
  let phone: Uploaded | undefined;
  for (const photo of PHOTOS) {
    const bytes = await photo.make();
    if (saveTo) writeFileSync(join(saveTo, photo.file), bytes);
    const uploaded = await uploadPhoto(origin, token, bytes, photo.file, photo.type);
    const served = await servedBytes(origin, uploaded.variants);
    console.log(
      `\n${photo.name}: ${photo.described}, ${(bytes.byteLength / 1e6).toFixed(1)} MB; processed in ${uploaded.seconds.toFixed(2)} s (sign, PUT, POST /upload/variants)`,
    );
    printVariants(uploaded.variants, served);
    printDownloads(photo.name, uploaded.variants, served);
    if (photo.name === 'phone') phone = uploaded;
  }
  if (args.browser && phone) await measureInBrowser(origin, token, phone);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
