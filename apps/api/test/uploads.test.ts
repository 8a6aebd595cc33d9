import { request } from 'node:http';
import { type components, unwrap } from '@wtkit/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiClient, baseUrl, newShopper, rawRequest } from './support/client.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const sign = (fileName: string, fileType: components['schemas']['ImageType']) =>
  unwrap(
    apiClient(admin).GET('/upload/sign-r2-upload', { params: { query: { fileName, fileType } } }),
  );

const origin = () => new URL(baseUrl()).origin;
const put = (url: string, body: Uint8Array, type: string) =>
  fetch(new URL(url, origin()), { method: 'PUT', body, headers: { 'content-type': type } });

/**
 * A PUT that declares its Content-Length and sends the body only if the server has not answered
 * within a second: the server refuses an oversized body on its declared length, before reading
 * a byte, and closes; a client still pushing megabytes then would have the connection reset
 * under the answer (fetch fails with EPIPE instead of showing the 413).
 */
function putUntilAnswered(url: string, body: Buffer, type: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(new URL(url, origin()), {
      method: 'PUT',
      headers: { 'content-type': type, 'content-length': body.length },
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.flushHeaders();
    setTimeout(() => {
      if (!answered && !req.destroyed) req.end(body);
    }, 1000);
  });
}

describe('image uploads through signed URLs (local storage)', () => {
  it('signs an upload, accepts the PUT, then serves the file at its public URL', async () => {
    const signed = await sign('../../etc/My Filter Photo!.png', 'image/png');
    expect(signed.maxBytes).toBe(10 * 1024 * 1024);
    expect(signed.publicUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}-my-filter-photo\.png$/);
    const stored = await put(signed.signedUrl, PNG, 'image/png');
    expect(stored.status).toBe(200);
    const uploaded = (await stored.json()) as components['schemas']['UploadedResponse'];
    expect(uploaded.publicUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}-1w\.png$/);
    expect(uploaded.variants?.map((variant) => variant.format)).toEqual(['avif', 'webp', 'png']);

    // The link's own URL leads to the photo's default variant.
    const signedUrl = await fetch(new URL(signed.publicUrl, origin()), { redirect: 'manual' });
    expect(signedUrl.status).toBe(302);
    expect(signedUrl.headers.get('location')).toBe(uploaded.publicUrl);

    const served = await fetch(new URL(uploaded.publicUrl, origin()));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 4)).toEqual(PNG.subarray(0, 4));
  });

  it('refuses a tampered signature, another content type, or bytes that are not the image', async () => {
    const signed = await sign('photo.png', 'image/png');
    const tampered = signed.signedUrl.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await put(tampered, PNG, 'image/png')).status).toBe(403);
    expect((await put(signed.signedUrl, PNG, 'image/jpeg')).status).toBe(400);
    expect(
      (await put(signed.signedUrl, Buffer.from('<script>alert(1)</script>'), 'image/png')).status,
    ).toBe(400);
    const otherKey = signed.signedUrl.replace(/\/local\/[^?]+/, '/local/other.png');
    expect((await put(otherKey, PNG, 'image/png')).status).toBe(403);
    const missing = await fetch(new URL(signed.publicUrl, origin()));
    expect(missing.status).toBe(404);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const signed = await sign('big.png', 'image/png');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(big);
    expect(await putUntilAnswered(signed.signedUrl, big, 'image/png')).toBe(413);
  });

  it('signs only image types, and only for admins', async () => {
    const notImage = await rawRequest('GET', '/upload/sign-r2-upload', {
      path: '/upload/sign-r2-upload?fileName=a.pdf&fileType=application/pdf',
      token: admin,
    });
    expect(notImage.status).toBe(400);
    const unknownImage = await rawRequest('GET', '/upload/sign-r2-upload', {
      path: '/upload/sign-r2-upload?fileName=a.tiff&fileType=image/tiff',
      token: admin,
    });
    expect(unknownImage.status).toBe(400);
    const shopper = await newShopper();
    const asShopper = await rawRequest('GET', '/upload/sign-r2-upload', {
      path: '/upload/sign-r2-upload?fileName=a.png&fileType=image/png',
      token: shopper.token,
    });
    expect(asShopper.status).toBe(403);
    const anonymous = await rawRequest('GET', '/upload/sign-r2-upload', {
      path: '/upload/sign-r2-upload?fileName=a.png&fileType=image/png',
    });
    expect(anonymous.status).toBe(401);
  });
});
