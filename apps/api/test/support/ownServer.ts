import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/** The JWT secret of own servers: a process started on their data signs and reads the same tokens. */
export const OWN_SECRET = 'own-server-secret-that-is-long-enough-for-hs256';

/**
 * The data folder of a shop started once and stopped, shared by the run's own servers on PGlite.
 * The first test file that needs it builds it in a folder of its own and moves it into place; if
 * another file's worker got there first, the move fails and that one is used.
 */
async function templateDataDir(): Promise<string> {
  const template = inject('ownServerTemplate');
  const ready = join(template, '.template-ready');
  if (existsSync(ready)) return template;
  const building = mkdtempSync(join(tmpdir(), 'wtkit-own-building-'));
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: building,
      JWT_SECRET: OWN_SECRET,
      REMINDER_INTERVAL_SECONDS: '0',
      OUTBOX_RETRY_SECONDS: '0',
    }),
    { logger: pino({ level: 'silent' }) },
  );
  await server.close();
  writeFileSync(join(building, '.template-ready'), '');
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  if (!existsSync(ready)) throw new Error(`no own-server template in ${template}`);
  return template;
}

/**
 * A server of the test file's own, on a database of its own: PGlite in a folder of its own (a
 * copy of a shop started once in this run), or, when the suite runs on PostgreSQL, a fresh
 * database in the suite's PostgreSQL server (not a cluster of its own: initdb costs seconds).
 * Nothing another test file does is visible to it, which time-travelling jobs need.
 */
export async function startOwnServer(
  options: { now?: () => Date; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-own-'));
  // On PGlite the folder starts as a copy of a shop that was started once (migrated, seeded):
  // the same as a first start, without its seconds of migrations.
  if (inject('driver') === 'pglite') cpSync(await templateDataDir(), dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  let cleanup = async () => {};
  if (inject('driver') === 'postgres') {
    const cluster = inject('databaseUrl');
    const name = `wtkit_${randomUUID().replaceAll('-', '')}`;
    await withClient(cluster, (admin) => admin.query(`create database ${name}`));
    const url = new URL(cluster);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanup = () =>
      withClient(cluster, async (admin) => {
        await untilSessionsEnd(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      });
  }
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: OWN_SECRET,
      RATE_LIMIT_PER_IP: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    }),
    { logger: pino({ level: process.env.API_TEST_LOG ?? 'silent' }), now: options.now },
  );
  const own: OwnServer = {
    server,
    base: `${server.url}/api/v1`,
    dataDir,
    databaseUrl,
    async close() {
      // The server a test put in its place (restarted on the same data) is the one to stop.
      await own.server.close();
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return own;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
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
