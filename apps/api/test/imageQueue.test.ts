import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type components, unwrap } from '@wtkit/api-client';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { apiClient, suiteApi } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

type Uploaded = components['schemas']['UploadedResponse'];

const ADMIN = { ADMIN_EMAIL: 'queue-admin@wtkit.test', ADMIN_PASSWORD: 'queue-admin-pw' };
let own: OwnServer | undefined;
afterAll(async () => {
  await own?.close();
});

/** A 3000×2000 photo of its own noise (seconds of work each), told apart by `seed`. */
async function photo(seed: number) {
  const pixels = Buffer.alloc(3000 * 2000 * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width: 3000, height: 2000, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

it('answers uploads past the variant queue 429 with a message, and each one sent again is stored', async () => {
  // One photo at a time, four waiting: the sixth photo in flight is past the queue.
  own = await startOwnServer({ env: { ...ADMIN, IMAGE_CONCURRENCY: '1' } });
  const base = own.base;
  const { token } = await suiteApi(base).signIn(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  const count = 9;
  const photos = await Promise.all(Array.from({ length: count }, (_, i) => photo(i + 1)));
  const links = await Promise.all(
    photos.map(() =>
      unwrap(
        apiClient(token, base).GET('/upload/sign-r2-upload', {
          params: { query: { fileName: 'queued', fileType: 'image/jpeg' } },
        }),
      ),
    ),
  );
  const put = (i: number) =>
    fetch(new URL(links[i]?.signedUrl ?? '', base), {
      method: 'PUT',
      body: new Uint8Array(photos[i] ?? []),
      headers: { 'content-type': 'image/jpeg' },
    });
  // One after another once the one before is received (its original stored, or its answer
  // back), none waiting for the one before to be processed: only the variant queue is full.
  const originals = join(own.dataDir, 'upload-originals');
  const answers: Promise<Response>[] = [];
  for (let i = 0; i < count; i += 1) {
    let settled = false;
    const answer = put(i).finally(() => {
      settled = true;
    });
    answers.push(answer);
    const key = links[i]?.publicUrl.split('/files/')[1] ?? '';
    while (!settled && !existsSync(join(originals, key))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const first = await Promise.all(answers);
  const refused = first.flatMap((response, i) => (response.status === 429 ? [i] : []));
  expect(refused.length).toBeGreaterThan(0);
  for (const i of refused) {
    const response = first[i] as Response;
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Too many photos are being processed. Try again shortly.',
    );
  }
  const accepted = first.filter((response) => response.status === 200);
  expect(accepted.length + refused.length).toBe(count);

  // Nothing of a refused photo is left behind, and its link takes it once the queue has room.
  expect(readdirSync(originals)).toHaveLength(accepted.length);
  const again = [];
  for (const i of refused) again.push(await put(i));
  expect(again.map((response) => response.status)).toEqual(refused.map(() => 200));

  const stored = [
    ...(await Promise.all(accepted.map((response) => response.json() as Promise<Uploaded>))),
    ...(await Promise.all(again.map((response) => response.json() as Promise<Uploaded>))),
  ];
  expect(stored).toHaveLength(count);
  // Every photo has all of its variants, each served.
  expect(new Set(stored.map((answer) => answer.publicUrl)).size).toBe(count);
  for (const answer of stored) {
    expect(answer.variants).toHaveLength(24);
    const shown = await fetch(new URL(answer.publicUrl, base));
    expect(shown.status).toBe(200);
  }
  expect(existsSync(originals) && readdirSync(originals)).toHaveLength(count);
}, 300_000);
