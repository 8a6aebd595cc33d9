import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import {
  BackupError,
  type BackupHeader,
  DATABASE,
  FILES,
  FORMAT,
  HEADER,
  LEFT_OUT,
  LIMITS,
  MANIFEST,
  type Manifest,
  type ManifestEntry,
} from './format.js';
import { readTar, TarError } from './tar.js';

export class RefusedArchiveError extends BackupError {
  override readonly name: string = 'RefusedArchiveError';
}

const refuse = (reason: string): never => {
  throw new RefusedArchiveError(`The archive is refused: ${reason}.`);
};

/**
 * The path inside the data folder of a `files/` entry, or a refusal: only the relative paths a
 * backup makes, never one that climbs out (`..`), starts at the root, or lands where the database,
 * the lock or the backup requests live.
 */
function dataPath(name: string): string[] {
  const path = name.slice(FILES.length);
  const parts = path.split('/');
  if (
    path === '' ||
    path.includes('\\') ||
    path.includes('\0') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  )
    refuse(`it holds ${JSON.stringify(name)}, a path that leaves the data folder`);
  if (LEFT_OUT.has(parts[0] ?? ''))
    refuse(`it holds ${JSON.stringify(name)}, where no backup puts a file`);
  return parts;
}

async function collect(body: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    hash.update(chunk);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseJson<T>(data: Buffer, what: string): Partial<T> {
  try {
    return JSON.parse(data.toString('utf8')) as Partial<T>;
  } catch {
    return refuse(`its ${what} is not JSON`);
  }
}

export interface ArchiveContents {
  createdAt: string;
  /** The database snapshot (held in memory: the embedded database loads it as one blob). */
  database: Buffer;
  files: ManifestEntry[];
  bytes: number;
}

/**
 * Reads a wtkit archive from end to end as a stream, refusing it at the first thing a backup
 * does not write: entries other than regular files, paths outside the data folder or into
 * `backups/`, entries over the size limits, and at the end any difference from the manifest
 * (an entry missing, added, or of another size or SHA-256). With `into`, the data folder's
 * files are written there as they come (a fresh folder: a refusal means it must be thrown away).
 */
export async function readBackupArchive(
  file: string,
  options: { into?: string } = {},
): Promise<ArchiveContents> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);

  const seen = new Map<string, ManifestEntry>();
  let header: Partial<BackupHeader> | undefined;
  let manifest: Partial<Manifest> | undefined;
  let database: Buffer | undefined;
  let total = 0;
  try {
    for await (const entry of readTar(gunzip)) {
      if (manifest) refuse(`it holds ${JSON.stringify(entry.name)} after its manifest`);
      if (!header && entry.name !== HEADER)
        refuse('it does not start as a wtkit backup does (no backup.json)');
      if (entry.type !== '0')
        refuse(`${JSON.stringify(entry.name)} is not a regular file (a link, folder or device)`);
      if (seen.has(entry.name)) refuse(`it holds ${JSON.stringify(entry.name)} twice`);
      if (seen.size >= LIMITS.entries) refuse(`it holds more than ${LIMITS.entries} entries`);
      total += entry.size;
      if (total > LIMITS.totalBytes) refuse(`it holds more than ${LIMITS.totalBytes} bytes`);

      const hash = createHash('sha256');
      if (entry.name === HEADER || entry.name === MANIFEST) {
        if (entry.size > LIMITS.metadataBytes) refuse(`its ${entry.name} is too large`);
        const data = await collect(entry.body, hash);
        if (entry.name === HEADER) {
          header = parseJson<BackupHeader>(data, HEADER);
          if (header.format !== FORMAT)
            refuse(
              `it is not a backup this version reads (format ${JSON.stringify(header.format)}, expected ${FORMAT})`,
            );
        } else {
          manifest = parseJson<Manifest>(data, MANIFEST);
          continue;
        }
      } else if (entry.name === DATABASE) {
        if (entry.size > LIMITS.databaseBytes) refuse('its database snapshot is too large');
        database = await collect(entry.body, hash);
      } else if (entry.name.startsWith(FILES)) {
        const parts = dataPath(entry.name);
        if (entry.size > LIMITS.fileBytes)
          refuse(`${JSON.stringify(entry.name)} is larger than ${LIMITS.fileBytes} bytes`);
        const hashing = async function* (body: AsyncIterable<Buffer>) {
          for await (const chunk of body) {
            hash.update(chunk);
            yield chunk;
          }
        };
        if (options.into) {
          const target = join(options.into, ...parts);
          await mkdir(dirname(target), { recursive: true, mode: 0o700 });
          await pipeline(
            entry.body,
            hashing,
            createWriteStream(target, { flags: 'wx', mode: 0o600 }),
          );
        } else for await (const _ of hashing(entry.body)) void _;
      } else refuse(`it holds ${JSON.stringify(entry.name)}, which no wtkit backup holds`);
      seen.set(entry.name, { name: entry.name, size: entry.size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error instanceof TarError) refuse(error.message);
    const code = (error as NodeJS.ErrnoException)?.code;
    if (code === 'ENOENT' && !header) throw new BackupError(`Cannot read ${file}.`);
    if (
      code?.startsWith('Z_') ||
      (error instanceof Error && /incorrect header|unexpected end/i.test(error.message))
    )
      refuse(
        `it is not a wtkit backup (gzip'd tar), or it is damaged (${(error as Error).message})`,
      );
    throw error;
  } finally {
    input.destroy();
  }

  if (!manifest) refuse('it has no manifest (it was cut short, or is not a wtkit backup)');
  const listed = Array.isArray(manifest?.entries) ? manifest.entries : [];
  if (manifest?.format !== FORMAT || manifest.createdAt !== header?.createdAt)
    refuse('its manifest does not belong to it');
  const names = new Set<string>();
  for (const expected of listed) {
    const found = seen.get(expected?.name);
    if (!found) refuse(`${JSON.stringify(expected?.name)} is in its manifest but not in it`);
    if (names.has(expected.name))
      refuse(`its manifest lists ${JSON.stringify(expected.name)} twice`);
    names.add(expected.name);
    if (found?.size !== expected.size || found.sha256 !== expected.sha256)
      refuse(
        `${JSON.stringify(expected.name)} is not what was backed up (its size or SHA-256 differs)`,
      );
  }
  for (const name of seen.keys())
    if (!names.has(name)) refuse(`${JSON.stringify(name)} is in it but not in its manifest`);
  if (!database) refuse('it holds no database snapshot');

  return {
    createdAt: String(header?.createdAt),
    database: database as Buffer,
    files: listed.filter((entry) => entry.name.startsWith(FILES)),
    bytes: total,
  };
}
