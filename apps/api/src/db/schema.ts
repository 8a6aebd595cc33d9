import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique when present. */
    email: text('email'),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    imageUrl: text('image_url'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    addressStreet: text('address_street').notNull().default(''),
    addressCity: text('address_city').notNull().default(''),
    addressState: text('address_state').notNull().default(''),
    addressZip: text('address_zip').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_contact_check', sql`${t.email} is not null or ${t.phoneNumber} is not null`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull(),
    category: text('category', { enum: ['commercial', 'residential', 'test kit'] }).notNull(),
    imageUrl: text('image_url').notNull().default(''),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    important: smallint('important'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    type: text('type', { enum: ['none', 'part', 'filter'] })
      .notNull()
      .default('none'),
    filterType: text('filter_type', { enum: ['none', 'undersink', 'wholehouse'] })
      .notNull()
      .default('none'),
    quickReplaceMonths: integer('quick_replace_months'),
    slowReplaceMonths: integer('slow_replace_months'),
    additional: text('additional').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.category),
    index('products_important_idx').on(t.important),
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_important_check', sql`${t.important} between 1 and 3`),
    check(
      'products_category_check',
      sql`${t.category} in ('commercial', 'residential', 'test kit')`,
    ),
    check('products_type_check', sql`${t.type} in ('none', 'part', 'filter')`),
    check(
      'products_filter_type_check',
      sql`${t.filterType} in ('none', 'undersink', 'wholehouse')`,
    ),
  ],
);

/** A filter's parts, in the order the admin listed them. Deleting either product removes the row. */
export const productParts = pgTable(
  'product_parts',
  {
    filterId: uuid('filter_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.filterId, t.partId] }),
    index('product_parts_part_idx').on(t.partId),
  ],
);

/** One-time facts about this installation (catalogue seeded, ...), written once in a transaction. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every e-mail and SMS the shop sends, written before delivery: what developers and tests read,
 * and the record of what each customer was told.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** pending → sent | failed; `logged` when no provider is configured (file outbox only). */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** One-time codes for verifying a contact or resetting a password; only a keyed hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify-email', 'verify-phone', 'reset-password'],
    }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** Fixed-window counters shared by every instance, so limits hold behind a load balancer. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});
