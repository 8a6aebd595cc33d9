import { access, constants, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StartupError } from '../startupError.js';

/** Written once the embedded database holds a shop; from then on an empty store is an accident. */
const MARKER_FILE = 'store.json';
/** PostgreSQL's control file is always one 8 kB page. */
const CONTROL_FILE_BYTES = 8192;
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export class DamagedStoreError extends StartupError {
  override readonly name = 'DamagedStoreError';
}

const entries = (path: string) => readdir(path).catch(() => [] as string[]);
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Looks at the embedded database's folder before it is opened, and refuses (touching nothing)
 * when opening it would lose a shop: the database is gone although the marker says a shop was
 * there, or the folder is not a whole cluster. A new, empty folder is a new shop.
 */
export async function checkStore(dataDir: string, pgdata: string): Promise<'new' | 'existing'> {
  const marker = join(dataDir, MARKER_FILE);
  const advice = `Restore ${pgdata} from a backup, or set DATA_DIR to an empty folder to start a new shop.`;
  const damaged = (cause: string) =>
    new DamagedStoreError(`The shop's database in ${pgdata} cannot be opened: ${cause}. ${advice}`);

  if ((await entries(pgdata)).length === 0) {
    if (await exists(marker)) {
      const since = await readFile(marker, 'utf8')
        .then((text) => (JSON.parse(text) as { createdAt?: string }).createdAt)
        .catch(() => undefined);
      throw damaged(
        `the folder is missing or empty, but ${marker} says this data folder has held a shop${since ? ` since ${since}` : ''}`,
      );
    }
    return 'new';
  }
  if (!(await exists(join(pgdata, 'PG_VERSION'))))
    throw damaged('it is not a database cluster (PG_VERSION is missing)');
  const control = await stat(join(pgdata, 'global', 'pg_control')).catch(() => undefined);
  if (!control) throw damaged('its control file global/pg_control is missing');
  if (control.size !== CONTROL_FILE_BYTES)
    throw damaged(`its control file global/pg_control is damaged (${control.size} bytes)`);
  const wal = await entries(join(pgdata, 'pg_wal'));
  if (!wal.some((name) => WAL_SEGMENT.test(name)))
    throw damaged('its write-ahead log (pg_wal) is missing');
  try {
    await access(pgdata, constants.W_OK);
  } catch {
    throw new DamagedStoreError(
      `The shop's database folder ${pgdata} is read-only. Give the server's user write access to it.`,
    );
  }
  return 'existing';
}

/** Records that this data folder now holds a shop (kept when it already says so). */
export async function markStore(dataDir: string, now: Date): Promise<void> {
  await writeFile(join(dataDir, MARKER_FILE), JSON.stringify({ createdAt: now.toISOString() }), {
    flag: 'wx',
    mode: 0o600,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}
