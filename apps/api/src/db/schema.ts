import {
  CATEGORIES,
  DEFAULT_WATER_TYPE,
  FILTER_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHOD,
  PLAN_CYCLE_STATUSES,
  PLAN_STATUSES,
  PRODUCT_TYPES,
  PROMO_KINDS,
  TEST_CARD_BEHAVIOURS,
  USER_ROLES,
  WATER_TYPES,
} from '@wtkit/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** `column in ('a', 'b', …)` for a check constraint: the column holds one of `values`. */
const isOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;

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
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    addressStreet: text('address_street').notNull().default(''),
    addressCity: text('address_city').notNull().default(''),
    addressState: text('address_state').notNull().default(''),
    addressZip: text('address_zip').notNull().default(''),
    /** Carried in every token; raising it (Log Out, a new password) ends every earlier session. */
    sessionVersion: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check('users_role_check', isOneOf(t.role, USER_ROLES)),
    check('users_contact_check', sql`${t.email} is not null or ${t.phoneNumber} is not null`),
  ],
);

/** One stored width and format of an uploaded product photo. */
export interface StoredImageVariant {
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg' | 'png';
  url: string;
}

/**
 * Uploaded product photos and the variants made of them. A product names its images by URL (the
 * upload's `publicUrl` or the default variant's `url`); its answer carries each one's variants.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    /** The `publicUrl` the upload link was signed for. */
    uploadUrl: text('upload_url').primaryKey(),
    /** The default variant (960 px JPEG or PNG), or the file itself for SVG. */
    url: text('url').notNull(),
    variants: jsonb('variants').$type<StoredImageVariant[]>().notNull(),
    /** The private original's storage key; null once discarded (IMAGE_KEEP_ORIGINAL=false). */
    originalKey: text('original_key'),
    /** The widths and qualities (`VARIANT_SET`) the variants were made with; null: before #28's. */
    variantSet: text('variant_set'),
    /**
     * Set on an alias: `upload_url` is a default variant's URL from before the photo was re-made
     * (products and order lines may store it), and this is the photo's own `upload_url`.
     */
    aliasOf: text('alias_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('image_variants_url_idx').on(t.url),
    index('image_variants_alias_of_idx').on(t.aliasOf),
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
    category: text('category', { enum: CATEGORIES }).notNull(),
    imageUrl: text('image_url').notNull().default(''),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    important: smallint('important'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    type: text('type', { enum: PRODUCT_TYPES }).notNull().default('none'),
    filterType: text('filter_type', { enum: FILTER_TYPES }).notNull().default('none'),
    quickReplaceMonths: integer('quick_replace_months'),
    slowReplaceMonths: integer('slow_replace_months'),
    additional: text('additional').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.category),
    index('products_important_idx').on(t.important),
    // The listings' keyset orders (id last, so no two rows tie): by name, by price, newest.
    index('products_name_id_idx').on(t.name, t.id),
    index('products_category_name_id_idx').on(t.category, t.name, t.id),
    index('products_price_id_idx').on(t.priceCents, t.id),
    index('products_created_id_idx').on(t.createdAt, t.id),
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_important_check', sql`${t.important} between 1 and 3`),
    check('products_category_check', isOneOf(t.category, CATEGORIES)),
    check('products_type_check', isOneOf(t.type, PRODUCT_TYPES)),
    check('products_filter_type_check', isOneOf(t.filterType, FILTER_TYPES)),
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
    /** The same message as simple HTML, for e-mail that has one. */
    html: text('html'),
    /** pending → sent | failed; `logged` when no provider is configured (file outbox only). */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Deliveries tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Set for messages worth sending again after a failed delivery (codes), until this time. */
    retryUntil: timestamp('retry_until', { withTimezone: true, mode: 'date' }),
    /**
     * When a failed delivery may be tried again, or, for a message written with an order and not
     * delivered yet (pending), when the job may deliver it because no instance did.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'failed')`),
  ],
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

// ── cart, payments, orders ─────────────────────────────────────────────────

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * A card payment the server started: its amount and items are the server's own computation, kept
 * so the order can be checked against exactly what was charged.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** The provider's id (`pi_...`). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** Stripe's PaymentIntent status values. */
    status: text('status').notNull(),
    /**
     * `cart` for a cart checkout, `buy-now` for items sent with the intent, `plan` for a filter
     * plan's charge made off session.
     */
    source: text('source', { enum: ['cart', 'buy-now', 'plan'] }).notNull(),
    items: jsonb('items')
      .$type<
        Array<{
          productId: string;
          quantity: number;
          unitCents: number;
          discountCents?: number;
          taxCents?: number;
        }>
      >()
      .notNull(),
    /** The promo code applied, and the discount it took off the lines (0 without one). */
    promoCodeId: uuid('promo_code_id').references((): AnyPgColumn => promoCodes.id, {
      onDelete: 'restrict',
    }),
    discountCents: integer('discount_cents').notNull().default(0),
    /**
     * The shipping method charged (null while the shop has none), its price, the sales tax and the
     * state (two-letter code) they were priced for; null state: the address was not needed.
     */
    shippingMethodId: uuid('shipping_method_id').references((): AnyPgColumn => shippingMethods.id, {
      onDelete: 'restrict',
    }),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    shippingState: text('shipping_state'),
    lastError: text('last_error'),
    /**
     * When the payment was given back because its items sold out before the order: such an
     * intent never becomes an order, and is never offered again.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payment_intents_user_idx').on(t.userId),
    check('payment_intents_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The shopper's customer at the payment provider (a Stripe Customer), made with the first card. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** `cus_...` */
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** A setup intent the server started for saving a card, kept so only its user can save from it. */
export const setupIntents = pgTable(
  'setup_intents',
  {
    /** The provider's id (`seti_...`). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('setup_intents_user_idx').on(t.userId)],
);

/** A card saved for later payments: brand, last 4 and expiry only, never the number. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** The provider's PaymentMethod (`pm_...`), attached to the user's customer. */
    paymentMethodId: text('payment_method_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** The setup intent it was saved from: saving it again finds this row. */
    setupIntentId: text('setup_intent_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** The test provider's cards only: how later charges answer (Stripe decides for its own). */
    testBehaviour: text('test_behaviour', { enum: TEST_CARD_BEHAVIOURS }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cards_payment_method_key').on(t.paymentMethodId),
    uniqueIndex('saved_cards_setup_intent_key').on(t.setupIntentId),
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
    check('saved_cards_test_behaviour_check', isOneOf(t.testBehaviour, TEST_CARD_BEHAVIOURS)),
  ],
);

/** Stripe webhook events already processed (Stripe may deliver one more than once). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** What was charged: `subtotal_cents` less `discount_cents` plus shipping and tax. */
    totalCents: integer('total_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The shipping price and the sales tax paid. */
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** The lines' prices before the discount. */
    subtotalCents: integer('subtotal_cents')
      .notNull()
      .generatedAlwaysAs(sql`total_cents + discount_cents - shipping_cents - tax_cents`),
    /** The shipping method, and its name as it was then (null: none was charged). */
    shippingMethodId: uuid('shipping_method_id').references((): AnyPgColumn => shippingMethods.id, {
      onDelete: 'restrict',
    }),
    shippingMethod: text('shipping_method'),
    /** The promo code used, and its text as it was then. */
    promoCodeId: uuid('promo_code_id').references((): AnyPgColumn => promoCodes.id, {
      onDelete: 'restrict',
    }),
    promoCode: text('promo_code'),
    /** One order per payment: a retried or concurrent create finds this row. */
    paymentIntentId: text('payment_intent_id').notNull(),
    paymentMethod: text('payment_method').notNull().default(PAYMENT_METHOD),
    shippingStreet: text('shipping_street').notNull(),
    shippingCity: text('shipping_city').notNull(),
    shippingState: text('shipping_state').notNull(),
    shippingZip: text('shipping_zip').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    isDelivered: boolean('is_delivered').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** The admin who marked it delivered. */
    deliveredBy: uuid('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    /** The admin who marked it shipped. */
    shippedBy: uuid('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The filter plan that placed it; null for an order a shopper placed. */
    planId: uuid('plan_id').references((): AnyPgColumn => plans.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_payment_intent_key').on(t.paymentIntentId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_status_check', isOneOf(t.status, ORDER_STATUSES)),
    check('orders_total_check', sql`${t.totalCents} >= 0`),
    check('orders_discount_check', sql`${t.discountCents} >= 0`),
    check('orders_shipping_check', sql`${t.shippingCents} >= 0`),
    check('orders_tax_check', sql`${t.taxCents} >= 0`),
  ],
);

/** What was bought, snapshotted: later catalogue edits never change an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    unitCents: integer('unit_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's discount (all its units). */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The sales tax on this line after its discount. */
    taxCents: integer('tax_cents').notNull().default(0),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    filterType: text('filter_type', { enum: FILTER_TYPES }).notNull().default('none'),
    position: integer('position').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // Units sold by product, for the best-selling order.
    index('order_items_product_idx').on(t.productId, t.quantity),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

// ── promo codes ─────────────────────────────────────────────────────────────

/** A code shoppers type at checkout for a discount; null rules do not apply. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    minimumSubtotalCents: integer('minimum_subtotal_cents'),
    category: text('category', { enum: CATEGORIES }),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Orders placed with it: raised in the order's transaction, under the row's lock. */
    timesUsed: integer('times_used').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    index('promo_codes_created_idx').on(t.createdAt),
    check('promo_codes_kind_check', isOneOf(t.kind, PROMO_KINDS)),
    check('promo_codes_category_check', isOneOf(t.category, CATEGORIES)),
    check('promo_codes_percent_check', sql`${t.percentOff} between 1 and 100`),
    check('promo_codes_amount_check', sql`${t.amountOffCents} > 0`),
    check('promo_codes_times_used_check', sql`${t.timesUsed} >= 0`),
  ],
);

/** An order that used a promo code: what the per-customer limit counts. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('promo_redemptions_code_user_idx').on(t.promoCodeId, t.userId)],
);

/** A code an admin gave a customer: listed under their Coupons. */
export const promoGrants = pgTable(
  'promo_grants',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.promoCodeId, t.userId] }),
    index('promo_grants_user_idx').on(t.userId, t.grantedAt),
  ],
);

