/**
 * The few parts of the tar format (POSIX ustar) a backup needs: regular files with names up to
 * 255 bytes, packed into one buffer and read back. Every tool that reads tar reads these.
 */

export interface TarEntry {
  name: string;
  data: Uint8Array;
  /** Seconds since the epoch. */
  mtime?: number;
}

const BLOCK = 512;

function writeText(header: Buffer, text: string, offset: number, length: number) {
  header.write(text, offset, Math.min(Buffer.byteLength(text), length), 'utf8');
}

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  writeText(header, `${value.toString(8).padStart(length - 1, '0')}\0`, offset, length);
}

/** Splits a long name at a slash into ustar's prefix (155 bytes) and name (100 bytes). */
function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.lastIndexOf('/'); cut > 0; cut = name.lastIndexOf('/', cut - 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`The path ${name} is too long for a backup archive.`);
}

function header(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, name] = splitName(entry.name);
  writeText(block, name, 0, 100);
  writeOctal(block, 0o600, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, entry.data.byteLength, 124, 12);
  writeOctal(block, entry.mtime ?? Math.floor(Date.now() / 1000), 136, 12);
  block.fill(' ', 148, 156);
  block.write('0', 156);
  writeText(block, 'ustar\u000000', 257, 8);
  writeText(block, prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  writeText(block, `${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

export function packTar(entries: readonly TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry), Buffer.from(entry.data));
    const padding = (BLOCK - (entry.data.byteLength % BLOCK)) % BLOCK;
    if (padding) parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

const readText = (block: Buffer, offset: number, length: number) => {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** The regular files of a tar archive; throws on a damaged one. */
export function unpackTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
    if (Number.parseInt(readText(block, 148, 8).trim(), 8) !== sum)
      throw new Error('The archive is damaged (a header checksum does not match).');
    const size = Number.parseInt(readText(block, 124, 12).trim() || '0', 8);
    const prefix = readText(block, 345, 155);
    const name = readText(block, 0, 100);
    const type = String.fromCharCode(block[156] ?? 48);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error('The archive is damaged (it ends early).');
    if (type === '0' || type === '\0') {
      entries.push({
        name: prefix ? `${prefix}/${name}` : name,
        data: archive.subarray(start, start + size),
        mtime: Number.parseInt(readText(block, 136, 12).trim() || '0', 8),
      });
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
