/**
 * The few parts of the tar format (POSIX ustar) a backup needs, as streams: headers of regular
 * files with names up to 255 bytes, written before each file's bytes, and a reader that hands
 * out one entry at a time without holding the archive. Every tool that reads tar reads these.
 */

export const BLOCK = 512;

/** Two empty blocks: where an archive ends. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

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
  throw new Error(`The path ${name} is too long for a backup archive (255 bytes at most).`);
}

/** The header block of a regular file of `size` bytes (or, with type '5', of a folder). */
export function tarHeader(
  name: string,
  size: number,
  mtime = Date.now() / 1000,
  { type = '0', mode = 0o600 }: { type?: '0' | '5'; mode?: number } = {},
): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, rest] = splitName(name);
  writeText(block, rest, 0, 100);
  writeOctal(block, mode & 0o7777, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, size, 124, 12);
  writeOctal(block, Math.floor(mtime), 136, 12);
  block.fill(' ', 148, 156);
  block.write(type, 156);
  writeText(block, 'ustar\u000000', 257, 8);
  writeText(block, prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  writeText(block, `${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

/** The zeros that fill a file of `size` bytes up to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

export class TarError extends Error {
  override readonly name = 'TarError';
}

export interface TarEntryHeader {
  name: string;
  size: number;
  /** The ustar type flag: '0' for a regular file; '2' a symbolic link, '5' a folder, … */
  type: string;
}

export interface TarEntry extends TarEntryHeader {
  /** The entry's bytes, in chunks; must be read to the end (or abandoned with the archive). */
  body: AsyncIterable<Buffer>;
}

const readText = (block: Buffer, offset: number, length: number) => {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

function parseOctal(block: Buffer, offset: number, length: number): number {
  const text = readText(block, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarError('The archive is damaged (a header is not ustar).');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

/** Takes exact byte counts from a stream of chunks of any size. */
class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  private done = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(wanted: number): Promise<boolean> {
    while (this.buffered < wanted && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else if (next.value.length > 0) {
        this.chunks.push(next.value);
        this.buffered += next.value.length;
      }
    }
    return this.buffered >= wanted;
  }

  /** Exactly `length` bytes, or null at the end of the stream. */
  async exactly(length: number): Promise<Buffer | null> {
    if (!(await this.fill(length))) return null;
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    const taken = (all as Buffer).subarray(0, length);
    const rest = (all as Buffer).subarray(length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return taken;
  }

  /** Up to `limit` bytes (at least one), or null at the end of the stream. */
  async some(limit: number): Promise<Buffer | null> {
    if (!(await this.fill(1))) return null;
    const first = this.chunks[0] as Buffer;
    if (first.length <= limit) {
      this.chunks.shift();
      this.buffered -= first.length;
      return first;
    }
    this.chunks[0] = first.subarray(limit);
    this.buffered -= limit;
    return first.subarray(0, limit);
  }
}

/**
 * The entries of a tar stream, one at a time; each entry's body must be consumed before asking
 * for the next. Throws a TarError on a damaged or truncated archive.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (!block) throw new TarError('The archive is damaged (it ends before its last entry).');
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
    if (parseOctal(block, 148, 8) !== sum)
      throw new TarError('The archive is damaged (a header checksum does not match).');
    const size = parseOctal(block, 124, 12);
    const prefix = readText(block, 345, 155);
    const name = readText(block, 0, 100);
    const flag = block[156] ?? 0;
    const type = flag === 0 ? '0' : String.fromCharCode(flag);
    let left = size;
    let consumed = false;
    async function* body(): AsyncGenerator<Buffer> {
      consumed = true;
      while (left > 0) {
        const chunk = await reader.some(left);
        if (!chunk) throw new TarError('The archive is damaged (it ends inside a file).');
        left -= chunk.length;
        yield chunk;
      }
    }
    yield { name: prefix ? `${prefix}/${name}` : name, size, type, body: body() };
    if (!consumed || left > 0) for await (const _ of body()) void _;
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding && !(await reader.exactly(padding)))
      throw new TarError('The archive is damaged (it ends inside a file).');
  }
}
