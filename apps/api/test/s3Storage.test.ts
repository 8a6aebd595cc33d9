import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, unwrap } from '@wtkit/api-client';
import pino from 'pino';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type RunningServer, startServer } from '../src/server.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// s3rver: a local server speaking the S3 protocol (path-style buckets, presigned PUTs).
let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Origin: string;
let server: RunningServer;
const dirs: string[] = [];

beforeAll(async () => {
  const s3Dir = mkdtempSync(join(tmpdir(), 'wtkit-s3-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-s3-api-'));
  dirs.push(s3Dir, dataDir);
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'product-images' }],
  });
  const { port } = await s3.run();
  s3Origin = `http://127.0.0.1:${port}`;
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
  const admin = createApiClient({
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
