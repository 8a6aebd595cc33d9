import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { markStore } from '../dataDir/store.js';
import { pgliteExtensions } from '../db/pgliteExtensions.js';
import { BackupError } from './format.js';
import { readBackupArchive } from './readArchive.js';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException)?.code === code;

/**
 * Restores an archive of `pnpm backup` into `dataDir`, which must be empty or absent: the archive
 * is unpacked and checked against its manifest in a fresh folder beside `dataDir`, the database
 * loaded from its snapshot, every session ended, and only then is the folder renamed into place.
 * A refused archive (or a restore killed midway) leaves `dataDir` as it was; the folder it left
 * beside it is removed by the next restore.
 */
export async function restoreBackup(options: { file: string; dataDir: string }): Promise<{
  createdAt: string;
  files: number;
  sessionsEnded: number;
}> {
  const { dataDir } = options;
  const occupied = await readdir(dataDir).catch((error: unknown) => {
    if (isCode(error, 'ENOENT')) return [] as string[];
    throw error;
  });
  if (occupied.length > 0)
    throw new BackupError(
      `${dataDir} is not empty: restore into an empty folder (or a new DATA_DIR), so that no shop is overwritten.`,
    );
  const parent = dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const prefix = `.${basename(dataDir)}.restoring-`;
  for (const name of await readdir(parent))
    if (name.startsWith(prefix)) await rm(join(parent, name), { recursive: true, force: true });

  const staging = join(parent, `${prefix}${randomUUID()}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    const archive = await readBackupArchive(options.file, { into: staging });
    const pgdata = join(staging, 'pgdata');
    await mkdir(pgdata, { mode: 0o700 });
    const client = await PGlite.create(pgdata, {
      loadDataDir: new Blob([archive.database]),
      extensions: pgliteExtensions,
    });
    let sessionsEnded: number;
    try {
      // Tokens signed before the backup would otherwise work again, including those of sessions
      // ended (a Log Out, a password change) after it: every one is ended instead.
      const raised = await client.query('update users set session_version = session_version + 1');
      sessionsEnded = raised.affectedRows ?? 0;
    } finally {
      await client.close();
    }
    if (!existsSync(join(staging, 'store.json')))
      await markStore(staging, new Date(archive.createdAt));
    await rmdir(dataDir).catch((error: unknown) => {
      if (!isCode(error, 'ENOENT')) throw error;
    });
    await rename(staging, dataDir);
    return { createdAt: archive.createdAt, files: archive.files.length, sessionsEnded };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
