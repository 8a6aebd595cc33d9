import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, unwrap } from '@wtkit/api-client';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMENT_MARKER, GPS_MARKER, phonePhoto } from '../bench/photos.js';
import { loadConfig } from '../src/config.js';
import { type RunningServer, startServer } from '../src/server.js';
import { type LocalS3, startLocalS3 } from './support/s3Server.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let s3: LocalS3;
let s3Origin: string;
let server: RunningServer;
let admin: ReturnType<typeof createApiClient>;
const dirs: string[] = [];

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-s3-api-'));
  dirs.push(dataDir);
  s3 = await startLocalS3();
  s3Origin = s3.origin;
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 's3-admin@wtkit.test',
      ADMIN_PASSWORD: 'admin-password-for-s3',
      S3_BUCKET: 'product-images',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3Origin,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${s3Origin}/product-images`,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    { logger: pino({ level: 'silent' }) },
  );
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it('presigns a PUT straight to the bucket; the image is then public at its URL', async () => {
  const api = createApiClient({ baseUrl: `${server.url}/api/v1` });
  const session = await unwrap(
    api.POST('/auth/login', {
      body: { credential: 's3-admin@wtkit.test', password: 'admin-password-for-s3' },
    }),
  );
  admin = createApiClient({
    baseUrl: `${server.url}/api/v1`,
    getToken: () => session.data.token,
  });
  const signed = await unwrap(
    admin.GET('/upload/sign-r2-upload', {
      params: { query: { fileName: 'Softener Photo.png', fileType: 'image/png' } },
    }),
  );
  expect(signed.signedUrl.startsWith(`${s3Origin}/product-images/products/`)).toBe(true);
  expect(signed.signedUrl).toContain('X-Amz-Signature=');
  expect(signed.publicUrl).toMatch(
    new RegExp(`^${s3Origin}/product-images/products/[0-9a-f-]{36}-softener-photo\\.png$`),
  );

  // s3rver checks the access key of a SigV4 URL but not the signature itself, so this proves the
  // URL is bound to our key; signature checking is AWS's (or R2's) job.
  const tampered = signed.signedUrl.replace(/X-Amz-Credential=S3RVER/, 'X-Amz-Credential=STRANGER');
  const refused = await fetch(tampered, {
    method: 'PUT',
    body: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(refused.status).toBe(403);

  const stored = await fetch(signed.signedUrl, {
    method: 'PUT',
    body: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(stored.status).toBe(200);
  const served = await fetch(signed.publicUrl);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
}, 120_000);

it('makes upright, metadata-free variants of a photo in the bucket, and moves its original out of the public prefix', async () => {
  const signed = await unwrap(
    admin.GET('/upload/sign-r2-upload', {
      params: { query: { fileName: 'counter.jpg', fileType: 'image/jpeg' } },
    }),
  );
  const photo = await phonePhoto(1200, 900);
  expect(photo.includes(GPS_MARKER)).toBe(true);
  const stored = await fetch(signed.signedUrl, {
    method: 'PUT',
    body: photo,
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(stored.status).toBe(200);

  const made = await unwrap(
    admin.POST('/upload/variants', { body: { publicUrl: signed.publicUrl } }),
  );
  const variants = made.variants ?? [];
  expect([...new Set(variants.map((v) => v.width))]).toEqual([160, 240, 320, 480, 640, 900]);
  expect(variants).toHaveLength(18);
  expect(made.publicUrl).toBe(variants.find((v) => v.width === 900 && v.format === 'jpeg')?.url);
  for (const variant of variants) {
    expect(variant.url.startsWith(`${s3Origin}/product-images/products/`)).toBe(true);
    const file = await fetch(variant.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }[
        variant.format
      ],
    );
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await file.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    expect(variant.height).toBe(Math.round((variant.width * 4) / 3));
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(GPS_MARKER)).toBe(false);
    expect(bytes.includes(COMMENT_MARKER)).toBe(false);
  }

  // The original, with its GPS position, is no longer public; a copy is kept under originals/.
  expect((await fetch(signed.publicUrl)).status).toBe(404);
  const key = signed.publicUrl.split('/').pop();
  const original = await fetch(`${s3Origin}/product-images/originals/${key}`);
  expect(Buffer.from(await original.arrayBuffer())).toEqual(photo);

  // Asking again answers the same; an unknown upload is 404.
  const again = await unwrap(
    admin.POST('/upload/variants', { body: { publicUrl: signed.publicUrl } }),
  );
  expect(again).toEqual(made);
  const unknown = await admin.POST('/upload/variants', {
    body: { publicUrl: `${s3Origin}/product-images/products/nothing.jpg` },
  });
  expect(unknown.response.status).toBe(404);
}, 120_000);
