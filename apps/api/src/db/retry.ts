import type { Logger } from 'pino';
import type { Db } from './client.js';
import { isTransientFailure, pgCode } from './errors.js';

/** Runs of a transaction before its transient failure is let through. */
export const TRANSACTION_ATTEMPTS = 3;

/** A pause before the next run: a few milliseconds, growing and jittered, so two victims part. */
const backoffMs = (attempt: number) => (5 + Math.random() * 20) * attempt;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` (one whole transaction) again when PostgreSQL rolled it back for a deadlock or a
 * serialisation failure, at most `TRANSACTION_ATTEMPTS` times in all. The rollback undid
 * everything the run wrote, so running it again from the start is safe, as long as the callback
 * touches nothing outside the database.
 */
export async function retryTransient<T>(
  run: () => Promise<T>,
  logger: Pick<Logger, 'warn'> | undefined,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransientFailure(error)) throw error;
      logger?.warn(
        { code: pgCode(error), attempt, of: TRANSACTION_ATTEMPTS },
        'transaction rolled back by the database; running it again',
      );
      await sleep(backoffMs(attempt));
    }
  }
}

/**
 * The database with every `db.transaction(…)` run through `retryTransient`, so no caller has to
 * remember it. Nested transactions (savepoints) are left alone: only the outermost one can be
 * run again.
 */
export function withTransientRetry(db: Db, logger: Pick<Logger, 'warn'> | undefined): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<Db['transaction']>) =>
    retryTransient(() => transaction(...args), logger)) as Db['transaction'];
  return db;
}
