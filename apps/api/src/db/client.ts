import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { checkStore, DamagedStoreError, markStore } from '../dataDir/store.js';
import { migrationsDir } from '../paths.js';
import {
  type ChangeHandlers,
  type ChangeListener,
  listenInProcess,
  listenOnServer,
} from './changes.js';
import { pgliteExtensions } from './pgliteExtensions.js';
import { snapshotPgdata } from './pgliteSnapshot.js';
import { withTransientRetry } from './retry.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The same query API over embedded PGlite and a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or an open transaction: what a query runs on. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | '_'>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Calls the handlers when writes commit, made by this process or (on PostgreSQL) by any other
   * instance; `onGap` when writes may have gone unheard (a lost connection, once it is back).
   */
  listen(handlers: ChangeHandlers, options: { logger: Logger; onGap: () => void }): ChangeListener;
  /**
   * The embedded database's files as one tar archive, taken between two statements, so it is a
   * consistent snapshot while the shop runs. PostgreSQL servers are backed up with pg_dump.
   */
  dump?(): Promise<Buffer[]>;
}

// An arbitrary constant: the advisory lock that serialises migrations across instances.
const MIGRATION_LOCK_ID = 727_001;

/**
 * Opens the store and brings its schema up to date: PostgreSQL when `databaseUrl` is set, else
 * PGlite persisted under `dataDir`. Every transaction is run again when the database rolls it
 * back for a deadlock or a serialisation failure (`withTransientRetry`), logged on `logger`.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  logger?: Logger | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    const databaseUrl = options.databaseUrl;
    return {
      db: withTransientRetry(db as unknown as Db, options.logger),
      driver: 'postgres',
      close: () => pool.end(),
      listen: (handlers, { logger, onGap }) =>
        listenOnServer({ databaseUrl, logger, handlers, onGap }),
    };
  }

  const directory = join(options.dataDir, 'pgdata');
  await checkStore(options.dataDir, directory);
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory, { extensions: pgliteExtensions }).catch(
    (error: unknown) => {
      throw new DamagedStoreError(
        `The shop's database in ${directory} could not be opened (${error instanceof Error ? error.message : String(error)}). Restore it from a backup, or set DATA_DIR to an empty folder to start a new shop.`,
      );
    },
  );
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  await markStore(options.dataDir, new Date());
  return {
    db: withTransientRetry(db as unknown as Db, options.logger),
    driver: 'pglite',
    close: () => client.close(),
    listen: (handlers) => listenInProcess(client, handlers),
    // An online copy: statements go on while the files are read (see pgliteSnapshot.ts).
    dump: () => snapshotPgdata(client, directory),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
