import { createHash } from 'node:crypto';
import { compress, type Encoding } from './compression.js';
import { inlineScriptHashes } from './securityHeaders.js';

/** Bytes of an answer and their strong entity tag: the SHA-256 of exactly those bytes. */
export interface Variant {
  body: Buffer;
  etag: string;
}

export function variant(body: Buffer): Variant {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/**
 * A rendered page as it is answered: the same bytes for every visitor (no nonce, no session), so
 * what follows from the bytes is worked out once per render, from the HTML alone: the hashes its
 * Content-Security-Policy allows, its entity tag and the catalogue it shows.
 */
export interface RenderedBytes {
  status: number;
  /** The page as UTF-8, as rendered. */
  plain: Variant;
  /** `'sha256-…'` of each of its inline scripts: exactly those may run. */
  scriptHashes: readonly string[];
  /** Purge tags for a CDN: every page, and each product it links to. */
  tags: readonly string[];
}

/**
 * A kept page: its bytes and its compressed copies, each made once and answered as they are. Each coding is a representation of its own with its own tag (RFC 9110,
 * 8.8.3.3), and the tag is the hash of the bytes sent, so it is strong whatever made them.
 */
export interface CachedPage extends RenderedBytes {
  encoded: Record<Encoding, Variant>;
}

/** Every page carries this tag: purging it clears every page a CDN holds. */
export const EVERY_PAGE_TAG = 'wtkit-page';
/** A product's address, in a link or in the page's own canonical address and previews. */
const PRODUCT_LINK = /\/product\/([0-9a-f-]{36})"/g;

/** The page's bytes and what follows from them. */
export function renderedBytes(status: number, html: string): RenderedBytes {
  const products = new Set([...html.matchAll(PRODUCT_LINK)].map((match) => match[1]));
  return {
    status,
    plain: variant(Buffer.from(html, 'utf8')),
    scriptHashes: inlineScriptHashes(html),
    tags: [EVERY_PAGE_TAG, ...[...products].map((id) => `wtkit-product-${id}`)],
  };
}

/**
 * A page to keep, compressed once in each coding: gzip at level 9 and Brotli at quality 5 (about
 * 1–2 ms for a 40–90 kB page, 5–8 % smaller than gzip); Brotli's quality 9 took 30–75 ms and 11
 * took 200–430 ms of the server's one thread for about 10 % less.
 */
export function keptPage(page: RenderedBytes): CachedPage {
  const encode = (encoding: Encoding) =>
    variant(Buffer.from(compress(page.plain.body, encoding, { quality: 5, level: 9 })));
  return { ...page, encoded: { br: encode('br'), gzip: encode('gzip') } };
}

interface Entry extends CachedPage {
  generation: number;
  expiresAt: number;
  /** What it holds in memory: its bytes, plain and compressed, and its key. */
  bytes: number;
}

/** The memory a kept page takes: its bytes, plain and compressed, and its key. */
function sizeOf(key: string, page: CachedPage): number {
  const encoded = Object.values(page.encoded).reduce((total, copy) => total + copy.body.length, 0);
  return page.plain.body.length + encoded + Buffer.byteLength(key);
}

/**
 * Rendered public pages (home, listings, products, policies), kept while the catalogue is
 * unchanged (an entry built at another catalogue generation, which every catalogue write and
 * every order bumps, or older than the TTL is rendered again) and within a budget of bytes: the
 * page used least recently leaves first when a new one needs the room (a hit moves its page to
 * the most recent end; a Map iterates in insertion order). A page larger than the whole budget is
 * not kept.
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
