import { readFileSync } from 'node:fs';
import { lstat, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { backupInChild } from './backupInChild.js';
import { BACKUPS } from './format.js';
import { checkOutputPath } from './outputPath.js';

/**
 * `pnpm backup` and a running shop meet in the data folder: the command writes a request file
 * into `backups/` and sends the server this signal; the server writes the archive where the
 * request says, then a `.done.json` (or `.failed.json`, or `.ignored.json` with the reason it was
 * not trusted) file beside the request.
 */
export const BACKUP_SIGNAL = 'SIGUSR2';

export const requestsDir = (dataDir: string) => join(dataDir, BACKUPS);

export interface BackupRequest {
  /** Where the archive goes (an absolute path). */
  out: string;
  /** The `pnpm backup` process waiting for the answer. */
  pid: number;
}

export interface BackupAnswer {
  file?: string;
  bytes?: number;
  message?: string;
}

/** A request is answered within this long of being written, or never. */
const FRESH_MS = 2 * 60_000;

const noGroupOrOther = (mode: number) => (mode & 0o077) === 0;

/** The real user id of a running process, from /proc (Linux); null when it is not running. */
export function processUid(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    return uid === undefined ? null : Number(uid);
  } catch {
    return null;
  }
}

/**
 * Why a request file is not one `pnpm backup` just wrote, or null when it is. A request makes
 * the shop write every password hash and the token secret to a path of the request's choosing,
 * so it is obeyed only when it could only have come from this user's own command: a regular
 * file (not a link) owned by the shop's user and readable by it alone, in a folder no one else
 * may write to, written in the last minutes by a process of the same user that still runs, and
 * naming a path outside the data folder or in its `backups/`.
 */
async function distrust(file: string, dataDir: string): Promise<string | BackupRequest> {
  const uid = process.getuid?.();
  const stat = await lstat(file);
  if (!stat.isFile()) return 'it is not a regular file';
  if (stat.uid !== uid) return "it belongs to another user than the shop's";
  if (!noGroupOrOther(stat.mode)) return 'others may read or write it (it must be mode 0600)';
  if (Date.now() - stat.mtimeMs > FRESH_MS) return 'it is older than two minutes';
  let request: Partial<BackupRequest>;
  try {
    request = JSON.parse(await readFile(file, 'utf8')) as Partial<BackupRequest>;
  } catch {
    return 'it is not JSON';
  }
  if (typeof request.out !== 'string' || typeof request.pid !== 'number')
    return 'it does not name an output file and the requesting process';
  if (uid !== undefined && processUid(request.pid) !== uid)
    return `the process that asked (pid ${request.pid}) is not running as the shop's user`;
  await checkOutputPath(request.out, dataDir);
  return { out: request.out, pid: request.pid };
}

/**
 * Why the requests folder cannot carry a request, or null when it can: it must be a folder (not
 * a link) of this process's user that no one else may read or write. `pnpm backup` checks it too,
 * so that it says why at once instead of waiting for an answer that will not come.
 */
export async function folderDistrust(dir: string): Promise<string | null> {
  const folder = await lstat(dir);
  if (!folder.isDirectory() || folder.uid !== process.getuid?.() || !noGroupOrOther(folder.mode))
    return `${dir} may be written by others (it must be a folder of the shop's user, mode 0700)`;
  return null;
}

/** Answers every waiting request, one at a time; requests it cannot trust are ignored and logged. */
export async function answerBackupRequests(options: {
  dataDir: string;
  dumpDatabase: () => Promise<Buffer[]>;
  logger: Logger;
}): Promise<void> {
  const dir = requestsDir(options.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.request.json'),
  );
  if (names.length === 0) return;
  const unsafeFolder = await folderDistrust(dir).catch((error: Error) => error.message);
  if (unsafeFolder) {
    // Nothing is written into a folder others may control, not even an answer.
    options.logger.warn({ dir, reason: unsafeFolder }, 'backup requests ignored');
    return;
  }
  for (const name of names) {
    const id = name.slice(0, -'.request.json'.length);
    const requestFile = join(dir, name);
    let request: string | BackupRequest;
    try {
      request = await distrust(requestFile, options.dataDir);
    } catch (error) {
      request = error instanceof Error ? error.message : String(error);
    }
    if (typeof request === 'string') {
      options.logger.warn(
        { file: requestFile, reason: request },
        'backup request ignored: not one this shop can trust',
      );
      // The reason goes back to whoever asked (a command of this user's waits for an answer, and
      // it names no secret); the request is not kept to be looked at again.
      await answerRequest(dir, id, 'ignored', { message: request });
      await rm(requestFile, { force: true }).catch(() => undefined);
      continue;
    }
    let answer: BackupAnswer;
    let outcome: 'done' | 'failed';
    try {
      const written = await backupInChild({ ...options, out: request.out });
      answer = { file: request.out, bytes: written.bytes };
      outcome = 'done';
      options.logger.info({ file: request.out, bytes: written.bytes }, 'backup written');
    } catch (error) {
      answer = { message: error instanceof Error ? error.message : String(error) };
      outcome = 'failed';
      options.logger.error({ err: error }, 'backup failed');
    }
    await answerRequest(dir, id, outcome, answer);
    await rm(requestFile, { force: true });
  }
}

export type BackupOutcome = 'done' | 'failed' | 'ignored';

/**
 * Written aside and renamed into place: the command polls for the answer and must never read a
 * file that is still being written.
 */
async function answerRequest(
  dir: string,
  id: string,
  outcome: BackupOutcome,
  answer: BackupAnswer,
) {
  const answerFile = join(dir, `${id}.${outcome}.json`);
  await writeFile(`${answerFile}.partial`, JSON.stringify(answer), { mode: 0o600 });
  await rename(`${answerFile}.partial`, answerFile);
}
