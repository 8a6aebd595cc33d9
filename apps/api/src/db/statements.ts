import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * A statement of the hot paths (cart, payment, order), written as SQL with named values
 * (`sql.placeholder('userId')`) and run by name. On PostgreSQL each pooled connection parses and
 * plans it the first time it runs there and afterwards only binds the values (node-postgres'
 * named statements); on PGlite it runs as a plain query. Its text is built once, when the module
 * loads, so no query is built per request either.
 *
 * Rows come back as the driver gives them, without drizzle's mapping: name the columns as the
 * code wants them (`image_url as "imageUrl"`) and read timestamps (text), `bigint` (text on
 * node-postgres) and `numeric` yourself.
 */
export interface Statement<Row> {
  readonly name: string;
  /** The SQL sent to the database, with `$1`, `$2`… for the values. */
  readonly text: string;
  run(db: Executor, values: Record<string, unknown>): Promise<Row[]>;
}

const dialect = new PgDialect();
/** Every statement's text by name: PostgreSQL knows a connection's statements by name only. */
const texts = new Map<string, string>();

export function statement<Row>(name: string, query: SQL): Statement<Row> {
  const built = dialect.sqlToQuery(query);
  const known = texts.get(name);
  if (known !== undefined && known !== built.sql) {
    throw new Error(`Two different statements are named ${name}.`);
  }
  texts.set(name, built.sql);
  // One prepared query per session: the pool's for the database, a connection's for a
  // transaction. Making one sends nothing; the connection prepares it on first use.
  const perSession = new WeakMap<object, PgPreparedQuery<never>>();
  return {
    name,
    text: built.sql,
    async run(db, values) {
      const session = db._.session;
      let prepared = perSession.get(session);
      if (!prepared) {
        prepared = session.prepareQuery(built, undefined, name, false);
        perSession.set(session, prepared);
      }
      const result = (await prepared.execute(values)) as unknown as { rows: Row[] };
      return result.rows;
    },
  };
}

/** A `timestamptz` as the drivers return it without mapping (text), as a date. */
export const asDate = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(value);
