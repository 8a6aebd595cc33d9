import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unwrap } from '@wtkit/api-client';
import { afterAll, expect, it } from 'vitest';
import { phonePhoto } from '../bench/photos.js';
import { apiClient, suiteApi } from './support/client.js';
import { type ServerProcess, startServerProcess } from './support/serverProcess.js';

/**
 * What one photo being processed may add to an instance's resident memory (docs/deploy.md): a
 * 12 MP phone photo took 140 to 155 MB on two cores when this was written.
 */
const MEMORY_PER_PHOTO_MB = 250;

const ADMIN = { ADMIN_EMAIL: 'memory-admin@wtkit.test', ADMIN_PASSWORD: 'memory-admin-pw' };
const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-image-memory-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The process's resident memory now (`VmRSS`) or at its peak (`VmHWM`), in MB. */
function megabytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kilobytes / 1024;
}

it('stays within its memory limit while it processes four 12 MP phone photos at once', async () => {
  // A shop of its own, in its own process, so its memory is its own.
  server = startServerProcess({ ...ADMIN, DATA_DIR: dataDir, IMAGE_CONCURRENCY: '4' });
  const base = `${await server.ready}/api/v1`;
  const pid = server.child.pid ?? 0;
  const { token } = await suiteApi(base).signIn(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  const photos = await Promise.all([0, 1, 2, 3].map(() => phonePhoto()));
  const links = await Promise.all(
    photos.map(() =>
      unwrap(
        apiClient(token, base).GET('/upload/sign-r2-upload', {
          params: { query: { fileName: 'phone.jpg', fileType: 'image/jpeg' } },
        }),
      ),
    ),
  );
  // Start the peak from now: the shop's start (migrations, seeding) peaks higher than it idles.
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = megabytes(pid, 'VmRSS');
  const answers = await Promise.all(
    links.map((link, i) =>
      fetch(new URL(link.signedUrl, base), {
        method: 'PUT',
        body: photos[i],
        headers: { 'content-type': 'image/jpeg' },
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  const peak = megabytes(pid, 'VmHWM');
  console.log(
    `image memory: ${before.toFixed(0)} MB resident before the four photos, ${peak.toFixed(0)} MB at the peak`,
  );
  expect(before).toBeGreaterThan(0);
  expect(peak - before).toBeLessThan(4 * MEMORY_PER_PHOTO_MB);
}, 300_000);
