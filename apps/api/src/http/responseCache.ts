import { createHash } from 'node:crypto';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * Serialized answers to public catalogue reads, kept a few seconds. Every catalogue write on this
 * instance clears it at once; on PostgreSQL, a write through any other instance clears it as soon
 * as that write commits (the database notifies every listening instance), and while those
 * notifications cannot be heard nothing is served from here. It holds nothing that matters: a restart or a miss only costs a database read.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 500,
    /** Told of every lookup: served from the cache, or computed. */
    private readonly onLookup: (hit: boolean) => void = () => {},
    /** Whether writes are being heard now; while not, every answer is computed afresh. */
    private readonly listening: () => boolean = () => true,
  ) {}

  /** The cached JSON answer for `key`, computing and storing it on a miss. */
  async json(request: Request, key: string, compute: () => Promise<unknown>): Promise<Response> {
    const listening = this.listening();
    let entry = listening ? this.#entries.get(key) : undefined;
    const hit = entry !== undefined && entry.expiresAt > this.now();
    this.onLookup(hit);
    if (!entry || !hit) {
      const body = JSON.stringify(await compute());
      entry = {
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        expiresAt: this.now() + this.ttlMs,
      };
      if (this.ttlMs > 0 && listening) {
        if (this.#entries.size >= this.maxEntries) this.#entries.clear();
        this.#entries.set(key, entry);
      }
    }
    const headers = {
      'content-type': 'application/json; charset=UTF-8',
      etag: entry.etag,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    if (request.headers.get('if-none-match') === entry.etag) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(entry.body, { status: 200, headers });
  }

  clear(): void {
    this.#entries.clear();
    this.#generation += 1;
  }

  /** Whether writes are being heard now: while not, nothing built from the catalogue is served from memory. */
  get heard(): boolean {
    return this.listening();
  }

  /** Counts the clears: what was built from the catalogue at another count is out of date. */
  get generation(): number {
    return this.#generation;
  }
}
