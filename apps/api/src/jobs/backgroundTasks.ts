import type { Logger } from 'pino';

/**
 * Work that runs after the answer has gone (e.g. sending a code, so the answer cannot reveal
 * whether an account exists). Failures are logged, never thrown; the server waits for what is
 * running before it closes the database.
 */
export class BackgroundTasks {
  readonly #running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const promise = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error }, `${name} failed`),
      )
      .finally(() => this.#running.delete(promise));
    this.#running.add(promise);
  }

  /** Resolves when every task started so far has finished. */
  async drain(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }
}
