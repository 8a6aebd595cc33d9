import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TAR_END, tarHeader, tarPadding } from '../backup/tar.js';

/**
 * The embedded database's folder as one tar archive, in the shape PGlite's own `dumpDataDir`
 * gives and its `loadDataDir` takes (names from the folder's root with a leading slash, folders
 * as entries of their own), read with asynchronous I/O. `dumpDataDir` reads every file
 * synchronously and held a running shop's event loop for most of a second on a new shop's
 * database; this holds off only the database's statements (the caller runs it between two),
 * while every answer that needs no database goes on.
 */
export async function snapshotPgdata(directory: string): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  async function walk(relative: string) {
    const entries = await readdir(join(directory, relative), { withFileTypes: true });
    for (const entry of entries) {
      const name = `${relative}/${entry.name}`;
      const path = join(directory, name);
      const { mode, mtimeMs } = await stat(path);
      if (entry.isDirectory()) {
        parts.push(tarHeader(name, 0, mtimeMs / 1000, { type: '5', mode }));
        await walk(name);
      } else if (entry.isFile()) {
        const data = await readFile(path);
        parts.push(tarHeader(name, data.length, mtimeMs / 1000, { mode }), data);
        parts.push(tarPadding(data.length));
      }
    }
  }
  await walk('');
  parts.push(TAR_END);
  return Buffer.concat(parts);
}
