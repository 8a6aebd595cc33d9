import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCli } from '../support/backupCli.js';
import { type ServerProcess, startServerProcess } from '../support/serverProcess.js';

// Where `pnpm backup` may write, what it packs, which request files a running shop obeys, whom
// it signals, and that the shop keeps answering while a backup is written.
const work = mkdtempSync(join(tmpdir(), 'wtkit-backup-requests-'));
const dataDir = join(work, 'shop');
const env = (dir: string) => ({
  DATA_DIR: dir,
  ADMIN_EMAIL: 'admin@requests.wtkit',
  ADMIN_PASSWORD: 'admin-password-for-request-tests',
  JWT_SECRET: 'request-test-secret-that-is-long-enough-for-hs256',
  PAYMENT_PROVIDER: 'test',
});
let server: ServerProcess;
let base: string;

/** The archive's entries, as tar itself lists them. */
const listed = (file: string) =>
  execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');

beforeAll(async () => {
  server = startServerProcess(env(dataDir));
  base = await server.ready;
  // Images that do not compress, enough that writing them takes the packing process a while.
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  for (let i = 0; i < 8; i += 1)
    writeFileSync(join(dataDir, 'uploads', `photo-${i}.jpg`), randomBytes(1024 * 1024));
}, 120_000);

