import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { markStore } from '../dataDir/store.js';
import { packTar, type TarEntry, unpackTar } from './tar.js';

/** The format of the archives `pnpm backup` writes; a restore refuses any other. */
const FORMAT = 'wtkit-backup/1';
const MANIFEST = 'backup.json';
const DATABASE = 'pgdata.tar';
const FILES = 'files/';
/** What stays out of an archive: the database's live files (the dump stands for them), locks and backups. */
const LEFT_OUT = new Set(['pgdata', 'server.lock', 'server.lock.takeover', 'backups']);

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

interface Manifest {
  format: string;
  createdAt: string;
  files: number;
}

async function filesUnder(root: string, dir = root): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (dir === root && LEFT_OUT.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/**
 * One gzip'd tar archive of the shop: the embedded database's snapshot and every other file of
 * the data folder (uploaded images, the secret that signs tokens and codes, the outbox files).
 * Uploads are written once under their final name, so copying them beside a running shop is safe.
 */
export async function createBackup(options: {
  dataDir: string;
  dumpDatabase: () => Promise<Uint8Array>;
  now?: Date;
}): Promise<Buffer> {
  const database = await options.dumpDatabase();
  const files = await filesUnder(options.dataDir);
  const entries: TarEntry[] = [];
  for (const file of files) {
    const name = relative(options.dataDir, file).split(sep).join('/');
    entries.push({ name: `${FILES}${name}`, data: await readFile(file) });
  }
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: (options.now ?? new Date()).toISOString(),
    files: entries.length,
  };
  return gzipSync(
    packTar([
      { name: MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2)) },
      { name: DATABASE, data: database },
      ...entries,
    ]),
  );
}

/** Writes `archive` to `file` whole or not at all (a temporary file renamed into place). */
export async function writeArchive(file: string, archive: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${randomUUID()}.part`);
  try {
    await writeFile(temporary, archive, { mode: 0o600 });
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Restores an archive of `createBackup` into `dataDir`, which must hold no shop: the database
 * from its snapshot, then the other files. A server started on the folder is the shop as it was.
 */
export async function restoreBackup(options: { archive: Buffer; dataDir: string }): Promise<{
  createdAt: string;
  files: number;
}> {
  let entries: TarEntry[];
  try {
    entries = unpackTar(gunzipSync(options.archive));
  } catch (error) {
    throw new BackupError(
      `This file is not a wtkit backup (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const manifestEntry = byName.get(MANIFEST);
  const database = byName.get(DATABASE);
  const manifest = manifestEntry
    ? (JSON.parse(Buffer.from(manifestEntry.data).toString('utf8')) as Partial<Manifest>)
    : undefined;
  if (manifest?.format !== FORMAT || !database)
    throw new BackupError('This file is not a wtkit backup (its manifest is missing or unknown).');

  const pgdata = join(options.dataDir, 'pgdata');
  const occupied = (await readdir(options.dataDir).catch(() => [] as string[])).filter(
    (name) => name !== 'backups',
  );
  if (occupied.length > 0)
    throw new BackupError(
      `${options.dataDir} is not empty: restore into an empty folder (or a new DATA_DIR), so that no shop is overwritten.`,
    );

  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(pgdata, { loadDataDir: new Blob([database.data]) });
  await client.close();
  let files = 0;
  for (const entry of entries) {
    if (!entry.name.startsWith(FILES)) continue;
    const name = entry.name.slice(FILES.length);
    const target = join(options.dataDir, ...name.split('/'));
    if (!target.startsWith(join(options.dataDir, sep)) || name.split('/').includes('..'))
      throw new BackupError(`The backup holds a file outside its folder (${name}).`);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(target, entry.data, { mode: 0o600 });
    files += 1;
  }
  if (!existsSync(join(options.dataDir, 'store.json')))
    await markStore(options.dataDir, new Date(manifest.createdAt ?? Date.now()));
  return { createdAt: manifest.createdAt ?? '', files };
}
