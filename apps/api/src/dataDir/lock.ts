import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartupError } from '../startupError.js';

/** Who holds a data folder: enough to tell a live owner from one that crashed. */
interface Owner {
  pid: number;
  host: string;
  /** The process's start time as the kernel counts it (Linux), so a reused pid is not mistaken for the owner. */
  started: string | null;
}

export class DataDirBusyError extends StartupError {
  override readonly name = 'DataDirBusyError';
}

export interface DataDirLock {
  /** Where the lock lives. */
  file: string;
  /** Whether an earlier owner had crashed and its lock was taken over. */
  tookOverFrom: Owner | null;
  release(): void;
}

const LOCK_FILE = 'server.lock';
/** Guards the take-over of a stale lock, so two starting servers cannot both take it. */
const TAKEOVER_FILE = 'server.lock.takeover';
/** A take-over guard older than this was left by a process that died while taking over. */
const TAKEOVER_STALE_MS = 10_000;

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the recorded owner may still be running. On another host we cannot look, so we assume
 * it is (the message says how to clear a lock that is known to be stale).
 */
function mayStillRun(owner: Owner): boolean {
  if (owner.host !== hostname()) return true;
  if (!isAlive(owner.pid)) return false;
  return owner.started === null || processStartTime(owner.pid) === owner.started;
}

async function readOwner(file: string): Promise<Owner | null> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as Partial<Owner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return { pid: value.pid, host: value.host, started: value.started ?? null };
  } catch {
    return null;
  }
}

/**
 * The process on this machine that holds the data folder now, if one does (what `pnpm backup`
 * signals for a snapshot of a running shop). Only a lock whose pid and start time both match a
 * running process names one: a signal sent to a pid alone could reach whatever process now has it.
 */
export async function runningOwner(dir: string): Promise<{ pid: number } | null> {
  const owner = await readOwner(join(dir, LOCK_FILE));
  if (!owner || owner.host !== hostname() || owner.started === null) return null;
  if (processStartTime(owner.pid) !== owner.started) return null;
  return { pid: owner.pid };
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException)?.code === code;

function busy(dir: string, owner: Owner, file: string) {
  const where =
    owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on ${owner.host}`;
  return new DataDirBusyError(
    `Another wtkit server (${where}) is using the data folder ${dir}. Stop it first, or set DATA_DIR to another folder. ` +
      `If you are sure no server uses it, delete ${file}.`,
  );
}

/**
 * Takes the data folder for this process alone, before the embedded database is opened: two
 * servers on one folder would each keep their own view of it and lose the other's writes. A lock
 * whose owner is gone (a crash, `kill -9`) is taken over; a live owner makes this fail.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  try {
    return await takeLock(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException)?.code;
    if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM')
      throw new StartupError(
        `The data folder ${dir} is read-only or not ours (${code}). Give the server's user write access to it, or set DATA_DIR to another folder.`,
      );
    throw error;
  }
}

async function takeLock(dir: string): Promise<DataDirLock> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, LOCK_FILE);
  const me: Owner = { pid: process.pid, host: hostname(), started: processStartTime(process.pid) };
  let tookOverFrom: Owner | null = null;

  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await writeFile(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      let released = false;
      return {
        file,
        tookOverFrom,
        release() {
          if (released) return;
          released = true;
          try {
            // Only our own lock: never one a later owner took over.
            const current = JSON.parse(readFileSync(file, 'utf8')) as Owner;
            if (current.pid === me.pid && current.host === me.host) rmSync(file);
          } catch {}
        },
      };
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const owner = await readOwner(file);
    if (owner && mayStillRun(owner)) throw busy(dir, owner, file);
    // The owner is gone (or the file is unreadable, as after a crash mid-write): take over, with
    // a guard so that of two servers starting at once only one removes the stale lock.
    const guard = join(dir, TAKEOVER_FILE);
    try {
      await writeFile(guard, String(process.pid), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
      await removeIfOlderThan(guard, TAKEOVER_STALE_MS);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const again = await readOwner(file);
      if (JSON.stringify(again) === JSON.stringify(owner)) {
        await rm(file, { force: true });
        tookOverFrom = owner;
      }
    } finally {
      await rm(guard, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not take the lock on the data folder ${dir}; try again.`);
}

async function removeIfOlderThan(path: string, ageMs: number) {
  try {
    const { mtimeMs } = await stat(path);
    if (Date.now() - mtimeMs > ageMs) await rm(path, { force: true });
  } catch {}
}
