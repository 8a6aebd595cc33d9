import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createBackup, writeArchive } from './backup.js';

/**
 * `pnpm backup` and a running shop meet in the data folder: the command writes a request file
 * into `backups/` and sends the server this signal; the server writes the archive where the
 * request says, then a `.done.json` (or `.failed.json`) file beside the request.
 */
export const BACKUP_SIGNAL = 'SIGUSR2';

export const requestsDir = (dataDir: string) => join(dataDir, 'backups');

export interface BackupRequest {
  /** Where the archive goes (an absolute path). */
  out: string;
}

export interface BackupAnswer {
  file?: string;
  bytes?: number;
  message?: string;
}

/** Answers every waiting request, one at a time. */
export async function answerBackupRequests(options: {
  dataDir: string;
  dumpDatabase: () => Promise<Uint8Array>;
  logger: Logger;
}): Promise<void> {
  const dir = requestsDir(options.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.request.json'),
  );
  for (const name of names) {
    const id = name.slice(0, -'.request.json'.length);
    const requestFile = join(dir, name);
    let answer: BackupAnswer;
    let outcome: 'done' | 'failed';
    try {
      const request = JSON.parse(await readFile(requestFile, 'utf8')) as BackupRequest;
      const archive = await createBackup(options);
      await writeArchive(request.out, archive);
      answer = { file: request.out, bytes: archive.length };
      outcome = 'done';
      options.logger.info({ file: request.out, bytes: archive.length }, 'backup written');
    } catch (error) {
      answer = { message: error instanceof Error ? error.message : String(error) };
      outcome = 'failed';
      options.logger.error({ err: error }, 'backup failed');
    }
    // Written aside and renamed into place: the command polls for the answer and must never read
    // a file that is still being written.
    const answerFile = join(dir, `${id}.${outcome}.json`);
    await writeFile(`${answerFile}.partial`, JSON.stringify(answer), { mode: 0o600 });
    await rename(`${answerFile}.partial`, answerFile);
    await rm(requestFile, { force: true });
  }
}
