import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';

/** The channels the database's triggers notify when a write commits (see the migrations). */
export const CHANNELS = {
  /** Products, their parts or the units sold changed: cached catalogue answers and pages are stale. */
  catalogue: 'wtkit_catalogue',
  /** A user's row changed or went; the payload is its id (empty: every user). */
  users: 'wtkit_users',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
export type ChangeHandlers = Partial<Record<Channel, (payload: string) => void>>;

export interface ChangeListener {
  /** Resolves once the listener hears the channels. */
  ready: Promise<void>;
  /** Whether writes are being heard now; while not, nothing may be cached on their account. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * Listens on a PostgreSQL server for writes made by any instance and calls the channel's handler
 * for each. The connection is its own, not one of the pool's. When it drops, it reconnects with a
 * growing delay and calls `onGap` once it listens again, since writes made meanwhile were not
 * heard.
 */
export function listenOnServer(options: {
  databaseUrl: string;
  logger: Logger;
  handlers: ChangeHandlers;
  onGap: () => void;
  /** The longest wait between reconnection attempts. */
  maxRetryMs?: number;
}): ChangeListener {
  const { databaseUrl, logger, handlers, onGap, maxRetryMs = 5000 } = options;
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
      handlers[message.channel as Channel]?.(message.payload ?? '');
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'the change listener lost its connection');
      retry(next);
    });
    next.on('end', () => retry(next));
    try {
      await next.connect();
      for (const channel of Object.keys(handlers)) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      logger.warn({ err: error }, 'the change listener could not connect');
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
    if (isReconnect) onGap();
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
    listening: () => client !== undefined && !closed,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      markReady();
      await client?.end().catch(() => {});
    },
  };
}

/** The same for the embedded database, whose notifications arrive in this process. */
export function listenInProcess(database: PGlite, handlers: ChangeHandlers): ChangeListener {
  let closed = false;
  const stops = Object.entries(handlers).map(([channel, handler]) =>
    database.listen(channel, (payload) => handler(payload ?? '')),
  );
  const ready = Promise.all(stops).then(() => undefined);
  return {
    ready,
    listening: () => !closed,
    async close() {
      closed = true;
      for (const stop of await Promise.all(stops)) await stop().catch(() => {});
    },
  };
}
