import { open } from 'node:fs/promises';
import { constants, gunzipSync } from 'node:zlib';
import { HEADER, PART_SUFFIX } from './format.js';

/** Enough of an archive's start to hold its first header, compressed. */
const PEEK_BYTES = 16 * 1024;

/**
 * Whether a file of the data folder is a wtkit archive (or one being written): an archive saved
 * inside the folder would otherwise be packed into every later backup, doubling it each night.
 * Only gzip files are opened, and only their first kilobytes.
 */
export async function isEarlierArchive(path: string): Promise<boolean> {
  if (path.endsWith(PART_SUFFIX)) return true;
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return false;
  try {
    const start = Buffer.alloc(PEEK_BYTES);
    const { bytesRead } = await handle.read(start, 0, PEEK_BYTES, 0);
    if (bytesRead < 2 || start[0] !== 0x1f || start[1] !== 0x8b) return false;
    const tar = gunzipSync(start.subarray(0, bytesRead), { finishFlush: constants.Z_SYNC_FLUSH });
    const name = tar.subarray(0, 100);
    const end = name.indexOf(0);
    return name.subarray(0, end === -1 ? 100 : end).toString('utf8') === HEADER;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}
