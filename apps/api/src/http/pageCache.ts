import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';

/**
 * Rendered public pages (home, listings, products, policies), kept while the catalogue is
 * unchanged: an entry built at another catalogue generation (every catalogue write and every
 * order bumps it) or older than the TTL is rendered again. The page is stored as bytes cut where
 * its nonce was, and each answer gets a fresh one.
 */
export interface CachedPage {
  status: number;
  /** The page, encoded once, cut where its nonce goes. */
  parts: readonly Buffer[];
  /** The same parts compressed once, made on the first compressed answer (`gzipWithNonce`). */
  deflated?: readonly Buffer[];
}

/** A rendered page kept for later answers: its bytes, cut at each occurrence of `nonce`. */
export function pageWithoutNonce(status: number, html: string, nonce: string): CachedPage {
  return { status, parts: html.split(nonce).map((part) => Buffer.from(part, 'utf8')) };
}

/** The kept page's bytes with this answer's nonce: a copy of bytes, no text to encode. */
export function pageWithNonce(page: CachedPage, nonce: string): Buffer {
  return Buffer.concat(withNonce(page.parts, Buffer.from(nonce, 'utf8')));
}

function withNonce(parts: readonly Buffer[], nonce: Buffer): Buffer[] {
  return parts.flatMap((part, index) => (index > 0 ? [nonce, part] : [part]));
}

/** gzip's header: deflate, no name or time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed codes, end of block): closes the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The kept page gzipped with this answer's nonce, without compressing it again. Each part was
 * deflated once on its own and ended with a sync flush (byte-aligned, not final), so the parts'
 * streams can be laid end to end with the nonce between them as a stored block: a valid deflate
 * stream, since no part refers back before its own start. Only the checksum is computed per
 * answer. Compressing the whole page on every answer cost about four times the rest of the
 * answer together.
 */
export function gzipWithNonce(page: CachedPage, nonce: string): Buffer {
  const deflated = deflateParts(page);
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const plain = withNonce(page.parts, nonceBytes);
  let checksum = 0;
  let size = 0;
  for (const piece of plain) {
    // An empty buffer may have no memory behind it, which zlib's crc32 takes as "start again".
    if (piece.length === 0) continue;
    checksum = crc32(piece, checksum);
    size += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    ...withNonce(deflated, storedBlock(nonceBytes)),
    LAST_BLOCK,
    trailer,
  ]);
}

/** The page's parts compressed, once: each ends byte-aligned and leaves the stream open. */
export function deflateParts(page: CachedPage): readonly Buffer[] {
  page.deflated ??= page.parts.map((part) =>
    deflateRawSync(part, { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH }),
  );
  return page.deflated;
}

/** `bytes` (at most 65,535) as a stored deflate block that is not the last. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt8(0, 0);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

interface Entry extends CachedPage {
  generation: number;
  expiresAt: number;
  /** What it holds in memory: its parts, compressed and not, and its key. */
  bytes: number;
}

/** The memory a kept page takes: its bytes, plain and deflated, and its key. */
function sizeOf(key: string, page: CachedPage): number {
  const sum = (parts: readonly Buffer[] | undefined) =>
    (parts ?? []).reduce((total, part) => total + part.length, 0);
  return sum(page.parts) + sum(page.deflated) + Buffer.byteLength(key);
}

/**
 * The kept pages, within a budget of bytes: the page used least recently leaves first when a new
 * one needs the room (a hit moves its page to the most recent end; a Map iterates in insertion
 * order). A page larger than the whole budget is not kept.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly generation: () => number,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation() || entry.expiresAt <= this.now()) {
      this.#delete(key, entry);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps a page rendered at `generation` (read before rendering, so a write during it counts). */
  set(key: string, page: CachedPage, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation()) return;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    const bytes = sizeOf(key, page);
    if (bytes > this.maxBytes) return;
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes + bytes <= this.maxBytes) break;
      this.#delete(oldKey, oldEntry);
    }
    this.#entries.set(key, { ...page, generation, expiresAt: this.now() + this.ttlMs, bytes });
    this.#bytes += bytes;
  }

  /** How many pages are kept and the bytes they take. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
