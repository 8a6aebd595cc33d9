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
}

/** A rendered page kept for later answers: its bytes, cut at each occurrence of `nonce`. */
export function pageWithoutNonce(status: number, html: string, nonce: string): CachedPage {
  return { status, parts: html.split(nonce).map((part) => Buffer.from(part, 'utf8')) };
}

/** The kept page's bytes with this answer's nonce: a copy of bytes, no text to encode. */
export function pageWithNonce(page: CachedPage, nonce: string): Buffer {
  const value = Buffer.from(nonce, 'utf8');
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(value);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

interface Entry extends CachedPage {
  generation: number;
  expiresAt: number;
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly generation: () => number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation() || entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps a page rendered at `generation` (read before rendering, so a write during it counts). */
  set(key: string, page: CachedPage, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation()) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { ...page, generation, expiresAt: this.now() + this.ttlMs });
  }
}
