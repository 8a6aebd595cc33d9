import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { TAR_END, tarHeader, tarPadding } from '../backup/tar.js';

/** Files of the folder a copy leaves out, as PostgreSQL's own base backups do. */
const LEFT_OUT = new Set(['/postmaster.pid', '/postmaster.opts', '/backup_label']);
const WAL = '/pg_wal';

const isGone = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * The embedded database's folder as one tar archive, in the shape PGlite's own `dumpDataDir`
 * gives and its `loadDataDir` takes (names from the folder's root with a leading slash, folders
 * as entries of their own), taken while the shop goes on writing.
 *
 * It is PostgreSQL's online base backup: `pg_backup_start` checkpoints and turns on full-page
 * writes, the data files are copied with asynchronous reads while statements keep running (a page
 * read half-written is repaired from the WAL), `pg_backup_stop` gives the `backup_label` that
 * tells the restored database where to start replaying, and the WAL written meanwhile is copied
 * last. A restored copy replays it and is the database as it was when the backup stopped.
 * PGlite's `dumpDataDir` instead held every statement (and the event loop) while it read the whole
 * folder: a third of a second on a 100 MB database, during which health checks went unanswered.
 */
export async function snapshotPgdata(client: PGlite, directory: string): Promise<Buffer[]> {
  const parts: Buffer[] = [];
  async function add(name: string, recurse: boolean) {
    const path = join(directory, name);
    try {
      const info = await stat(path);
      if (info.isDirectory()) {
        // The root is where the archive starts, not an entry of it.
        if (name)
          parts.push(tarHeader(name, 0, info.mtimeMs / 1000, { type: '5', mode: info.mode }));
        if (!recurse) return;
        for (const entry of await readdir(path)) {
          const child = `${name}/${entry}`;
          if (!LEFT_OUT.has(child)) await add(child, child !== WAL);
        }
      } else if (info.isFile()) {
        const data = await readFile(path);
        parts.push(tarHeader(name, data.length, info.mtimeMs / 1000, { mode: info.mode }), data);
        parts.push(tarPadding(data.length));
      }
    } catch (error) {
      // A temporary file the database removed while it was copied: not part of the backup.
      if (!isGone(error)) throw error;
    }
  }

  await client.query(`select pg_backup_start('wtkit backup', true)`);
  let label: string;
  try {
    await add('', true);
  } finally {
    const stopped = await client.query<{ labelfile: string }>(
      'select labelfile from pg_backup_stop(false)',
    );
    label = stopped.rows[0]?.labelfile ?? '';
  }
  for (const entry of await readdir(join(directory, WAL))) await add(`${WAL}/${entry}`, true);
  const labelBytes = Buffer.from(label, 'utf8');
  parts.push(tarHeader('/backup_label', labelBytes.length, Date.now() / 1000, { mode: 0o600 }));
  parts.push(labelBytes, tarPadding(labelBytes.length));
  parts.push(TAR_END);
  // In pieces as read: joining them would hold the database twice in memory.
  return parts;
}
