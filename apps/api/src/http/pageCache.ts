/**
 * Rendered public pages (home, listings, products, policies), kept while the catalogue is
 * unchanged: an entry built at another catalogue generation (every catalogue write and every
 * order bumps it) or older than the TTL is rendered again. The page is stored with its nonce
 * replaced by a placeholder, and each answer gets a fresh one.
 */
export interface CachedPage {
  status: number;
  /** The page with `NONCE_PLACEHOLDER` where its nonce goes. */
  html: string;
}

export const NONCE_PLACEHOLDER = '__wtkit_nonce__';

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
