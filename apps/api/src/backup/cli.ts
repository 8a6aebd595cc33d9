import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { configOrStop } from '../config.js';
import { lockDataDir, runningOwner } from '../dataDir/lock.js';
import { openDatabase } from '../db/client.js';
import { BackupError } from './format.js';
import { checkOutputPath } from './outputPath.js';
import { readBackupArchive } from './readArchive.js';
import {
  BACKUP_SIGNAL,
  type BackupAnswer,
  type BackupRequest,
  folderDistrust,
  processUid,
  requestsDir,
} from './requests.js';
import { restoreBackup } from './restore.js';
import { writeBackupArchive } from './writeArchive.js';

/*
 * `pnpm backup [FILE]` writes a snapshot of the shop's data folder (database and files) to one
 * archive, while the shop runs or not; `pnpm restore FILE` puts one back into an empty DATA_DIR.
 * Relative paths are taken from where the command was typed.
 */

const usage = 'usage: pnpm backup [FILE]   |   pnpm restore FILE   |   pnpm restore --verify FILE';
const here = process.env.INIT_CWD ?? process.cwd();
/** How long a running shop may take to write its snapshot. */
const ANSWER_TIMEOUT_MS = 10 * 60_000;

function fail(message: string, code = 1): never {
  console.error(`\n  ${message}\n`);
  process.exit(code);
}

async function backup(fileArgument: string | undefined, dataDir: string) {
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const out = resolve(here, fileArgument ?? `wtkit-backup-${stamp}.tar.gz`);
  await checkOutputPath(out, dataDir);
  const owner = await runningOwner(dataDir);
  if (owner) {
    // The running shop takes the snapshot itself: only it may open its database.
    const shopUid = processUid(owner.pid);
    if (shopUid !== null && shopUid !== process.getuid?.())
      fail(`The shop (pid ${owner.pid}) runs as another user: run pnpm backup as that user.`);
    const dir = requestsDir(dataDir);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const unsafeFolder = await folderDistrust(dir);
    if (unsafeFolder) fail(`The shop would not take the request: ${unsafeFolder}.`);
    const id = randomUUID();
    const request: BackupRequest = { out, pid: process.pid };
    await writeFile(join(dir, `${id}.request.json`), JSON.stringify(request), { mode: 0o600 });
    process.kill(owner.pid, BACKUP_SIGNAL);
    const until = Date.now() + ANSWER_TIMEOUT_MS;
    while (Date.now() < until) {
      for (const outcome of ['done', 'failed', 'ignored'] as const) {
        const answerFile = join(dir, `${id}.${outcome}.json`);
        const answer = await readFile(answerFile, 'utf8').then(
          (text) => JSON.parse(text) as BackupAnswer,
          () => undefined,
        );
        if (!answer) continue;
        await rm(answerFile, { force: true });
        if (outcome === 'failed') fail(`The shop could not write the backup: ${answer.message}`);
        if (outcome === 'ignored') fail(`The shop would not take the request: ${answer.message}.`);
        console.log(
          `Backup of the running shop written to ${answer.file} (${answer.bytes} bytes).`,
        );
        return;
      }
      await sleep(200);
    }
    await rm(join(dir, `${id}.request.json`), { force: true });
    fail(
      `The shop (pid ${owner.pid}) did not answer within ${ANSWER_TIMEOUT_MS / 60_000} minutes.`,
    );
  }

  // No shop runs on the folder: open it here, holding its lock so none starts meanwhile.
  if (!existsSync(join(dataDir, 'pgdata', 'PG_VERSION')))
    fail(`${dataDir} holds no shop to back up (set DATA_DIR to the shop's data folder).`);
  const lock = await lockDataDir(dataDir);
  try {
    const database = await openDatabase({ dataDir });
    try {
      if (!database.dump) fail('This database cannot be dumped.');
      const snapshot = await database.dump();
      const written = await writeBackupArchive(
        {
          dataDir,
          database: snapshot,
          databaseBytes: snapshot.reduce((sum, part) => sum + part.length, 0),
          createdAt: new Date().toISOString(),
        },
        out,
      );
      console.log(`Backup written to ${out} (${written.bytes} bytes, ${written.files} files).`);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function restore(fileArgument: string | undefined, dataDir: string) {
  if (!fileArgument) fail(usage, 2);
  const file = resolve(here, fileArgument);
  const restored = await restoreBackup({ file, dataDir });
  console.log(
    `Restored the backup of ${restored.createdAt} (${restored.files} files) into ${dataDir}.\n` +
      `Every session was ended (${restored.sessionsEnded} ${restored.sessionsEnded === 1 ? 'account' : 'accounts'}): everyone signs in again.\n` +
      `Start the shop with DATA_DIR=${dataDir}.`,
  );
}

/** Reads the whole archive and checks it as a restore would, writing nothing. */
async function verify(fileArgument: string | undefined) {
  if (!fileArgument) fail(usage, 2);
  const file = resolve(here, fileArgument);
  const archive = await readBackupArchive(file);
  const fileBytes = archive.files.reduce((sum, entry) => sum + entry.size, 0);
  console.log(
    `${file} is a whole wtkit backup of ${archive.createdAt}: a database snapshot of ${archive.database.length} bytes and ${archive.files.length} files (${fileBytes} bytes), every one matching its manifest.`,
  );
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'restore' && rest[0] === '--verify') return verify(rest[1]);
  const fileArgument = rest[0];
  const config = configOrStop(fail);
  if (config.databaseUrl)
    fail(
      'DATABASE_URL is set: back the PostgreSQL server up with pg_dump (and the image bucket with its versioning); see docs/operations.md.',
      2,
    );
  const dataDir = resolve(config.dataDir);
  if (command === 'backup') await backup(fileArgument, dataDir);
  else if (command === 'restore') await restore(fileArgument, dataDir);
  else fail(usage, 2);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || (error instanceof Error && error.name.endsWith('Error')))
    fail(error.message);
  throw error;
});
