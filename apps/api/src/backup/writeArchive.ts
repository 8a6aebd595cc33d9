import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, opendir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { isEarlierArchive } from './earlierArchives.js';
import {
  BackupError,
  type BackupHeader,
  DATABASE,
  FILES,
  FORMAT,
  HEADER,
  LEFT_OUT,
  MANIFEST,
  type Manifest,
  type ManifestEntry,
  PART_SUFFIX,
} from './format.js';
import { TAR_END, tarHeader, tarPadding } from './tar.js';

/** Every regular file of the data folder a backup holds, found one folder at a time. */
async function* filesUnder(root: string, dir = root): AsyncGenerator<string> {
  for await (const entry of await opendir(dir)) {
    if (dir === root && LEFT_OUT.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, path);
    // Links, sockets and devices are not the shop's data, and a restore would refuse them.
    else if (entry.isFile() && !(await isEarlierArchive(path))) yield path;
  }
}

const READ_CHUNK = 256 * 1024;

/**
 * One file's bytes as the archive records them: its size when opened (a file that grows meanwhile
 * is cut there, so the header stays true), hashed on the way. A file gone since the listing is
 * left out.
 */
async function* fileEntry(path: string, name: string, entries: ManifestEntry[]) {
  const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!handle) return;
  try {
    const { size } = await handle.stat();
    const hash = createHash('sha256');
    yield tarHeader(name, size);
    let position = 0;
    while (position < size) {
      const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK, size - position));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0)
        throw new BackupError(`${path} shrank while it was being backed up; run the backup again.`);
      const bytes = chunk.subarray(0, bytesRead);
      hash.update(bytes);
      position += bytesRead;
      yield bytes;
    }
    yield tarPadding(size);
    entries.push({ name, size, sha256: hash.digest('hex') });
  } finally {
    await handle.close();
  }
}

function* smallEntry(name: string, data: Buffer, entries: ManifestEntry[]) {
  yield tarHeader(name, data.length);
  yield data;
  yield tarPadding(data.length);
  entries.push({
    name,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  });
}

export interface ArchiveSource {
  dataDir: string;
  /** The database snapshot, in pieces or as a stream, of exactly `databaseBytes`. */
  database: Iterable<Buffer> | AsyncIterable<Buffer>;
  databaseBytes: number;
  createdAt: string;
}

async function* archiveStream(source: ArchiveSource, counts: { files: number }) {
  const entries: ManifestEntry[] = [];
  const header: BackupHeader = { format: FORMAT, createdAt: source.createdAt };
  yield* smallEntry(HEADER, Buffer.from(JSON.stringify(header)), entries);

  const hash = createHash('sha256');
  yield tarHeader(DATABASE, source.databaseBytes);
  let received = 0;
  for await (const chunk of source.database) {
    hash.update(chunk);
    received += chunk.length;
    yield chunk;
  }
  if (received !== source.databaseBytes)
    throw new BackupError(
      `The database snapshot was ${received} bytes where ${source.databaseBytes} were announced.`,
    );
  yield tarPadding(received);
  entries.push({ name: DATABASE, size: received, sha256: hash.digest('hex') });

  for await (const path of filesUnder(source.dataDir)) {
    const name = `${FILES}${relative(source.dataDir, path).split(sep).join('/')}`;
    const before = entries.length;
    yield* fileEntry(path, name, entries);
    counts.files += entries.length - before;
  }

  const manifest: Manifest = { format: FORMAT, createdAt: source.createdAt, entries };
  yield* smallEntry(MANIFEST, Buffer.from(JSON.stringify(manifest)), []);
  yield TAR_END;
}

/**
 * Writes the archive of `source` to `out`, whole or not at all: a stream through gzip (level 1:
 * uploads are mostly images that do not shrink, so more effort buys nothing) into a temporary
 * file beside `out`, flushed to disk and renamed into place. Memory stays the size of a few
 * chunks whatever the data's size. Parts left by a backup that was killed are removed first.
 */
export async function writeBackupArchive(
  source: ArchiveSource,
  out: string,
): Promise<{ bytes: number; files: number }> {
  const dir = dirname(out);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const prefix = `.${basename(out)}.`;
  for (const name of await readdir(dir))
    if (name.startsWith(prefix) && name.endsWith(PART_SUFFIX))
      await rm(join(dir, name), { force: true });

  const temporary = join(dir, `${prefix}${randomUUID()}${PART_SUFFIX}`);
  const counts = { files: 0 };
  try {
    const file = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
    await pipeline(
      Readable.from(archiveStream(source, counts), {
        objectMode: false,
        highWaterMark: READ_CHUNK,
      }),
      createGzip({ level: 1 }),
      file,
    );
    const handle = await open(temporary, 'r');
    let bytes: number;
    try {
      await handle.sync();
      bytes = (await handle.stat()).size;
    } finally {
      await handle.close();
    }
    await rename(temporary, out);
    return { bytes, files: counts.files };
  } finally {
    await rm(temporary, { force: true });
  }
}
