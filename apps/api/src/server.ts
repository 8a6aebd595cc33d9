import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createTokenService, resolveJwtSecret } from './auth/tokens.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { handlers } from './handlers/index.js';
import { createApp } from './http/app.js';
import { loadContract } from './http/contract.js';
import { ResponseCache } from './http/responseCache.js';
import { createLogger } from './logger.js';
import { createMessenger } from './messaging/messenger.js';
import { createStripeClient, createStripeProvider } from './payments/stripeProvider.js';
import { createTestProvider } from './payments/testProvider.js';
import { startReminderScheduler } from './reminders/scheduler.js';
import { ensureAdmin } from './seed/ensureAdmin.js';
import { seedCatalogueOnce } from './seed/seedCatalogue.js';
import { createLocalStorage } from './storage/localStorage.js';
import { createS3Storage } from './storage/s3Storage.js';

export interface RunningServer {
  url: string;
  app: AppContext;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: { logger?: Logger; now?: () => Date } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const now = options.now ?? (() => new Date());
  const contract = loadContract();
  const database = await openDatabase(config);
  logger.info({ driver: database.driver }, 'database ready');

  const secret = await resolveJwtSecret(config);
  const stripe = config.stripe ? createStripeClient(config.stripe) : undefined;
  const app: AppContext = {
    config,
    db: database.db,
    driver: database.driver,
    logger,
    now,
    secret,
    messenger: createMessenger({ db: database.db, config, logger, now }),
    catalogueCache: new ResponseCache(config.catalogueCacheSeconds * 1000),
    payments: stripe ? createStripeProvider(stripe) : createTestProvider(database.db),
    stripe:
      stripe && config.stripe
        ? { client: stripe, webhookSecret: config.stripe.webhookSecret }
        : undefined,
    tokens: createTokenService(secret, config.jwtTtlSeconds),
    storage: config.s3
      ? createS3Storage(config.s3, now)
      : createLocalStorage({
          dataDir: config.dataDir,
          secret,
          origin: config.publicUrl ?? '',
          basePath: contract.basePath,
          now,
        }),
  };

  const seeded = await seedCatalogueOnce(app.db);
  if (seeded) logger.info({ products: seeded }, 'seeded the demo catalogue');
  await ensureAdmin(app.db, logger, { email: config.adminEmail, password: config.adminPassword });

  const http = createApp(app, handlers, contract);
  const server = serve({
    fetch: http.fetch,
    port: config.port,
    hostname: config.host,
    // node-server's lightweight Request/Response (twice the throughput of the platform's); code in
    // the same process must not rely on `instanceof Response` for what fetch() answers.
    overrideGlobalObjects: true,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const reminders = startReminderScheduler(app, config.reminderIntervalSeconds);
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    app,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
          (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
        });
        await reminders.stop();
        await database.close();
      })();
      return closing;
    },
  };
}
