import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { unwrap } from '@wtkit/api-client';
import pino from 'pino';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { GPS_MARKER, phonePhoto } from '../bench/photos.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { imageVariants, type StoredImageVariant } from '../src/db/schema.js';
import { startServer } from '../src/server.js';
import { apiClient, suiteApi } from './support/client.js';
import { imageVariantsCli } from './support/imageVariantsCli.js';
import { startOwnServer } from './support/ownServer.js';
import { startLocalS3 } from './support/s3Server.js';

const ADMIN = { ADMIN_EMAIL: 'variants-cli@wtkit.test', ADMIN_PASSWORD: 'variants-cli-pw' };
// The command and the restarted shop sign with one secret (required beside PostgreSQL).
const JWT_SECRET = 'variants-cli-secret-that-is-long-enough-for-hs256';
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/**
 * A shop of its own with `env`, stopped while the command runs (its embedded database is open to
 * one process) and started again on the same data afterwards.
 */
async function shopAround(env: Record<string, string>) {
  const own = await startOwnServer({ env: { ...ADMIN, ...env } });
  cleanups.push(() => own.close());
  const settings = {
    JWT_SECRET,
    DATA_DIR: own.dataDir,
    ...(own.databaseUrl ? { DATABASE_URL: own.databaseUrl } : {}),
    ...env,
  };
  const token = async (base: string) =>
    (await suiteApi(base).signIn(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).token;
  return {
    own,
    settings,
    token,
    /** A product showing the photo at `imageUrl`, created by the admin as the form does. */
    async productWith(name: string, description: string, imageUrl: string) {
      const { data } = await unwrap(
        apiClient(await token(own.base), own.base).POST('/products', {
          body: {
            name,
            sku: `CLI-${randomUUID().slice(0, 8)}`,
            price: 100,
            stock: 1,
            category: 'residential',
            description,
            imageUrl,
          },
        }),
      );
      return data;
    },
    /**
     * Stops the shop, runs `pnpm images:variants`, starts the shop again; its answer and base.
     * `whileStopped` runs first, on the shop's database, as the command will find it.
     */
    async runCommand(whileStopped?: (db: Db) => Promise<unknown>) {
      await own.server.close();
      if (whileStopped) {
        const database = await openDatabase({ databaseUrl: own.databaseUrl, dataDir: own.dataDir });
        try {
          await whileStopped(database.db);
        } finally {
          await database.close();
        }
      }
      const answer = await imageVariantsCli(settings);
      const again = await startServer(
        loadConfig({
          NODE_ENV: 'test',
          PORT: '0',
          HOST: '127.0.0.1',
          ...ADMIN,
          ...settings,
        }),
        { logger: pino({ level: 'silent' }) },
      );
      own.server = again;
      return { ...answer, base: `${again.url}/api/v1` };
    },
  };
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/**
 * A photo's variants as the shop made them before #28's widths and qualities: 160, 320, 640 and
 * 960 px, AVIF 55, WebP 78, JPEG 80, each named by its bytes' hash as the shop names them.
 */
async function olderVariants(original: Buffer) {
  const formats = {
    avif: { ext: 'avif', encode: (image: Sharp) => image.avif({ quality: 55, effort: 2 }) },
    webp: { ext: 'webp', encode: (image: Sharp) => image.webp({ quality: 78 }) },
    jpeg: {
      ext: 'jpg',
      encode: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
    },
  } as const;
  return Promise.all(
    [160, 320, 640, 960].flatMap((width) =>
      (Object.keys(formats) as (keyof typeof formats)[]).map(async (format) => {
        const { ext, encode } = formats[format];
        const { data, info } = await encode(sharp(original).rotate().resize({ width })).toBuffer({
          resolveWithObject: true,
        });
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
        return { key: `${hash}-${width}w.${ext}`, bytes: data, width, height: info.height, format };
      }),
    ),
  );
}

/** Records a photo as the shop did before variant sets were recorded (no `variant_set`). */
async function recordOlder(
  db: Db,
  uploadUrl: string,
  variants: StoredImageVariant[],
  originalKey: string | null,
) {
  const url = variants.find((variant) => variant.format === 'jpeg' && variant.width === 960)?.url;
  await db
    .insert(imageVariants)
    .values({ uploadUrl, url: url ?? '', variants, originalKey, variantSet: null });
  return url ?? '';
}

/** The product's shown photo: its widths, and that its default variant is not `oldUrl`. */
async function shownPhoto(base: string, productId: string) {
  const { data } = await unwrap(
    apiClient(undefined, base).GET('/products/{id}', { params: { path: { id: productId } } }),
  );
  const image = data.images[0];
  return {
    url: image?.url ?? '',
    widths: [...new Set(image?.variants.map((variant) => variant.width))].sort((a, b) => a - b),
    formats: new Set(image?.variants.map((variant) => variant.format)),
    imageUrl: data.imageUrl,
  };
}

/** The answer at `url` is a JPEG sharp can decode. */
async function expectJpegAt(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  const { format, width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect(format).toBe('jpeg');
  expect(width).toBe(960);
}

const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('pnpm images:variants (local storage)', () => {
  it('converts uploads made before variants and interrupted ones, refuses a damaged one, and is done once', async () => {
    const shop = await shopAround({ IMAGE_CONCURRENCY: '2' });
    const uploads = join(shop.own.dataDir, 'uploads');
    const originals = join(shop.own.dataDir, 'upload-originals');
    mkdirSync(uploads, { recursive: true });
    mkdirSync(originals, { recursive: true });
    // Stored as sent before this shop made variants: public, with its GPS position.
    const legacy = `${randomUUID()}-legacy-phone.jpg`;
    writeFileSync(join(uploads, legacy), await phonePhoto(1600, 1200));
    // Received, but the shop stopped before its variants were made.
    const interrupted = `${randomUUID()}-interrupted.jpg`;
    writeFileSync(join(originals, interrupted), await photo('#2a6'));
    // Cut short: its first bytes are a JPEG's, the rest is missing.
    const damaged = `${randomUUID()}-damaged.jpg`;
    writeFileSync(join(uploads, damaged), (await photo('#a26')).subarray(0, 600));
    // An SVG and a variant are served as they are.
    writeFileSync(
      join(uploads, `${randomUUID()}-logo.svg`),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );

    const product = await shop.productWith(
      'Legacy photo softener',
      'Photographed before variants.',
      `/api/v1/files/${legacy}`,
    );

    const first = await shop.runCommand();
    expect(first.stderr).toBe('');
    const lines = first.stdout.trim().split('\n');
    expect(lines.filter((line) => /^\[\d\/3\] /.test(line))).toHaveLength(3);
    expect(
      lines.some(
        (line) => line.includes(damaged) && line.includes('refused: The image could not be read'),
      ),
    ).toBe(true);
    expect(lines.at(-1)).toBe(
      'Photo variants: 2 photos converted, 0 re-made, 1 refused, 0 already done.',
    );
    expect(first.code).toBe(1);

    // The product's photo now has its variants, and its old address leads to the default one.
    const { data: shown } = await unwrap(
      apiClient(undefined, first.base).GET('/products/{id}', {
        params: { path: { id: product._id } },
      }),
    );
    const variants = shown.images[0]?.variants ?? [];
    expect(new Set(variants.map((variant) => variant.format))).toEqual(
      new Set(['avif', 'webp', 'jpeg']),
    );
    // The sideways 1600×1200 phone photo, upright.
    expect(Math.max(...variants.map((variant) => variant.width))).toBe(1200);
    const old = await fetch(new URL(`/api/v1/files/${legacy}`, first.base), { redirect: 'manual' });
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(shown.images[0]?.url);
    const served = await fetch(new URL(shown.images[0]?.url ?? '', first.base));
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(Buffer.from(GPS_MARKER))).toBe(false);
    // The originals are private now (kept by default); the damaged file is gone.
    expect(existsSync(join(uploads, legacy))).toBe(false);
    expect(readdirSync(originals).sort()).toEqual([interrupted, legacy].sort());
    expect(existsSync(join(uploads, damaged))).toBe(false);

    const second = await shop.runCommand();
    expect(second.stdout.trim()).toBe(
      'Photo variants: 0 photos converted, 0 re-made, 0 refused, 2 already done.',
    );
    expect(second.code).toBe(0);
  }, 180_000);

  it('re-makes a photo made with older widths and qualities from its original; its old address still answers', async () => {
    const shop = await shopAround({});
    const uploads = join(shop.own.dataDir, 'uploads');
    const originals = join(shop.own.dataDir, 'upload-originals');
    mkdirSync(uploads, { recursive: true });
    mkdirSync(originals, { recursive: true });
    const key = `${randomUUID()}-older.jpg`;
    const original = await phonePhoto(1600, 1200);
    writeFileSync(join(originals, key), original);
    const older = (await olderVariants(original)).map(({ key, bytes, ...variant }) => {
      writeFileSync(join(uploads, key), bytes);
      return { ...variant, url: `/api/v1/files/${key}` };
    });
    const oldUrl = older.find((variant) => variant.format === 'jpeg' && variant.width === 960)?.url;
    const product = await shop.productWith(
      'Older photo softener',
      'Photographed before #28.',
      oldUrl ?? '',
    );
    const uploadUrl = `/api/v1/files/${key}`;

    const first = await shop.runCommand((db) => recordOlder(db, uploadUrl, older, key));
    expect(first.stderr).toBe('');
    // Upright, the sideways 1600×1200 photo is 1200 px wide: seven widths in three formats.
    expect(first.stdout).toContain(`[1/1] ${uploadUrl}: 21 variants (re-made)`);
    expect(first.stdout.trim().split('\n').at(-1)).toBe(
      'Photo variants: 0 photos converted, 1 re-made, 0 refused, 0 already done.',
    );
    expect(first.code).toBe(0);
    const shown = await shownPhoto(first.base, product._id);
    expect(shown.imageUrl).toBe(oldUrl);
    expect(shown.widths).toEqual([160, 240, 320, 480, 640, 960, 1200]);
    expect(shown.formats).toEqual(new Set(['avif', 'webp', 'jpeg']));
    expect(shown.url).not.toBe(oldUrl);
    // The address the product stores still answers the photo, as does the new default.
    await expectJpegAt(new URL(oldUrl ?? '', first.base).href);
    await expectJpegAt(new URL(shown.url, first.base).href);

    const second = await shop.runCommand();
    expect(second.stdout.trim()).toBe(
      'Photo variants: 0 photos converted, 0 re-made, 0 refused, 1 already done.',
    );
    expect(second.code).toBe(0);
    expect(await shownPhoto(second.base, product._id)).toEqual(shown);
  }, 240_000);
});

/** A shop on its own S3-protocol server's bucket, and a client of that bucket. */
async function bucketShop() {
  const s3 = await startLocalS3();
  cleanups.push(() => s3.close());
  const s3Origin = s3.origin;
  const shop = await shopAround({
    S3_BUCKET: 'product-images',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: s3Origin,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `${s3Origin}/product-images`,
    S3_FORCE_PATH_STYLE: 'true',
  });
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3Origin,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return { shop, s3Origin, client };
}

describe('pnpm images:variants (S3)', () => {
  it('converts a photo PUT to the bucket whose variants were never asked for', async () => {
    const { shop, s3Origin } = await bucketShop();
    const token = await shop.token(shop.own.base);
    const signed = await unwrap(
      apiClient(token, shop.own.base).GET('/upload/sign-r2-upload', {
        params: { query: { fileName: 'bucket photo', fileType: 'image/jpeg' } },
      }),
    );
    const put = await fetch(signed.signedUrl, {
      method: 'PUT',
      body: new Uint8Array(await phonePhoto(1000, 750)),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(200);

    const run = await shop.runCommand();
    // Upright, the sideways 1000×750 photo is 750 px wide: 160 to 640 and 750 in three formats.
    expect(run.stdout).toContain(`[1/1] ${signed.publicUrl}: 18 variants`);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      'Photo variants: 1 photos converted, 0 re-made, 0 refused, 0 already done.',
    );
    const key = signed.publicUrl.split('/products/')[1];
    expect((await fetch(signed.publicUrl)).status).toBe(404);
    expect((await fetch(`${s3Origin}/product-images/originals/${key}`)).status).toBe(200);
    // The admin's call after the PUT now answers what the command made.
    const token2 = await shop.token(run.base);
    const made = await unwrap(
      apiClient(token2, run.base).POST('/upload/variants', {
        body: { publicUrl: signed.publicUrl },
      }),
    );
    expect(made.variants).toHaveLength(18);
    const variant = made.variants?.find((each) => each.format === 'webp' && each.width === 640);
    const response = await fetch(variant?.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }, 180_000);

  it('re-makes a photo made with older widths from its widest JPEG when the original was discarded', async () => {
    const { shop, s3Origin, client } = await bucketShop();
    const older = await olderVariants(await phonePhoto(1600, 1200));
    const variants = await Promise.all(
      older.map(async ({ key, bytes, ...variant }) => {
        await client.send(
          new PutObjectCommand({
            Bucket: 'product-images',
            Key: `products/${key}`,
            Body: bytes,
            ContentType: `image/${variant.format}`,
          }),
        );
        return { ...variant, url: `${s3Origin}/product-images/products/${key}` };
      }),
    );
    const oldUrl = variants.find(
      (variant) => variant.format === 'jpeg' && variant.width === 960,
    )?.url;
    const product = await shop.productWith(
      'Older bucket photo',
      'Photographed before #28.',
      oldUrl ?? '',
    );
    const uploadUrl = `${s3Origin}/product-images/products/${randomUUID()}-older.jpg`;

    const first = await shop.runCommand((db) => recordOlder(db, uploadUrl, variants, null));
    // Its widest JPEG is 960 px: six widths in three formats.
    expect(first.stdout).toContain(`[1/1] ${uploadUrl}: 18 variants (re-made)`);
    expect(first.code).toBe(0);
    const shown = await shownPhoto(first.base, product._id);
    expect(shown.widths).toEqual([160, 240, 320, 480, 640, 960]);
    expect(shown.url).not.toBe(oldUrl);
    expect(shown.url.startsWith(`${s3Origin}/product-images/products/`)).toBe(true);
    await expectJpegAt(oldUrl ?? '');
    await expectJpegAt(shown.url);

    const second = await shop.runCommand();
    expect(second.stdout.trim()).toBe(
      'Photo variants: 0 photos converted, 0 re-made, 0 refused, 1 already done.',
    );
    expect(await shownPhoto(second.base, product._id)).toEqual(shown);
  }, 240_000);
});
