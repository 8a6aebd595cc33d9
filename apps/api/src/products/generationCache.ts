/**
 * Figures of the catalogue (a listing's facet counts, its count of matches) kept until the
 * catalogue changes: each is stored with the catalogue cache's generation, which every catalogue
 * write bumps (on this instance at once; on PostgreSQL, a write through any instance as soon as
 * it commits and this one hears it). A repeated read is then a lookup, however long ago it was
 * computed. At most `maxEntries` figures are kept, the least recently used out first; while
 * writes cannot be heard, every figure is computed afresh and none is kept.
 */
export class GenerationCache<T> {
  readonly #entries = new Map<string, T>();
  /** The generation the kept figures belong to (none yet). */
  #generation = Number.NaN;

  constructor(
    /** The catalogue's generation now (`ResponseCache.generation`). */
    private readonly generation: () => number,
    /** Whether writes are being heard now. */
    private readonly heard: () => boolean,
    private readonly maxEntries: number,
    /** Told of every lookup: kept, or computed. */
    private readonly onLookup: (hit: boolean) => void = () => {},
  ) {}

  /** The figure kept for `key` at the current generation, else `compute`d (and kept). */
  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const generation = this.generation();
    if (generation !== this.#generation) {
      this.#entries.clear();
      this.#generation = generation;
    }
    const listening = this.heard();
    const kept = listening ? this.#entries.get(key) : undefined;
    this.onLookup(kept !== undefined);
    if (kept !== undefined) {
      // Most recently used last: the first entry is the one to drop.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    const value = await compute();
    // A write while computing may have made the figure out of date: keep it only if none came.
    if (listening && this.generation() === generation && this.#generation === generation) {
      this.#entries.set(key, value);
      while (this.#entries.size > this.maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest === undefined) break;
        this.#entries.delete(oldest);
      }
    }
    return value;
  }

  /** How many figures are kept. */
  get size(): number {
    return this.#entries.size;
  }
}
