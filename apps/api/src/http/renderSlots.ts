/** Thrown by `RenderSlots.run` when every slot is taken and the queue is full. */
export class RendersBusy extends Error {
  constructor() {
    super('Too many pages are being rendered; try again in a moment.');
  }
}

/**
 * A bound on the pages rendered at once. Rendering is the server's costliest work; a crawler
 * asking for thousands of pages nobody has asked for yet would otherwise render them all at the
 * same time, and every other answer (the health check, kept pages, the API) would wait behind
 * them. With a few slots, misses take turns: the crawl slows itself down, not the shop. Beyond
 * `queueLimit` waiting, a miss is refused at once (RendersBusy) rather than held for seconds.
 */
export class RenderSlots {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly queueLimit: number,
  ) {}

  /** Runs `work` when a slot is free; throws RendersBusy when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.slots) {
      if (this.#waiting.length >= this.queueLimit) throw new RendersBusy();
      // The slot is handed over by the render that ends, so #running stays counted.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      // Handed over on the next turn of the event loop, not at once: a render can run from start
      // to end in promise callbacks alone (the in-process API, PGlite), so renders started back
      // to back would keep every waiting request's socket (the health check's too) unread.
      if (next) setImmediate(next);
      else this.#running -= 1;
    }
  }

  /** Renders running, and misses waiting for a slot. */
  stats(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }
}
