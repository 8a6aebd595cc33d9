import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { lockDataDir, runningOwner } from './lock.js';

/**
 * Opens the shop's database for a command run beside the shop, and closes it after `work`.
 * The embedded database belongs to one process: the command refuses while a shop runs on the
 * folder (`whenRunning` says what to do instead), refuses a folder that holds no shop, and holds
 * the folder's lock while it works. PostgreSQL is shared, so nothing is claimed there.
 */
export async function withShopDatabase<T>(
  config: Config,
  refusal: { fail: (message: string) => never; whenRunning: string },
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const dataDir = resolve(config.dataDir);
  let release = () => {};
  if (!config.databaseUrl) {
    const owner = await runningOwner(dataDir);
    if (owner)
      refusal.fail(
        `The shop (pid ${owner.pid}) is running on ${dataDir}, and its database is open to it alone. ${refusal.whenRunning}`,
      );
    if (!existsSync(join(dataDir, 'pgdata', 'PG_VERSION')))
      refusal.fail(
        `${dataDir} holds no shop (set DATA_DIR to the shop's data folder, or start it once).`,
      );
    const lock = await lockDataDir(dataDir);
    release = () => lock.release();
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
