import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCli, type RawEntry, readEntries, writeEntries } from '../support/backupCli.js';
import { startServerProcess } from '../support/serverProcess.js';

// `pnpm restore` and `pnpm restore --verify` against archives an attacker (or a bad disk) made:
// every refusal leaves the target folder as it was.
const work = mkdtempSync(join(tmpdir(), 'wtkit-restore-refusals-'));
const shopDir = join(work, 'shop');
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@refusals.wtkit',
  ADMIN_PASSWORD: 'admin-password-for-refusal-tests',
  JWT_SECRET: 'refusal-test-secret-that-is-long-enough-for-hs256',
  PAYMENT_PROVIDER: 'test',
});
const good = join(work, 'good.tar.gz');
let entries: RawEntry[];

beforeAll(async () => {
  const server = startServerProcess(env(shopDir));
  await server.ready;
  await server.stop();
  mkdirSync(join(shopDir, 'uploads'), { recursive: true });
  writeFileSync(join(shopDir, 'uploads', 'kept.png'), 'an image the shop keeps');
  await backupCli(['backup', good], env(shopDir), work);
  entries = readEntries(good);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

let attempt = 0;
/**
 * Restores `archive` into a fresh target (absent, or an empty folder) and returns the refusal;
 * with `verify`, `pnpm restore --verify` must refuse it with the same words.
 */
async function refused(archive: string, targetExists = false, verify = false) {
  attempt += 1;
  const parent = join(work, `target-${attempt}`);
  const target = join(parent, 'data');
  mkdirSync(targetExists ? target : parent, { recursive: true });
  const failure = await backupCli(['restore', archive], env(target), work).then(
    () => undefined,
    (error: { stderr: string; code: number }) => error,
  );
  expect(failure, 'the restore was refused').toBeDefined();
  expect(failure?.code).not.toBe(0);
  // Nothing written: the target as it was, no staging folder left beside it, nothing outside.
  expect(existsSync(target)).toBe(targetExists);
  if (targetExists) expect(readdirSync(target)).toEqual([]);
  expect(readdirSync(parent)).toEqual(targetExists ? ['data'] : []);
  expect(existsSync(join(work, 'evil'))).toBe(false);
  if (verify) {
    const verified = await backupCli(['restore', '--verify', archive], env(target), work).then(
      () => undefined,
      (error: { stderr: string; code: number }) => error,
    );
    expect(verified?.code).not.toBe(0);
    expect(verified?.stderr).toBe(failure?.stderr);
  }
  return failure?.stderr ?? '';
}

function forged(name: string, change: (list: RawEntry[]) => RawEntry[], manifest = true) {
  const file = join(work, `${name}.tar.gz`);
  writeEntries(file, change(entries.map((entry) => ({ ...entry }))), manifest);
  return file;
}

/** Puts `entry` just before the manifest: after the database and files, as late as it can be. */
const withEntry = (entry: RawEntry) => (list: RawEntry[]) => [
  ...list.filter((one) => one.name !== 'manifest.json'),
  entry,
];

describe('pnpm restore refuses an archive a backup did not make, and writes nothing', () => {
  it('verifies and restores the archive a backup made', async () => {
    const { stdout } = await backupCli(['restore', '--verify', good], env(shopDir), work);
    expect(stdout).toContain('is a whole wtkit backup');
    expect(stdout).toContain('2 files'); // store.json and the upload
    const target = join(work, 'restored');
    const restored = await backupCli(['restore', good], env(target), work);
    expect(restored.stdout).toContain('Every session was ended');
    expect(existsSync(join(target, 'uploads', 'kept.png'))).toBe(true);
  });

  it('refuses a planted backup request, wherever it is put', async () => {
    const request = Buffer.from(JSON.stringify({ out: join(work, 'evil'), pid: process.pid }));
    expect(
      await refused(
        forged(
          'request-in-files',
          withEntry({ name: 'files/backups/x.request.json', data: request }),
        ),
      ),
    ).toContain('where no backup puts a file');
    expect(
      await refused(
        forged('request-at-top', withEntry({ name: 'backups/x.request.json', data: request })),
        true,
        true,
      ),
    ).toContain('which no wtkit backup holds');
  });

  it('refuses paths that climb out of the folder or start at the root', async () => {
    expect(
      await refused(forged('dotdot', withEntry({ name: 'files/../evil', data: Buffer.from('x') }))),
    ).toContain('leaves the data folder');
    expect(
      await refused(
        forged(
          'deep-dotdot',
          withEntry({ name: 'files/uploads/../../evil', data: Buffer.from('x') }),
        ),
      ),
    ).toContain('leaves the data folder');
    expect(
      await refused(
        forged('absolute', withEntry({ name: join(work, 'evil'), data: Buffer.from('x') })),
      ),
    ).toContain('which no wtkit backup holds');
    expect(
      await refused(forged('rooted', withEntry({ name: 'files//evil', data: Buffer.from('x') }))),
    ).toContain('leaves the data folder');
  });

  it('refuses links and folders', async () => {
    expect(
      await refused(
        forged(
          'symlink',
          withEntry({
            name: 'files/uploads/link.png',
            data: Buffer.alloc(0),
            type: '2',
            linkname: '/etc/passwd',
          }),
        ),
      ),
    ).toContain('not a regular file');
    expect(
      await refused(
        forged(
          'hardlink',
          withEntry({
            name: 'files/uploads/hard.png',
            data: Buffer.alloc(0),
            type: '1',
            linkname: 'files/uploads/kept.png',
          }),
        ),
      ),
    ).toContain('not a regular file');
  });

  it('refuses entries that differ from the manifest: changed, missing, added', async () => {
    const changed = forged(
      'changed',
      (list) =>
        list.map((entry) =>
          entry.name === 'files/uploads/kept.png'
            ? { ...entry, data: Buffer.from('an image the shop keeqs') }
            : entry,
        ),
      false,
    );
    expect(await refused(changed, false, true)).toContain('its size or SHA-256 differs');
    const resized = forged(
      'resized',
      (list) =>
        list.map((entry) =>
          entry.name === 'files/uploads/kept.png'
            ? { ...entry, data: Buffer.from('short') }
            : entry,
        ),
      false,
    );
    expect(await refused(resized)).toContain('its size or SHA-256 differs');
    const missing = forged(
      'missing',
      (list) => list.filter((entry) => entry.name !== 'files/uploads/kept.png'),
      false,
    );
    expect(await refused(missing)).toContain('in its manifest but not in it');
    const added = forged(
      'added',
      (list) => [
        ...list.slice(0, -1),
        { name: 'files/uploads/extra.png', data: Buffer.from('extra') },
        ...list.slice(-1),
      ],
      false,
    );
    expect(await refused(added)).toContain('but not in its manifest');
  });

  it('refuses an archive cut short, or that is not one', async () => {
    const whole = readEntries(good);
    const cut = forged('cut', () => whole.slice(0, -1), false);
    expect(await refused(cut)).toContain('no manifest');
    const notOne = join(work, 'hello.tar.gz');
    writeFileSync(notOne, 'hello');
    expect(await refused(notOne, false, true)).toContain('not a wtkit backup');
  });
});
