import { createHash } from 'node:crypto';

/**
 * The kept answers' weight together: some 150 full pages of 100 products, a small part of a large
 * catalogue, whatever crawls it.
 */
export const CATALOGUE_CACHE_MAX_BYTES = 8 * 1024 * 1024;

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
  #bytes = 0;
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 500,
    /** Told of every lookup: served from the cache, or computed. */
    private readonly onLookup: (hit: boolean) => void = () => {},
    /** Whether writes are being heard now; while not, every answer is computed afresh. */
    private readonly listening: () => boolean = () => true,
    /** What the kept answers may weigh together (their JSON's length): the oldest go first. */
    private readonly maxBytes = CATALOGUE_CACHE_MAX_BYTES,
  ) {}

  /**
   * The cached JSON answer for `key`, computing and storing it on a miss; with `keep: false`,
   * computed without being stored (a page few clients will ask for again). `cacheControl` lets
   * browsers and shared caches keep an answer (by default they must ask again each time).
   */
  async json(
    request: Request,
    key: string,
    compute: () => Promise<unknown>,
    options: { keep?: boolean; cacheControl?: string } = {},
  ): Promise<Response> {
    const kept = options.keep !== false;
    const listening = kept && this.listening();
    let entry = listening ? this.#entries.get(key) : undefined;
    const hit = entry !== undefined && entry.expiresAt > this.now();
    if (kept) this.onLookup(hit);
    if (!entry || !hit) {
      const body = JSON.stringify(await compute());
      entry = {
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        expiresAt: this.now() + this.ttlMs,
      };
      if (this.ttlMs > 0 && listening) this.#keep(key, entry);
    }
    const headers = {
      'content-type': 'application/json; charset=UTF-8',
      etag: entry.etag,
      'cache-control': options.cacheControl ?? 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    if (matchesEtag(request.headers.get('if-none-match'), entry.etag)) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(entry.body, { status: 200, headers });
  }

  #keep(key: string, entry: Entry) {
    const size = entry.body.length;
    if (size > this.maxBytes) return;
    this.#drop(key);
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.maxEntries || this.#bytes + size > this.maxBytes)
    ) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
    this.#entries.set(key, entry);
    this.#bytes += size;
  }

  #drop(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }

  /** How many answers are kept, and their JSON's length together. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
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

/**
 * Whether `If-None-Match` names `etag`, compared weakly (RFC 9110, 13.1.2): a compressed answer
 * carries the weak form of its tag (see jsonCompression), and a client sends back what it got.
 */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
