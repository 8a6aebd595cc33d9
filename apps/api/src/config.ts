import { resolve } from 'node:path';
import { PUBLIC_PAGE_PATHS, SITEMAP_MAX_URLS } from '@wtkit/domain';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    JWT_SECRET: optionalText.pipe(
      z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
    ),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(7 * 24 * 3600),
    ADMIN_EMAIL: optionalText.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters long').optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    STOREFRONT_DIR: optionalText,
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('wtkit shop <no-reply@wtkit.local>'),
    SHOP_INBOX: optionalText.pipe(z.email().optional()),
    SMS_PROVIDER: z.enum(['none', 'twilio']).default('none'),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    PAYMENT_PROVIDER: z.enum(['stripe', 'test']).optional(),
    /** Sales tax from the built-in table (default) or from Stripe Tax. */
    TAX_PROVIDER: z.enum(['table', 'stripe']).default('table'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_HOST: optionalText,
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['https', 'http']).optional(),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('auto'),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    IMAGE_KEEP_ORIGINAL: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    /** Memory for rendered public pages; the least recently used leave first. */
    PAGE_CACHE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(64 * 1024 * 1024),
    /**
     * Addresses in one sitemap file; past it /sitemap.xml becomes an index of files. At least the
     * static pages (which keep a file of their own), at most what the protocol allows.
     */
    SITEMAP_URLS_PER_FILE: z.coerce
      .number()
      .int()
      .min(PUBLIC_PAGE_PATHS.length)
      .max(SITEMAP_MAX_URLS)
      .default(SITEMAP_MAX_URLS),
    /** Matches a listing's first page counts exactly; past it, `total` is the planner's estimate. */
    CATALOGUE_EXACT_COUNT_UP_TO: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
    REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
    PLAN_NOTICE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    PLAN_STOCK_RETRY_DAYS: z.coerce.number().int().min(0).max(60).default(7),
    PLAN_CHARGE_LEASE_SECONDS: z.coerce.number().int().min(1).default(300),
    /**
     * Test only: the process kills itself (SIGKILL) right after a plan's card is charged, before
     * its order is written, as a crash would. Refused with NODE_ENV=production.
     */
    PLAN_TEST_KILL_AFTER_CHARGE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    OUTBOX_RETRY_SECONDS: z.coerce.number().int().min(0).default(30),
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).default(300),
    /** Set to serve Prometheus metrics at /metrics to a scraper that sends it as a bearer token. */
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine(
    (env) =>
      env.SMS_PROVIDER !== 'twilio' ||
      (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM),
    {
      message: 'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      path: ['SMS_PROVIDER'],
    },
  )
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' || env.STRIPE_SECRET_KEY || env.PAYMENT_PROVIDER === 'test',
    {
      message:
        'NODE_ENV=production takes real payments: set STRIPE_SECRET_KEY, or PAYMENT_PROVIDER=test to take only test cards on purpose',
      path: ['STRIPE_SECRET_KEY'],
    },
  )
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL, {
    message:
      'NODE_ENV=production needs PUBLIC_URL (e.g. https://shop.example.com): canonical links, link previews, structured data, the sitemap and upload links start with it, and without it they would point at http://localhost',
    path: ['PUBLIC_URL'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.PLAN_TEST_KILL_AFTER_CHARGE, {
    message:
      'PLAN_TEST_KILL_AFTER_CHARGE kills the server after a plan charge, for crash tests only; it is refused with NODE_ENV=production',
    path: ['PLAN_TEST_KILL_AFTER_CHARGE'],
  })
  .refine((env) => env.TAX_PROVIDER !== 'stripe' || env.STRIPE_SECRET_KEY, {
    message: 'TAX_PROVIDER=stripe needs STRIPE_SECRET_KEY (Stripe Tax is called with it)',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'stripe' || env.STRIPE_SECRET_KEY, {
    message: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((env) => !(env.PAYMENT_PROVIDER === 'test' && env.STRIPE_SECRET_KEY), {
    message: 'PAYMENT_PROVIDER=test and STRIPE_SECRET_KEY are both set; choose one',
    path: ['PAYMENT_PROVIDER'],
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    message:
      'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET, so payments confirmed by Stripe are recorded',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine(
    (env) =>
      !env.S3_BUCKET || (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY && env.S3_PUBLIC_URL),
    {
      message: 'S3_BUCKET needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL',
      path: ['S3_BUCKET'],
    },
  )
  .refine((env) => !(env.ADMIN_PASSWORD && !env.ADMIN_EMAIL), {
    message: 'ADMIN_PASSWORD is set but ADMIN_EMAIL is not; set both or neither',
    path: ['ADMIN_EMAIL'],
  })
  .refine((env) => !(env.DATABASE_URL && !env.JWT_SECRET), {
    message:
      'JWT_SECRET is required with DATABASE_URL: every instance behind a load balancer must sign tokens with the same secret',
    path: ['JWT_SECRET'],
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * The configuration, or `stop` called with the sentence saying what is invalid: the server and
 * the commands each stop in their own way.
 */
export function configOrStop(stop: (message: string) => never): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
}

/** Parses the environment once at start; a bad value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    logLevel: value.LOG_LEVEL,
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    jwtSecret: value.JWT_SECRET,
    jwtTtlSeconds: value.JWT_TTL_SECONDS,
    adminEmail: value.ADMIN_EMAIL,
    adminPassword: value.ADMIN_PASSWORD,
    publicUrl: value.PUBLIC_URL,
    storefrontDir: value.STOREFRONT_DIR,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    shopInbox: value.SHOP_INBOX ?? value.ADMIN_EMAIL,
    sms:
      value.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio' as const,
            accountSid: value.TWILIO_ACCOUNT_SID ?? '',
            authToken: value.TWILIO_AUTH_TOKEN ?? '',
            from: value.TWILIO_FROM ?? '',
            apiUrl: value.TWILIO_API_URL,
          }
        : undefined,
    stripe: value.STRIPE_SECRET_KEY
      ? {
          secretKey: value.STRIPE_SECRET_KEY,
          webhookSecret: value.STRIPE_WEBHOOK_SECRET ?? '',
          apiHost: value.STRIPE_API_HOST,
          apiPort: value.STRIPE_API_PORT,
          apiProtocol: value.STRIPE_API_PROTOCOL,
        }
      : undefined,
    taxProvider: value.TAX_PROVIDER,
    s3: value.S3_BUCKET
      ? {
          bucket: value.S3_BUCKET,
          region: value.S3_REGION,
          endpoint: value.S3_ENDPOINT,
          accessKeyId: value.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: value.S3_SECRET_ACCESS_KEY ?? '',
          publicUrl: value.S3_PUBLIC_URL ?? '',
          forcePathStyle: value.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    /** Keep an uploaded photo's original (private, never served) beside its variants. */
    imageKeepOriginal: value.IMAGE_KEEP_ORIGINAL,
    /** Photos decoded and encoded at once; more queue, and past a bound are answered 429. */
    imageConcurrency: value.IMAGE_CONCURRENCY,
    googleClientId: value.GOOGLE_CLIENT_ID,
    googleJwksUrl: value.GOOGLE_JWKS_URL,
    rateLimitPerIp: value.RATE_LIMIT_PER_IP,
    /** Seconds between filter-reminder runs; 0 turns the scheduler off. */
    reminderIntervalSeconds: value.REMINDER_INTERVAL_SECONDS,
    /** Days before a plan's order that the shopper is sent its notice. */
    planNoticeDays: value.PLAN_NOTICE_DAYS,
    /** Days an out-of-stock plan order is tried again (once a day) before the cycle is missed. */
    planStockRetryDays: value.PLAN_STOCK_RETRY_DAYS,
    /**
     * Seconds (real clock) a worker holds a plan cycle it claimed for its charge; past it, the
     * next run takes the cycle over (its worker died) and charges again with the same key.
     */
    planChargeLeaseSeconds: value.PLAN_CHARGE_LEASE_SECONDS,
    /** Test only: die between a plan's charge and its order (never in production). */
    planTestKillAfterCharge: value.PLAN_TEST_KILL_AFTER_CHARGE,
    /** Seconds between runs of the outbox job (failed deliveries, undelivered order messages); 0 turns it off. */
    outboxRetrySeconds: value.OUTBOX_RETRY_SECONDS,
    /**
     * Seconds an instance holds a message it is delivering (written with an order, or claimed for
     * a retry); after that, another instance's outbox job may deliver it.
     */
    outboxLeaseSeconds: value.OUTBOX_LEASE_SECONDS,
    catalogueCacheSeconds: value.CATALOGUE_CACHE_SECONDS,
    /** Bytes of rendered pages kept in memory (least recently used out first). */
    pageCacheBytes: value.PAGE_CACHE_BYTES,
    /** Addresses in one sitemap file (see /sitemap.xml). */
    sitemapUrlsPerFile: value.SITEMAP_URLS_PER_FILE,
    /** Matches counted exactly by a listing's first page; past it, the total is an estimate. */
    catalogueExactCountUpTo: value.CATALOGUE_EXACT_COUNT_UP_TO,
    trustProxy: value.TRUST_PROXY,
    /** Bearer token of GET /metrics; unset, the address answers 404. */
    metricsToken: value.METRICS_TOKEN,
  };
}
