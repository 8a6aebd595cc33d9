import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { TokenService } from './auth/tokens.js';
import type { UserCache } from './auth/userCache.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { ResponseCache } from './http/responseCache.js';
import type { ImageSlots } from './images/index.js';
import type { BackgroundTasks } from './jobs/backgroundTasks.js';
import type { Messenger } from './messaging/index.js';
import type { Metrics } from './observability/metrics.js';
import type { PaymentProvider } from './payments/index.js';
import type { ListingFigures } from './products/index.js';
import type { Storage } from './storage/index.js';

/** Everything a handler may use, built once at start (no module-level state). */
export interface AppContext {
  config: Config;
  db: Db;
  driver: 'pglite' | 'postgres';
  logger: Logger;
  tokens: TokenService;
  storage: Storage;
  /** Bounds how many uploaded photos are turned into variants at once. */
  imageSlots: ImageSlots;
  messenger: Messenger;
  /** Stripe, or the built-in test provider when no Stripe key is configured. */
  payments: PaymentProvider;
  /** Set when Stripe is configured: verifies its webhooks. */
  stripe: { client: Stripe; webhookSecret: string } | undefined;
  /** Prometheus metrics of this server (GET /metrics). */
  metrics: Metrics;
  /** Rows of signed-in users, each forgotten when it changes. */
  users: UserCache;
  /** Public catalogue answers; cleared by every catalogue write. */
  catalogueCache: ResponseCache;
  /** Listings' counts and facets, kept until the catalogue changes. */
  listingFigures: ListingFigures;
  /** The shop's public address (`PUBLIC_URL`, else this server's own): canonical links, sitemap. */
  publicUrl: string;
  /** Server secret for keyed hashes (verification codes); never leaves the server. */
  secret: string;
  /** Work that runs after the answer has gone; drained before the database closes. */
  background: BackgroundTasks;
  /** The current time; tests pass a fixed clock. */
  now(): Date;
}
