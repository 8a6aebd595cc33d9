import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from '../src/dataDir/lock.js';

const folders: string[] = [];
function folderWithLock(owner: object) {
  const dir = mkdtempSync(join(tmpdir(), 'wtkit-lock-'));
  folders.push(dir);
  writeFileSync(join(dir, 'server.lock'), JSON.stringify(owner));
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a folder held by a live process of this host', async () => {
    const dir = folderWithLock({ pid: process.ppid, host: hostname(), started: null });
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirBusyError);
  });

  it('refuses a folder held on another host, since it cannot tell whether that server runs', async () => {
    const dir = folderWithLock({ pid: 1, host: 'another-host.invalid', started: null });
    await expect(lockDataDir(dir)).rejects.toThrow(/pid 1 on another-host\.invalid/);
  });

  it('takes over a lock whose pid was reused by another process (its start time differs)', async () => {
    const dir = folderWithLock({ pid: process.ppid, host: hostname(), started: '1' });
    const lock = await lockDataDir(dir);
    expect(lock.tookOverFrom?.pid).toBe(process.ppid);
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a half-written lock left by a crash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wtkit-lock-'));
    folders.push(dir);
    writeFileSync(join(dir, 'server.lock'), '{"pid":');
    const lock = await lockDataDir(dir);
    lock.release();
    await expect(lockDataDir(dir).then((again) => again.release())).resolves.toBeUndefined();
  });

  it('lets only one of two simultaneous starts take a stale lock', async () => {
    const dir = folderWithLock({ pid: 2 ** 22 + 7, host: hostname(), started: null });
    const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    // Both run in this one process, so the loser sees a live owner (ourselves) and is refused.
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    for (const result of results) if (result.status === 'fulfilled') result.value.release();
  });
});
