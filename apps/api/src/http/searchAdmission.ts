/**
 * Which searches' pages are worth keeping: those asked for a second time. Every search is a page
 * of its own, so a crawl of made-up searches would otherwise fill the page cache and push out
 * the pages shoppers ask for; a search asked once is rendered and answered but not kept. The
 * searches seen once are remembered by their key, at most `capacity` of them (the oldest
 * forgotten first), which bounds this memory too.
 */
export class SearchAdmission {
  readonly #seen = new Set<string>();

  constructor(private readonly capacity: number) {}

  /** Whether `key` was asked before; remembers it either way. */
  askedBefore(key: string): boolean {
    if (this.#seen.has(key)) return true;
    if (this.#seen.size >= this.capacity) {
      const oldest = this.#seen.values().next().value;
      if (oldest !== undefined) this.#seen.delete(oldest);
    }
    this.#seen.add(key);
    return false;
  }
}
