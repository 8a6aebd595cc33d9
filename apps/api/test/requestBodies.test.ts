import { readdirSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { join } from 'node:path';
import { unwrap } from '@wtkit/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../src/http/body.js';
import { loadContract } from '../src/http/contract.js';
import { MAX_CONCURRENT_UPLOADS } from '../src/storage/storage.js';
import { apiClient } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

const ADMIN = { email: 'bodies-admin@test.wtkit', password: 'bodies-admin-password' };
/** A whole 1×1 PNG (an upload is decoded into its variants once received) and its signature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PNG_HEAD = PNG.subarray(0, 8);
const MB = 1024 * 1024;
const contract = loadContract();

let own: OwnServer;
let adminToken: string;

beforeAll(async () => {
  own = await startOwnServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const session = await unwrap(
    apiClient(undefined, own.base).POST('/auth/login', {
      body: { credential: ADMIN.email, password: ADMIN.password },
    }),
  );
  adminToken = session.data.token;
});

afterAll(() => own.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A chunked request (no Content-Length) that the test writes by hand and ends only when it wants:
 * a server that answers while the body is still open has not waited for (or buffered) the rest.
 */
function openStream(method: string, url: string, contentType: string) {
  const target = new URL(url, own.server.url);
  const req = request(target, {
    method,
    headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' },
  });
  // The server may close the socket while we are still writing: that is what we ask of it.
  req.on('error', () => {});
  const answer = new Promise<Answer>((resolve) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) });
      });
    });
  });
  const write = (bytes: Buffer) =>
    new Promise<void>((resolve) => {
      if (req.destroyed) return resolve();
      req.write(bytes, () => resolve());
    });
  return { req, answer, write };
}

/** Checks an answer against the contract, as the typed client does for every other test. */
function expectDocumented(method: string, path: string, answer: Answer) {
  const operation = contract.operations.find((op) => op.method === method && op.path === path);
  expect(operation?.validateResponse(answer.status, answer.body)).toEqual([]);
}

async function signUpload(fileName: string) {
  return unwrap(
    apiClient(adminToken, own.base).GET('/upload/sign-r2-upload', {
      params: { query: { fileName, fileType: 'image/png' } },
    }),
  );
}

const partFiles = () => {
  try {
    return readdirSync(join(own.dataDir, 'uploads')).filter((name) => name.endsWith('.part'));
  } catch {
    return [];
  }
};

describe('JSON bodies are measured while they arrive', () => {
  it('answers 413 to a chunked body past the limit before the client has finished sending', async () => {
    const stream = openStream('POST', '/api/v1/auth/login', 'application/json');
    await stream.write(Buffer.from('{"credential":"'));
    for (let i = 0; i < 3; i += 1) await stream.write(Buffer.alloc(MB, 'a'));
    // The body is still open: only a server that stopped reading at the limit answers now.
    const answer = await stream.answer;
    stream.req.destroy();
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The request body is too large.');
    expect(answer.headers.connection).toBe('close');
    expectDocumented('POST', '/auth/login', answer);
  });

  it('still reads a chunked body under the limit', async () => {
    const stream = openStream('POST', '/api/v1/auth/login', 'application/json');
    await stream.write(Buffer.from('{"credential":"nobody@example.com",'));
    await stream.write(Buffer.from('"password":"not-the-password"}'));
    stream.req.end();
    const answer = await stream.answer;
    expect(answer.status).toBe(401);
  });

  it('refuses deeply nested JSON with 400 instead of running out of stack', async () => {
    const arrays = '['.repeat(100_000) + ']'.repeat(100_000);
    const objects = `${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}`;
    for (const body of [arrays, objects]) {
      const response = await fetch(`${own.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: 'The request body nests deeper than 64 levels.',
      });
    }
    const healthy = await fetch(`${own.server.url}/healthz`);
    expect(healthy.status).toBe(200);
  });
});

describe('uploads check the link before reading the body', () => {
  it('answers 403 to a forged signature while the body is still arriving', async () => {
    const signed = await signUpload('forged.png');
    const forged = signed.signedUrl.replace(/signature=[^&]+/, 'signature=forged');
    const stream = openStream('PUT', forged, 'image/png');
    await stream.write(PNG_HEAD);
    await stream.write(Buffer.alloc(MB));
    const answer = await stream.answer;
    stream.req.destroy();
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('This upload link is not valid. Request a new one.');
    expect(answer.headers.connection).toBe('close');
    expectDocumented('PUT', '/upload/local/{key}', answer);
  });

  it('stops a chunked upload at 10 MB with 413 and keeps no partial file', async () => {
    const signed = await signUpload('huge.png');
    const stream = openStream('PUT', signed.signedUrl, 'image/png');
    await stream.write(PNG_HEAD);
    for (let i = 0; i < 11; i += 1) await stream.write(Buffer.alloc(MB));
    const answer = await stream.answer;
    stream.req.destroy();
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The image is larger than 10 MB.');
    expectDocumented('PUT', '/upload/local/{key}', answer);
    expect(partFiles()).toEqual([]);
    const served = await fetch(new URL(signed.publicUrl, own.server.url));
    expect(served.status).toBe(404);
  });

  it(`receives at most ${MAX_CONCURRENT_UPLOADS} uploads at once`, async () => {
    const slow = [];
    for (let i = 0; i < MAX_CONCURRENT_UPLOADS; i += 1) {
      const signed = await signUpload(`slow-${i}.png`);
      const stream = openStream('PUT', signed.signedUrl, 'image/png');
      await stream.write(PNG_HEAD);
      slow.push(stream);
    }
    // Each slow upload has started writing its file: wait until the server holds all of them.
    await expect.poll(() => partFiles().length).toBe(MAX_CONCURRENT_UPLOADS);

    const extra = await signUpload('extra.png');
    const refused = await fetch(new URL(extra.signedUrl, own.server.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG_HEAD,
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');

    for (const stream of slow) stream.req.end(PNG.subarray(8));
    expect((await Promise.all(slow.map((stream) => stream.answer))).map((a) => a.status)).toEqual(
      Array(MAX_CONCURRENT_UPLOADS).fill(200),
    );
    const accepted = await fetch(new URL(extra.signedUrl, own.server.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(accepted.status).toBe(200);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, and ignores brackets inside strings', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('["[[[[", "{{{{"]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\"[[[["]', 1)).toBe(false);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });
});
