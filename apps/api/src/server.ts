import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createTokenService, resolveJwtSecret } from './auth/tokens.js';
import { UserCache } from './auth/userCache.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { type DataDirLock, lockDataDir } from './dataDir/lock.js';
import { restrictToOwner } from './dataDir/permissions.js';
import { CHANNELS, type ChangeListener } from './db/changes.js';
import { type Database, openDatabase } from './db/client.js';
import { outbox } from './db/schema.js';
import { handlers } from './handlers/index.js';
import { createApp } from './http/app.js';
import { loadContract } from './http/contract.js';
import { ResponseCache } from './http/responseCache.js';
import { createImageSlots } from './images/index.js';
import { BackgroundTasks } from './jobs/backgroundTasks.js';
import { startPeriodicJob } from './jobs/periodicJob.js';
import { createLogger, withRedaction } from './logger.js';
import { createMessenger } from './messaging/index.js';
import { createMetrics } from './observability/metrics.js';
import { createStripeClient, createStripeProvider, createTestProvider } from './payments/index.js';
import { startPlanScheduler } from './plans/index.js';
import { GenerationCache } from './products/index.js';
import { startReminderScheduler } from './reminders/index.js';
import { ensureAdmin } from './seed/ensureAdmin.js';
import { seedCatalogueOnce } from './seed/seedCatalogue.js';
import { StartupError } from './startupError.js';
import { createStorage } from './storage/index.js';

export interface RunningServer {
  url: string;
  app: AppContext;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
  /** A consistent snapshot of the embedded database (PGlite only; see `Database.dump`). */
  dumpDatabase?: () => Promise<Buffer[]>;
}

type FetchHandler = (request: Request, env: unknown) => Response | Promise<Response>;

export class PortInUseError extends StartupError {
  override readonly name = 'PortInUseError';
}

/** Listings whose count and facets each instance keeps (a few hundred bytes to a few kB each). */
const LISTING_FIGURES_KEPT = 1000;

const startingAnswer = () =>
  new Response(
    JSON.stringify({
      success: false,
      message: 'The shop is starting. Please try again in a moment.',
    }),
    { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '1' } },
  );

/** Binds the port (or fails with a message naming it) and serves through `fetch`. */
async function listen(config: Config, fetch: FetchHandler) {
  const server = serve({
    fetch,
    port: config.port,
    hostname: config.host,
    // node-server's lightweight Request/Response (twice the throughput of the platform's); code in
    // the same process must not rely on `instanceof Response` for what fetch() answers.
    overrideGlobalObjects: true,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `Port ${config.port} on ${config.host} is already in use. Stop what is using it, or set PORT to another port.`,
            )
          : error,
      ),
    );
  });
  return server;
}

