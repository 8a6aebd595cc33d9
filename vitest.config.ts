import { chmodSync, existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The run's scratch folders (the test servers' data folders, the PostgreSQL cluster, browser
 * profiles) go to memory when the machine has room there and TMPDIR does not say otherwise: the
 * suite creates and deletes gigabytes of database files, and on a disk that is time in the kernel
 * and waiting for writes, not testing.
 */
function scratchInMemory() {
  const shm = '/dev/shm';
  if (process.env.TMPDIR || !existsSync(shm)) return;
  const free = statfsSync(shm);
  if (free.bavail * free.bsize < 4 * 1024 ** 3) return;
  const dir = mkdtempSync(join(shm, 'wtkit-test-'));
  // Open to every user, as /tmp is: the PostgreSQL cluster runs as `postgres` when run as root.
  chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
scratchInMemory();

// One `vitest run` at the root runs every package's suite; each project keeps its own config.
export default defineConfig({
  test: {
    // Three test files at a time (Vitest's default on two cores is one): much of the suite waits
    // on servers and browsers rather than computing.
    maxWorkers: 3,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/api/vitest.postgres.config.ts',
      'apps/storefront/vitest.unit.config.ts',
      '.storybook/vitest.config.ts',
      '.storybook/vitest.keyboard.config.ts',
    ],
  },
});
