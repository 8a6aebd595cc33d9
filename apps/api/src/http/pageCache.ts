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
 * A kept page: its bytes, and its copy in each coding, compressed when that coding is first asked
 * for and then answered as it is. Each coding is a representation of its own with its own tag
 * (RFC 9110, 8.8.3.3), and the tag is the hash of the bytes sent, so it is strong whatever made
 * them.
 */
export interface CachedPage extends RenderedBytes {
  encoded(encoding: Encoding): Variant;
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
 * How hard a kept page is compressed: gzip at level 9 and Brotli at quality 5 (about 1–2 ms for a
 * 40–90 kB page, 5–8 % smaller than gzip); Brotli's quality 9 took 30–75 ms and 11 took
 * 200–430 ms of the server's one thread for about 10 % less. A coding nobody asks for is never
 * made: a render that is kept costs one compression, not one per coding.
 */
const KEPT_EFFORT = { quality: 5, level: 9 };

interface Entry {
  page: CachedPage;
  generation: number;
  expiresAt: number;
  /** What it holds in memory: its bytes, plain and compressed so far, and its key. */
  bytes: number;
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
    return entry.page;
  }

  /**
   * Keeps a page rendered at `generation` (read before rendering, so a write during it counts),
   * and answers it as kept; undefined when it is not kept.
   */
  set(key: string, page: RenderedBytes, generation: number): CachedPage | undefined {
    if (this.ttlMs <= 0 || generation !== this.generation()) return undefined;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    const bytes = page.plain.body.length + Buffer.byteLength(key);
    if (bytes > this.maxBytes) return undefined;
    const copies: Partial<Record<Encoding, Variant>> = {};
    const entry: Entry = {
      page: {
        ...page,
        encoded: (encoding) => {
          let copy = copies[encoding];
          if (!copy) {
            copy = variant(Buffer.from(compress(page.plain.body, encoding, KEPT_EFFORT)));
            copies[encoding] = copy;
            this.#grow(key, entry, copy.body.length);
          }
          return copy;
        },
      },
      generation,
      expiresAt: this.now() + this.ttlMs,
      bytes,
    };
    this.#makeRoom(bytes);
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    return entry.page;
  }

  /** How many pages are kept and the bytes they take. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /** A kept page's new copy counts in its size (unless the page has left meanwhile). */
  #grow(key: string, entry: Entry, bytes: number): void {
    if (this.#entries.get(key) !== entry) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    if (entry.bytes > this.maxBytes) this.#delete(key, entry);
    else this.#makeRoom(0, key);
  }

  /** Lets the least recently used pages go until `bytes` more fit, never the page `keep`. */
  #makeRoom(bytes: number, keep?: string): void {
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes + bytes <= this.maxBytes) break;
      if (oldKey !== keep) this.#delete(oldKey, oldEntry);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
