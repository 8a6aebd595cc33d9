import { randomBytes } from 'node:crypto';
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

/** How often the listener sends itself a heartbeat, and how stale the last one heard may be. */
export const HEARTBEAT = {
  everyMs: 250,
  /**
   * Past this, writes may have committed that the listener has not heard: nothing is served from
   * memory on their account. It bounds how long a change can go unseen on another instance.
   */
  silentAfterMs: 750,
  /** A listener silent this long is given up and connected again. */
  reconnectAfterMs: 10_000,
};

/** What the listener's connection is called in `pg_stat_activity` (and by the tests' proxy). */
export const LISTENER_APPLICATION_NAME = 'wtkit-change-listener';

/**
 * Listens on a PostgreSQL server for writes made by any instance and calls the channel's handler
 * for each. The connection is its own, not one of the pool's. When it drops, it reconnects with a
 * growing delay and calls `onGap` once it listens again, since writes made meanwhile were not
 * heard.
 *
 * A connection can also stall without dropping (a frozen backend, a half-open network path): it
 * looks connected but hears nothing. So the listener sends a NOTIFY to a channel of its own every
 * `HEARTBEAT.everyMs`, carrying the time it was sent. PostgreSQL delivers notifications in commit
 * order, so hearing a heartbeat sent at T means every write committed before T has been heard.
 * While the last heartbeat heard is older than `silentAfterMs`, `listening()` is false and the
 * caches fail closed; `onGap` runs when the silence starts and when it ends.
 */
export function listenOnServer(options: {
  databaseUrl: string;
  logger: Logger;
  handlers: ChangeHandlers;
  onGap: () => void;
  /** The longest wait between reconnection attempts. */
  maxRetryMs?: number;
  heartbeat?: typeof HEARTBEAT;
  now?: () => number;
}): ChangeListener {
  const {
    databaseUrl,
    logger,
    handlers,
    onGap,
    maxRetryMs = 5000,
    heartbeat = HEARTBEAT,
    now = Date.now,
  } = options;
  // A channel per listener: no instance hears the others' heartbeats.
  const heartbeatChannel = `wtkit_heartbeat_${randomBytes(6).toString('hex')}`;
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  /** When the newest heartbeat heard was sent (or when this connection began to listen). */
  let heardSentAt = 0;
  let sending = false;
  let silent = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const fresh = () => now() - heardSentAt <= heartbeat.silentAfterMs;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === heartbeatChannel) {
        heardSentAt = Math.max(heardSentAt, Number(message.payload) || 0);
        return;
      }
      handlers[message.channel as Channel]?.(message.payload ?? '');
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'the change listener lost its connection');
      retry(next);
    });
    next.on('end', () => retry(next));
    try {
      await next.connect();
      for (const channel of [...Object.keys(handlers), heartbeatChannel])
        await next.query(`LISTEN ${channel}`);
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
    // Listening starts now: whatever commits from here on is heard.
    heardSentAt = now();
    sending = false;
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

  const beat = () => {
    const current = client;
    if (!current) return;
    const quiet = !fresh();
    if (quiet !== silent) {
      silent = quiet;
      if (quiet)
        logger.warn(
          { silentForMs: now() - heardSentAt },
          'the change listener is silent: user rows, catalogue answers and pages are read from the database until it is heard again',
        );
      else logger.info('the change listener is heard again');
      onGap();
    }
    if (quiet && now() - heardSentAt > heartbeat.reconnectAfterMs) {
      logger.warn('the change listener stayed silent: connecting again');
      retry(current);
      return;
    }
    // One heartbeat on its way at a time: a stalled connection does not pile them up.
    if (sending) return;
    sending = true;
    current
      .query('select pg_notify($1, $2)', [heartbeatChannel, String(now())])
      .catch(() => {})
      .finally(() => {
        if (client === current) sending = false;
      });
  };
  const beating = setInterval(beat, heartbeat.everyMs);
  beating.unref();

  void connect(false);

  return {
    ready,
    listening: () => client !== undefined && !closed && fresh(),
    async close() {
      closed = true;
      clearInterval(beating);
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
