import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { type RunningServer, startServer } from '../../src/server.js';

/** A clock a test moves by hand: the server reads it on every call. */
export interface TestClock {
  now(): Date;
  set(at: Date | string): void;
  advanceDays(days: number): void;
}

export function testClock(start: Date | string): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at);
    },
    advanceDays(days) {
      current = new Date(current.getTime() + days * 24 * 3600 * 1000);
    },
  };
}

export interface OwnServer {
  server: RunningServer;
  /** The API base URL (`…/api/v1`). */
  base: string;
  dataDir: string;
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * A server of the test file's own, on a database of its own: PGlite in a fresh folder, or, when
 * the suite runs on PostgreSQL, a fresh database in the suite's PostgreSQL server (the throwaway
 * cluster the suite started, or TEST_DATABASE_URL's server). Nothing another test file does is
 * visible to it, which time-travelling jobs need.
 */
export async function startOwnServer(
  options: { now?: () => Date; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-own-'));
  let databaseUrl: string | undefined;
  let cleanup = async () => {};
  if (inject('driver') === 'postgres') {
    const serverUrl = inject('postgresServerUrl');
    const name = `wtkit_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanup = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await untilSessionsEnd(dropper, name);
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    };
  }
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'own-server-secret-that-is-long-enough-for-hs256',
      RATE_LIMIT_PER_IP: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    }),
    { logger: pino({ level: process.env.API_TEST_LOG ?? 'silent' }), now: options.now },
  );
  return {
    server,
    base: `${server.url}/api/v1`,
    dataDir,
    databaseUrl,
    async close() {
      await server.close();
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The pool's `end()` resolves before its sockets have closed; dropping the database then would
 * terminate sessions that are still saying goodbye, which surfaces as an uncaught error.
 */
async function untilSessionsEnd(client: pg.Client, database: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [database],
    );
    if ((rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
