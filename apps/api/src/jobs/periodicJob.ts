import type { Logger } from 'pino';

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `run` shortly after start and then every `intervalSeconds` (0 turns it off). Runs never
 * overlap within one process; jobs claim their rows in the database so instances stay apart. A
 * failed run is logged and tried again at the next tick.
 */
export function startPeriodicJob(options: {
  name: string;
  intervalSeconds: number;
  logger: Logger;
  run: () => Promise<unknown>;
}): PeriodicJob {
  const { name, intervalSeconds, logger, run } = options;
  if (intervalSeconds <= 0) return { stop: async () => {} };
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (stopped || running) return;
    running = run()
      .then(() => {
        logger.debug({ job: name }, 'job ran');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, `${name} failed`);
      })
      .finally(() => {
        running = undefined;
      });
  };

  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, intervalSeconds * 1000);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