export async function startServer(
  config: Config,
  options: { logger?: Logger; now?: () => Date } = {},
): Promise<RunningServer> {
  const logger = withRedaction(options.logger ?? createLogger(config.logLevel));
  const now = options.now ?? (() => new Date());
  const contract = loadContract();

  // The port is bound before the data folder is touched: a start that cannot listen must fail
  // without having opened (or created) the database. Until the shop is ready it answers 503.
  let ready: FetchHandler | undefined;
  const server = await listen(config, (request, env) =>
    ready ? ready(request, env) : startingAnswer(),
  );
  let database: Database | undefined;
  let lock: DataDirLock | undefined;
  const releaseOnExit = () => lock?.release();
  process.once('exit', releaseOnExit);
  // The embedded database is this process's alone; PostgreSQL is shared by design.
  if (!config.databaseUrl) lock = await lockDataDir(config.dataDir).catch(fail);
  if (lock?.tookOverFrom)
    logger.warn(
      { previousPid: lock.tookOverFrom.pid, dataDir: config.dataDir },
      'took over the data folder from a server that stopped without releasing it',
    );
  // The embedded database creates its files readable by all (it ignores the umask): the folder
  // itself is closed to others, and its files are made private after every open and close.
  const makePrivate = async () => {
    if (!existsSync(config.dataDir)) return;
    const opened = await restrictToOwner(config.dataDir);
    if (opened)
      logger.info({ entries: opened, dataDir: config.dataDir }, 'made the data folder private');
  };
  try {
    database = await openDatabase({ ...config, logger });
    await makePrivate();
    logger.info({ driver: database.driver }, 'database ready');
    return await serveShop(database);
  } catch (error) {
    return fail(error);
  }

  /** Undoes a start that failed part way: nothing stays open or locked. */
  async function fail(error: unknown): Promise<never> {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database?.close().catch(() => {});
    lock?.release();
    process.off('exit', releaseOnExit);
    throw error;
  }

  async function serveShop(database: Database): Promise<RunningServer> {
    const secret = await resolveJwtSecret(config);
    const stripe = config.stripe ? createStripeClient(config.stripe) : undefined;
    if (!stripe && config.env === 'production')
      logger.warn(
        'PAYMENT_PROVIDER=test: this shop takes only test cards, and no real payment is made',
      );
    const metrics = createMetrics({
      outboxBacklog: async () => {
        const [row] = await database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(outbox)
          .where(
            or(
              eq(outbox.status, 'pending'),
              and(eq(outbox.status, 'failed'), isNotNull(outbox.nextAttemptAt)),
            ),
          );
        return row?.count ?? 0;
      },
    });
    let changes: ChangeListener | undefined;
    const app: AppContext = {
      config,
      db: database.db,
      driver: database.driver,
      logger,
      now,
      secret,
      messenger: createMessenger({
        db: database.db,
        config,
        logger,
        now,
        leaseSeconds: config.outboxLeaseSeconds,
      }),
      background: new BackgroundTasks(logger),
      metrics,
      users: new UserCache(() => changes?.listening() ?? false),
      catalogueCache: new ResponseCache(
        config.catalogueCacheSeconds * 1000,
        Date.now,
        500,
        metrics.cacheLookup,
        () => changes?.listening() ?? false,
      ),
      listingFigures: {
        counts: new GenerationCache(
          () => app.catalogueCache.generation,
          () => changes?.listening() ?? false,
          LISTING_FIGURES_KEPT,
          (hit) => metrics.listingFigureLookup('count', hit),
        ),
        facets: new GenerationCache(
          () => app.catalogueCache.generation,
          () => changes?.listening() ?? false,
          LISTING_FIGURES_KEPT,
          (hit) => metrics.listingFigureLookup('facets', hit),
        ),
        rankedEnds: new GenerationCache(
          () => app.catalogueCache.generation,
          () => changes?.listening() ?? false,
          LISTING_FIGURES_KEPT,
        ),
      },
      publicUrl: (
        config.publicUrl ?? `http://localhost:${(server.address() as AddressInfo).port}`
      ).replace(/\/+$/, ''),
      payments: stripe ? createStripeProvider(stripe) : createTestProvider(database.db),
      stripe:
        stripe && config.stripe
          ? { client: stripe, webhookSecret: config.stripe.webhookSecret }
          : undefined,
      tokens: createTokenService(secret, config.jwtTtlSeconds),
      imageSlots: createImageSlots(config.imageConcurrency),
      storage: createStorage(config, { secret, basePath: contract.basePath, now }),
    };

    const seeded = await seedCatalogueOnce(app.db);
    if (seeded) logger.info({ products: seeded }, 'seeded the demo catalogue');
    await ensureAdmin(app.db, logger, { email: config.adminEmail, password: config.adminPassword });

    // Behind a load balancer, a write through any instance clears every instance's cached
    // catalogue and user rows as soon as it commits.
    changes = database.listen(
      {
        [CHANNELS.catalogue]: () => app.catalogueCache.clear(),
        [CHANNELS.users]: (id) => app.users.forget(id),
      },
      {
        logger,
        onGap: () => {
          app.catalogueCache.clear();
          app.users.forget('');
        },
      },
    );
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 5000).unref());
    await Promise.race([changes.ready, timeout]);

    ready = createApp(app, handlers, contract).fetch;
    const { port } = server.address() as AddressInfo;
    const reminders = startReminderScheduler(app, config.reminderIntervalSeconds);
    const planCycles = startPlanScheduler(app, config.reminderIntervalSeconds);
    const outboxRetries = startPeriodicJob({
      name: 'outbox retry',
      intervalSeconds: config.outboxRetrySeconds,
      logger,
      run: () => app.messenger.retryFailed(),
    });
    const url = `http://localhost:${port}`;

    let closing: Promise<void> | undefined;
    return {
      url,
      app,
      ...(database.dump ? { dumpDatabase: database.dump } : {}),
      close() {
        closing ??= (async () => {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
            (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
          });
          await reminders.stop();
          await planCycles.stop();
          await outboxRetries.stop();
          await changes?.close();
          await app.background.drain();
          await database.close();
          await makePrivate().catch((error) =>
            logger.warn({ err: error }, 'could not make the data folder private'),
          );
          lock?.release();
          process.off('exit', releaseOnExit);
        })();
        return closing;
      },
    };
  }
}
