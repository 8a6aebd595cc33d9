import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { shopNow } from '../jobs/shopClock.js';
import { createLogger } from '../logger.js';
import { createMessenger } from '../messaging/index.js';
import { runReminders } from './reminders.js';

/**
 * `pnpm --filter @wtkit/api reminders:run`: one pass of the filter-reminder job against the
 * configured database, printing what it sent. Safe beside running servers on PostgreSQL (the
 * job's row claims keep workers apart); an embedded PGlite folder can only be opened by one
 * process, so stop the server first there.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  try {
    const now = () => new Date();
    const messenger = createMessenger({ db: database.db, config, logger, now });
    const result = await runReminders(
      { db: database.db, messenger, logger, config },
      { now: await shopNow({ db: database.db, config, now }) },
    );
    console.log(
      `filter reminders: ${result.sent} sent (${result.retried} retried, ${result.failed} failed delivery), ${result.unreachable} due without an address`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