afterAll(async () => {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('pnpm backup beside a running shop', () => {
  it('keeps answering while the archive is written', async () => {
    const out = join(work, 'answering.tar.gz');
    const backup = backupCli(['backup', out], env(dataDir), work);
    let running = true;
    void backup.finally(() => {
      running = false;
    });
    let answers = 0;
    let whileWriting = 0;
    const failures: number[] = [];
    while (running) {
      const writing = readdirSync(work).some((name) => name.endsWith('.part'));
      const answer = await fetch(`${base}/healthz`);
      if (answer.status !== 200) failures.push(answer.status);
      answers += 1;
      // Answered between two looks at the folder that both saw the archive still being written.
      if (writing && readdirSync(work).some((name) => name.endsWith('.part'))) whileWriting += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await backup).stdout).toContain('Backup of the running shop written to');
    expect(failures).toEqual([]);
    expect(answers).toBeGreaterThan(0);
    expect(whileWriting, 'answers while the archive was being written').toBeGreaterThan(0);
    const verified = await backupCli(['restore', '--verify', out], env(dataDir), work);
    expect(verified.stdout).toContain('is a whole wtkit backup');
  });

  it('refuses to write the archive inside the data folder, but in backups/', async () => {
    for (const out of [join(dataDir, 'uploads', 'leak.tar.gz'), join(dataDir, 'night.tar.gz')]) {
      await expect(backupCli(['backup', out], env(dataDir), work)).rejects.toMatchObject({
        stderr: expect.stringContaining('inside the data folder'),
      });
      expect(existsSync(out)).toBe(false);
    }
    // A link that leads into the folder is followed.
    const link = join(work, 'into-uploads');
    execFileSync('ln', ['-s', join(dataDir, 'uploads'), link]);
    await expect(
      backupCli(['backup', join(link, 'leak.tar.gz')], env(dataDir), work),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('inside the data folder') });
    expect(existsSync(join(dataDir, 'uploads', 'leak.tar.gz'))).toBe(false);

    const kept = join(dataDir, 'backups', 'kept.tar.gz');
    await backupCli(['backup', kept], env(dataDir), work);
    expect(existsSync(kept)).toBe(true);
  });

  it('never packs earlier archives, wherever they lie, nor parts of one', async () => {
    const first = join(work, 'first.tar.gz');
    await backupCli(['backup', first], env(dataDir), work);
    // As an earlier version let an owner do: archives saved among the shop's files.
    copyFileSync(first, join(dataDir, 'uploads', 'old-backup.tar.gz'));
    copyFileSync(first, join(dataDir, 'outbox-copy.tar.gz'));
    writeFileSync(join(dataDir, 'uploads', `.night.tar.gz.${randomUUID()}.part`), 'half');
    const second = join(work, 'second.tar.gz');
    await backupCli(['backup', second], env(dataDir), work);
    const names = listed(second);
    expect(names).toContain('files/uploads/photo-0.jpg');
    expect(
      names.filter((name) => /old-backup|outbox-copy|\.part$|^files\/backups/.test(name)),
    ).toEqual([]);
    // The same data, the same size: nothing doubled.
    expect(statSync(second).size).toBeLessThan(statSync(first).size * 1.1);
    rmSync(join(dataDir, 'uploads', 'old-backup.tar.gz'));
    rmSync(join(dataDir, 'outbox-copy.tar.gz'));
  });

  it('ignores request files it cannot trust, and writes no archive for them', async () => {
    const dir = join(dataDir, 'backups');
    const leak = join(dataDir, 'uploads', 'leak.tar.gz');
    const elsewhere = join(work, 'planted.tar.gz');
    const plant = (name: string, request: object, mode = 0o600) => {
      writeFileSync(join(dir, `${name}.request.json`), JSON.stringify(request), { mode });
    };
    // Into the public uploads; by a file others may read; by an old one; without its asker.
    plant('into-uploads', { out: leak, pid: process.pid });
    plant('readable', { out: elsewhere, pid: process.pid }, 0o644);
    plant('old', { out: elsewhere, pid: process.pid });
    const old = new Date(Date.now() - 60 * 60_000);
    utimesSync(join(dir, 'old.request.json'), old, old);
    plant('no-asker', { out: elsewhere, pid: 2 ** 22 + 7 });
    process.kill(server.child.pid as number, 'SIGUSR2');
    const until = Date.now() + 20_000;
    const ignored = () => server.output().split('backup request ignored').length - 1;
    while (ignored() < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(ignored()).toBe(4);
    expect(existsSync(leak)).toBe(false);
    expect(existsSync(elsewhere)).toBe(false);
    expect(readdirSync(dir).filter((name) => /\.(done|failed)\.json$/.test(name))).toEqual([]);
    // Each asker is told why, and the requests are not kept.
    expect(readdirSync(dir).filter((name) => name.endsWith('.request.json'))).toEqual([]);
    const reasons = Object.fromEntries(
      ['into-uploads', 'readable', 'old', 'no-asker'].map((name) => [
        name,
        JSON.parse(readFileSync(join(dir, `${name}.ignored.json`), 'utf8')).message,
      ]),
    );
    expect(reasons).toEqual({
      'into-uploads': expect.stringContaining('inside the data folder'),
      readable: expect.stringContaining('mode 0600'),
      old: expect.stringContaining('older than two minutes'),
      'no-asker': expect.stringContaining('is not running'),
    });
    for (const name of readdirSync(dir))
      if (name.endsWith('.ignored.json')) rmSync(join(dir, name));
  });

  it('says at once why the shop would not take its request, instead of waiting', async () => {
    const dir = join(dataDir, 'backups');
    chmodSync(dir, 0o755);
    try {
      await expect(
        backupCli(['backup', join(work, 'open-folder.tar.gz')], env(dataDir), work),
      ).rejects.toMatchObject({ stderr: expect.stringContaining('mode 0700') });
      // Nothing was asked of the shop: no request is left behind.
      expect(readdirSync(dir).filter((name) => name.endsWith('.request.json'))).toEqual([]);
    } finally {
      chmodSync(dir, 0o700);
    }
    expect(existsSync(join(work, 'open-folder.tar.gz'))).toBe(false);
  });
});

describe('pnpm backup and the lock of the data folder', () => {
  it('never signals a process the lock names without the start time it has', async () => {
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    const alive = () => sleeper.exitCode === null && sleeper.signalCode === null;
    try {
      for (const started of [null, '12345']) {
        const folder = join(work, `locked-${started}`);
        mkdirSync(folder, { recursive: true });
        writeFileSync(
          join(folder, 'server.lock'),
          JSON.stringify({ pid: sleeper.pid, host: hostname(), started }),
        );
        const failure = await backupCli(['backup', join(work, 'x.tar.gz')], env(folder), work).then(
          () => undefined,
          (error: { stderr: string }) => error,
        );
        expect(failure?.stderr).toMatch(/holds no shop|is using the data folder/);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(alive(), `the process named by a lock started ${started} was left alone`).toBe(true);
      }
    } finally {
      sleeper.kill();
    }
  });
});
