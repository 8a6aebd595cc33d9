import type { AuthUser } from './session.js';

/**
 * The rows of recently seen users, so that an authenticated request needs no database read. An
 * entry goes as soon as its row changes: this process forgets it when it writes the row, and the
 * database's trigger tells every instance (see `db/changes.ts`). While those notifications cannot
 * be heard, nothing is served from here. A load that began before a change is not kept, so a
 * read racing a Log Out cannot put the old row back.
 */
export class UserCache {
  readonly #rows = new Map<string, { user: AuthUser; expiresAt: number }>();
  #generation = 0;

  constructor(
    /** Whether changes are being heard now. */
    private readonly listening: () => boolean,
    private readonly now: () => number = Date.now,
    /** An upper bound on an entry's life, in case a change was somehow missed. */
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  async get(id: string, load: () => Promise<AuthUser | undefined>): Promise<AuthUser | undefined> {
    if (!this.listening()) return load();
    const entry = this.#rows.get(id);
    if (entry && entry.expiresAt > this.now()) return entry.user;
    const generation = this.#generation;
    const user = await load();
    if (user && generation === this.#generation && this.listening()) {
      this.#rows.delete(id);
      // The oldest entry goes first (a Map keeps insertion order).
      if (this.#rows.size >= this.maxEntries)
        this.#rows.delete(this.#rows.keys().next().value ?? '');
      this.#rows.set(id, { user, expiresAt: this.now() + this.ttlMs });
    }
    return user;
  }

  /** The row of `id` changed (an empty id: any row may have). */
  forget(id: string): void {
    if (id) this.#rows.delete(id);
    else this.#rows.clear();
    this.#generation += 1;
  }

  get size(): number {
    return this.#rows.size;
  }
}
