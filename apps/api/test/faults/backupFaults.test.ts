import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupCli, spawnBackupCli } from '../support/backupCli.js';
import { type ServerProcess, startServerProcess } from '../support/serverProcess.js';
import { random } from './faultRun.js';

/**
 * `kill -9` at seeded moments while a running shop writes a backup (the shop and the command are
 * killed; the packing process ends with the shop) and while `pnpm restore` runs. After each kill
 * the archive is whole (it verifies) or absent, and the restored folder is a shop that starts
 * and signs its owner in, or absent. Same seed conventions as faults.test.ts.
 */
const SEED =
  process.env.FAULT_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FAULT_SEED ?? 7);
const KILLS = Number(process.env.FAULT_KILLS ?? 3);

const ADMIN = { email: 'backup-faults@test.wtkit', password: 'backup-faults-password' };
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'backup-faults-secret-that-is-long-enough-for-hs256',
  PAYMENT_PROVIDER: 'test',
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function exitOf(child: ReturnType<typeof spawnBackupCli>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Resolves once `found` says so (looking every 5 ms), or after `ms`. */
async function until(found: () => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!found() && Date.now() < end) await sleep(5);
}

/** The backup's work has begun: the command's request is in, or the archive's part is written. */
const backupBegun = (dataDir: string, out: string) => () =>
  readdirSync(join(dataDir, 'backups')).some((name) => name.endsWith('.request.json')) ||
  readdirSync(dirname(out)).some((name) => name.startsWith(`.${basename(out)}.`));

/** The restore's work has begun: its staging folder exists beside the target. */
const restoreBegun = (work: string) => () =>
  readdirSync(work).some((name) => name.includes('.restoring-'));

/** Whether `file` is a whole archive (`pnpm restore --verify` accepts it). */
async function verifies(file: string, cwd: string) {
  return backupCli(['restore', '--verify', file], env(cwd), cwd).then(
    () => true,
    () => false,
  );
}

/** A shop started on `dataDir` answers and signs the owner in. */
async function startsAsTheShop(dataDir: string) {
  const server = startServerProcess(env(dataDir));
  try {
    const base = `${await server.ready}/api/v1`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: ADMIN.email, password: ADMIN.password }),
    });
    return login.status === 200;
  } finally {
    await server.stop();
  }
}

describe(`kill -9 during backups and restores (seed ${SEED}, ${KILLS} kills each)`, () => {
  it(
    'leaves every archive whole or absent, and every restored folder a shop or absent',
    async () => {
      const rnd = random(SEED);
      const work = mkdtempSync(join(tmpdir(), 'wtkit-backup-faults-'));
      const dataDir = join(work, 'shop');
      let server: ServerProcess = startServerProcess(env(dataDir));
      try {
        await server.ready;
        mkdirSync(join(dataDir, 'uploads'), { recursive: true });
        for (let i = 0; i < 6; i += 1)
          writeFileSync(join(dataDir, 'uploads', `photo-${i}.jpg`), randomBytes(512 * 1024));

        // How long a backup and a restore work once begun (the command's own start-up aside):
        // the kills land within that time after the work begins.
        mkdirSync(join(dataDir, 'backups'), { recursive: true, mode: 0o700 });
        const good = join(work, 'good.tar.gz');
        const timed = async (args: string[], target: string, begun: () => boolean) => {
          const command = spawnBackupCli(args, env(target), work);
          await until(begun);
          const started = performance.now();
          await exitOf(command);
          expect(command.exitCode).toBe(0);
          return performance.now() - started;
        };
        const backupMs = await timed(['backup', good], dataDir, backupBegun(dataDir, good));
        const restoreMs = await timed(['restore', good], join(work, 'timed'), restoreBegun(work));
        console.log(
          `a backup works for ${backupMs.toFixed(0)} ms, a restore ${restoreMs.toFixed(0)} ms`,
        );

        for (let kill = 0; kill < KILLS; kill += 1) {
          const out = join(work, `killed-${kill}.tar.gz`);
          const command = spawnBackupCli(['backup', out], env(dataDir), work);
          await until(backupBegun(dataDir, out));
          const after = Math.floor(rnd() * backupMs);
          await sleep(after);
          server.child.kill('SIGKILL');
          command.kill('SIGKILL');
          await Promise.all([server.exited, exitOf(command)]);
          // The packing process notices the shop is gone and ends; give it the moment it takes.
          await sleep(300);
          const present = existsSync(out);
          console.log(
            `backup kill ${kill + 1} after ${after} ms: archive ${present ? 'present' : 'absent'}`,
          );
          if (present) expect(await verifies(out, work), `${out} verifies`).toBe(true);
          // The killed command's request stays behind (the restarted shop ignores it: its asker
          // is gone); removed here so that the next round sees its own.
          for (const name of readdirSync(join(dataDir, 'backups')))
            if (name.endsWith('.request.json')) rmSync(join(dataDir, 'backups', name));
          server = startServerProcess(env(dataDir));
          await server.ready;
        }

        for (let kill = 0; kill < KILLS; kill += 1) {
          const target = join(work, `restored-${kill}`);
          // As an operator may: an empty folder made for it (every other time) or none.
          if (kill % 2 === 1) mkdirSync(target);
          const command = spawnBackupCli(['restore', good], env(target), work);
          await until(restoreBegun(work));
          const after = Math.floor(rnd() * restoreMs);
          await sleep(after);
          command.kill('SIGKILL');
          await exitOf(command);
          const contents = existsSync(target) ? readdirSync(target) : [];
          console.log(
            `restore kill ${kill + 1} after ${after} ms: target ${contents.length ? 'restored' : 'untouched'}`,
          );
          if (contents.length > 0)
            expect(await startsAsTheShop(target), `${target} starts as the shop`).toBe(true);
          else {
            // Untouched: a later restore into it succeeds, and clears what the killed one left.
            await backupCli(['restore', good], env(target), work);
            expect(await startsAsTheShop(target)).toBe(true);
            expect(readdirSync(work).filter((name) => name.includes('.restoring-'))).toEqual([]);
          }
        }
      } finally {
        await server.stop();
        rmSync(work, { recursive: true, force: true });
      }
    },
    120_000 + KILLS * 60_000,
  );
});
