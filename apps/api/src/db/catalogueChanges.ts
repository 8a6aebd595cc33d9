import pg from 'pg';
import type { Logger } from 'pino';

/** The channel the database's triggers notify when a catalogue write commits. */
export const CATALOGUE_CHANNEL = 'wtkit_catalogue';

export interface CatalogueChanges {
  /** Resolves once the first connection listens. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens on PostgreSQL for catalogue writes made by any instance (see the triggers of the
 * migration `catalogue_changes`) and calls `onChange` for each. The connection is its own, not
 * one of the pool's. When it drops, it reconnects with a growing delay and calls `onChange` once
 * it listens again, since writes made meanwhile were not heard.
 */
export function listenForCatalogueChanges(options: {
  databaseUrl: string;
  logger: Logger;
  onChange: () => void;
  /** The longest wait between reconnection attempts. */
  maxRetryMs?: number;
}): CatalogueChanges {
  const { databaseUrl, logger, onChange, maxRetryMs = 5000 } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) onChange();
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'catalogue change listener lost its connection');
      retry(next);
    });
    next.on('end', () => retry(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'catalogue change listener could not connect');
      retry(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    markReady();
    if (isReconnect) onChange();
  };

  const retry = (failed: pg.Client) => {
    if (closed || retryTimer || (client && client !== failed)) return;
    client = undefined;
    void failed.end().catch(() => {});
    failures += 1;
    const delay = Math.min(maxRetryMs, 100 * 2 ** Math.min(failures, 10));
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(true);
    }, delay);
    retryTimer.unref();
  };

  void connect(false);

  return {
    ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      markReady();
      await client?.end().catch(() => {});
    },
  };
}