// ── filter tracker ─────────────────────────────────────────────────────────

/** The household and water profile of the settings page, one per user. */
export const households = pgTable('households', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  peopleNumber: integer('people_number').notNull().default(1),
  petsNumber: integer('pets_number').notNull().default(0),
  waterType: text('water_type', { enum: WATER_TYPES }).notNull().default(DEFAULT_WATER_TYPE),
  /** ppm; null when the regional estimate is used. */
  tds: doublePrecision('tds'),
  hardness: doublePrecision('hardness'),
  showerTime: doublePrecision('shower_time').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const trackedProducts = pgTable(
  'tracked_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customName: text('custom_name').notNull(),
    installationDate: timestamp('installation_date', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    /** The order item it was installed from; unique, so an item is installed exactly once. */
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    systemProductId: uuid('system_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    systemNameSnapshot: text('system_name_snapshot').notNull(),
    systemImageUrlSnapshot: text('system_image_url_snapshot').notNull(),
    filterType: text('filter_type', { enum: FILTER_TYPES }).notNull(),
    /** The Add Product Information dialog's values (contact, water, household). */
    additionalData: jsonb('additional_data').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tracked_products_order_item_key').on(t.orderItemId),
    index('tracked_products_user_idx').on(t.userId),
  ],
);

export const trackedParts = pgTable(
  'tracked_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackedProductId: uuid('tracked_product_id')
      .notNull()
      .references(() => trackedProducts.id, { onDelete: 'cascade' }),
    partProductId: uuid('part_product_id').references(() => products.id, { onDelete: 'set null' }),
    nameSnapshot: text('name_snapshot').notNull(),
    lifespanMonths: integer('lifespan_months'),
    /** When the part was installed or last reset: its life counts down from here. */
    clockStartedAt: timestamp('clock_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('tracked_parts_product_idx').on(t.trackedProductId)],
);

/**
 * A filter plan: a tracked part's replacement ordered each cycle with a saved card. One plan
 * that is not cancelled per part; cancelled ones stay as the record of what was.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackedPartId: uuid('tracked_part_id')
      .notNull()
      .references(() => trackedParts.id, { onDelete: 'cascade' }),
    /** Null once the shopper removed the card: the plan needs another before it can charge. */
    savedCardId: uuid('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull().default('active'),
    /** The due date of the last cycle the shopper skipped. */
    skippedDueDate: date('skipped_due_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plans_live_part_key').on(t.trackedPartId).where(sql`${t.status} <> 'cancelled'`),
    index('plans_user_idx').on(t.userId, t.createdAt),
    check('plans_status_check', isOneOf(t.status, PLAN_STATUSES)),
    check('plans_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * One cycle of a plan, unique per plan and due date: the key that makes the plan job send one
 * notice and charge and order once per cycle, whatever the instances and restarts.
 */
export const planCycles = pgTable(
  'plan_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: PLAN_CYCLE_STATUSES }).notNull().default('noticed'),
    /** The lines charged (the day's price, and each line's tax), kept from the claim until the order. */
    items:
      jsonb('items').$type<
        Array<{ productId: string; quantity: number; unitCents: number; taxCents?: number }>
      >(),
    /** What is charged: the lines, the shipping and the tax, as priced for the saved address. */
    amountCents: integer('amount_cents'),
    /** Null until the claim is priced (shipping and tax, decision 0050); then kept for the order. */
    shippingCents: integer('shipping_cents'),
    taxCents: integer('tax_cents'),
    shippingMethodId: uuid('shipping_method_id'),
    /** Charges tried for the cycle: part of the idempotency key, so a new try is a new charge. */
    attempts: integer('attempts').notNull().default(0),
    /** When the charge was claimed (real clock): another worker takes it over after a lease. */
    chargingSince: timestamp('charging_since', { withTimezone: true, mode: 'date' }),
    paymentIntentId: text('payment_intent_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    lastError: text('last_error'),
    /** When one of the cycle's links was used: each works once. */
    linkUsedAt: timestamp('link_used_at', { withTimezone: true, mode: 'date' }),
    /** The shop's day the stock first fell short, and the day it was last tried. */
    outOfStockSince: date('out_of_stock_since', { mode: 'string' }),
    lastAttemptOn: date('last_attempt_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plan_cycles_plan_due_key').on(t.planId, t.dueDate),
    index('plan_cycles_status_idx').on(t.status, t.dueDate),
    check('plan_cycles_status_check', isOneOf(t.status, PLAN_CYCLE_STATUSES)),
  ],
);

/**
 * The test clock (one row, absent until first moved): how far the shop's time for its jobs and
 * plans runs ahead of the real clock. Kept in the database so every instance reads the same.
 */
export const testClock = pgTable(
  'test_clock',
  {
    id: boolean('id').primaryKey().default(true),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('test_clock_one_row', sql`${t.id}`)],
);

/** One reminder per part and due date, so restarts and several workers never send twice. */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackedPartId: uuid('tracked_part_id')
      .notNull()
      .references(() => trackedParts.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminders_part_due_key').on(t.trackedPartId, t.dueDate)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Phrases that search treats as one (see `products/synonyms.ts`); the 0009 migration seeds them. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  term: text('term').notNull(),
  synonym: text('synonym').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// ── shipping and tax ────────────────────────────────────────────────────────

/** A way an order ships: a flat price, free above a subtotal, to the states it serves. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    deliveryEstimate: text('delivery_estimate').notNull(),
    priceCents: integer('price_cents').notNull(),
    freeAboveCents: integer('free_above_cents'),
    /** Two-letter state codes. */
    states: text('states').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('shipping_methods_price_check', sql`${t.priceCents} >= 0`),
    check('shipping_methods_free_above_check', sql`${t.freeAboveCents} >= 0`),
    check('shipping_methods_states_check', sql`cardinality(${t.states}) > 0`),
  ],
);

/** The sales tax of a state where the shop collects it: thousandths of a percent. */
export const taxRates = pgTable(
  'tax_rates',
  {
    state: text('state').primaryKey(),
    rateThousandths: integer('rate_thousandths').notNull(),
    taxShipping: boolean('tax_shipping').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('tax_rates_rate_check', sql`${t.rateThousandths} between 0 and 100000`)],
);
