import { answerBackupRequests, BACKUP_SIGNAL } from './backup/requests.js';
import { configOrStop } from './config.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';
import { StartupError } from './startupError.js';

async function main() {
  // Everything the server writes (database, uploads, outbox, secrets) is for its owner alone.
  process.umask(0o077);
  const config = configOrStop((message) => {
    console.error(message);
    return process.exit(1);
  });
  const logger = createLogger(config.logLevel);
  const starting = startServer(config, { logger });

  // `pnpm backup` asks a running shop through the data folder and this signal (backup/requests.ts).
  // Listening from the start: the signal's default action would end the process.
  let answering = Promise.resolve();
  process.on(BACKUP_SIGNAL, () => {
    answering = answering
      .then(async () => {
        const running = await starting.catch(() => undefined);
        if (running?.dumpDatabase)
          await answerBackupRequests({
            dataDir: config.dataDir,
            dumpDatabase: running.dumpDatabase,
            logger,
          });
      })
      .catch((error: unknown) => logger.error({ err: error }, 'backup request failed'));
  });

  // Listening before the start, so a stop asked for at any moment (even right as the address is
  // printed) waits for the start to finish and then closes cleanly, releasing the data folder.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      logger.info({ signal }, 'shutting down');
      const server = await starting.catch(() => undefined);
      await answering;
      await server?.close();
      logger.info('stopped cleanly');
      process.exit(0);
    });
  }

  const server = await starting.catch((error: unknown) => {
    if (!(error instanceof StartupError)) throw error;
    logger.fatal(error.message);
    console.error(`\n  wtkit cannot start: ${error.message}\n`);
    process.exit(1);
  });
  logger.info({ url: server.url }, `wtkit is running at ${server.url}`);
  console.log(`\n  wtkit shop: ${server.url}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
