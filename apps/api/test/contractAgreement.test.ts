import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADDITIONAL_MAX_LENGTH,
  CARD_BRANDS,
  CARRIER_MAX_LENGTH,
  CATEGORIES,
  CITY_MAX_LENGTH,
  CONTACT_METHODS,
  COUPON_STATES,
  CREDENTIAL_MAX_LENGTH,
  DEFAULT_WATER_TYPE,
  DELIVERY_ESTIMATE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FILTER_TYPES,
  HARDNESS_UNITS,
  ID_MAX_LENGTH,
  IMAGE_URLS_MAX_COUNT,
  IMPORTANT_RANKS,
  NAME_MAX_LENGTH,
  ORDER_STATUSES,
  ORDER_TOTAL_MAX_DOLLARS,
  PARTS_MAX_COUNT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_METHOD,
  PAYMENT_PROVIDERS,
  PEOPLE_MAX,
  PETS_MAX,
  PLAN_ACTIONS,
  PLAN_CYCLE_STATUSES,
  PLAN_LINK_ACTIONS,
  PLAN_LINK_STATES,
  PLAN_PROBLEMS,
  PLAN_STATUSES,
  POOL_OPTIONS,
  PRICE_DECIMALS,
  PRICE_MAX_DOLLARS,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_PAGE_DEFAULT,
  PRODUCT_PAGE_MAX,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  PROMO_CODE_MAX_LENGTH,
  PROMO_KINDS,
  PROMO_PRODUCTS_MAX,
  PROMO_USAGE_LIMIT_MAX,
  QUANTITY_GUARD_MAX,
  QUANTITY_MIN,
  REPLACE_MONTHS_MAX,
  SEARCH_MAX_LENGTH,
  SHIPPING_NAME_MAX_LENGTH,
  SHOWER_TIME_MAX_MINUTES,
  SKU_MAX_LENGTH,
  SMS_MAX_LENGTH,
  STATE_MAX_LENGTH,
  STOCK_MAX,
  STREET_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  SUGGESTED_PRODUCTS_MAX,
  SUGGESTION_QUERY_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  TAX_RATE_MAX_PERCENT,
  TEST_CARD_BEHAVIOURS,
  TEXT_MAX_LENGTH,
  TRACKER_WATER_SOURCES,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_PATTERN,
  URL_MAX_LENGTH,
  US_STATES,
  USER_ROLES,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_TYPES,
  WATER_READING_MAX,
  WATER_TYPES,
  ZIP_MAX_LENGTH,
} from '@wtkit/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type Database, openDatabase } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { openapiPath } from '../src/paths.js';

/**
 * The contract (openapi.yaml), the database and the domain package each state the same
 * enumerations and limits. Each is read from its own source here; the tables below only say
 * which place of one corresponds to which constant of the other.
 */

const contract = parse(readFileSync(openapiPath, 'utf8')) as Record<string, unknown>;

/** The value at a `/`-separated path of the contract, e.g. `components/schemas/Role/enum`. */
function at(path: string): unknown {
  let node: unknown = contract;
  for (const key of path.split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const schemas = 'components/schemas';

/** Where the contract lists one of the domain's enumerations (or its single value). */
const CONTRACT_ENUMS: Array<[path: string, values: readonly (string | number)[]]> = [
  [`${schemas}/Category/enum`, CATEGORIES],
  [`${schemas}/ProductType/enum`, PRODUCT_TYPES],
  [`${schemas}/FilterType/enum`, FILTER_TYPES],
  [`${schemas}/ProductSort/enum`, PRODUCT_SORTS],
  [`${schemas}/Role/enum`, USER_ROLES],
  [`${schemas}/OrderStatus/enum`, ORDER_STATUSES],
  [`${schemas}/ContactMethod/enum`, CONTACT_METHODS],
  [`${schemas}/ImportantRank/oneOf/1/enum`, IMPORTANT_RANKS],
  [`${schemas}/WaterType/enum`, WATER_TYPES],
  [`${schemas}/TrackerAdditionalData/properties/waterSource/enum`, TRACKER_WATER_SOURCES],
  [`${schemas}/TrackerAdditionalData/properties/hardnessUnit/enum`, HARDNESS_UNITS],
  [`${schemas}/TrackerAdditionalData/properties/hasPool/enum`, POOL_OPTIONS],
  [`${schemas}/SendVerificationCodeRequest/properties/channel/enum`, VERIFICATION_TYPES],
  [`${schemas}/CardBrand/enum`, CARD_BRANDS],
  [`${schemas}/PromoKind/enum`, PROMO_KINDS],
  [`${schemas}/CouponState/enum`, COUPON_STATES],
  [`${schemas}/SetupIntentResponse/properties/data/properties/provider/enum`, PAYMENT_PROVIDERS],
  [`${schemas}/PlanStatus/enum`, PLAN_STATUSES],
  [`${schemas}/PlanAction/enum`, PLAN_ACTIONS],
  [`${schemas}/PlanCycleStatus/enum`, PLAN_CYCLE_STATUSES],
  [`${schemas}/PlanLinkAction/enum`, PLAN_LINK_ACTIONS],
  [`${schemas}/PlanLink/properties/state/enum`, PLAN_LINK_STATES],
  [`${schemas}/PlanProblem/enum`, PLAN_PROBLEMS],
];

/** The contract's enumerations that are the server's own, not the domain's. */
const SERVER_OWN_ENUMS = new Set([
  // The image types the storage accepts (checked against the storage in contractDrift).
  `${schemas}/ImageType/enum`,
  // Stripe's payment statuses, which the test provider follows too.
  `${schemas}/PaymentIntentStatus/enum`,
  // The formats the image pipeline writes (apps/api/src/images/variants.ts).
  `${schemas}/ImageVariant/properties/format/enum`,
]);

/** Where the contract states one of the domain's limits. */
const CONTRACT_LIMITS: Array<[path: string, value: number]> = [
  [`${schemas}/Id/maxLength`, ID_MAX_LENGTH],
  [`${schemas}/ProductPageLimit/default`, PRODUCT_PAGE_DEFAULT],
  [`${schemas}/ProductPageLimit/maximum`, PRODUCT_PAGE_MAX],
  [`${schemas}/SearchSuggestions/properties/products/maxItems`, SUGGESTED_PRODUCTS_MAX],
  [`${schemas}/Money/maximum`, PRICE_MAX_DOLLARS],
  [`${schemas}/Money/maximum`, ORDER_TOTAL_MAX_DOLLARS],
  [`${schemas}/Money/multipleOf`, 10 ** -PRICE_DECIMALS],
  [`${schemas}/ProductInput/properties/name/maxLength`, PRODUCT_NAME_MAX_LENGTH],
  [`${schemas}/ProductInput/properties/sku/maxLength`, SKU_MAX_LENGTH],
  [`${schemas}/ProductInput/properties/stock/maximum`, STOCK_MAX],
  [`${schemas}/ProductInput/properties/imageUrl/maxLength`, URL_MAX_LENGTH],
  [`${schemas}/ProductInput/properties/imageUrls/maxItems`, IMAGE_URLS_MAX_COUNT],
  [`${schemas}/ProductInput/properties/imageUrls/items/maxLength`, URL_MAX_LENGTH],
  [`${schemas}/ProductInput/properties/description/maxLength`, DESCRIPTION_MAX_LENGTH],
  [`${schemas}/ProductInput/properties/tags/maxItems`, TAGS_MAX_COUNT],
  [`${schemas}/ProductInput/properties/tags/items/maxLength`, TAG_MAX_LENGTH],
  [`${schemas}/ProductInput/properties/parts/maxItems`, PARTS_MAX_COUNT],
  [`${schemas}/ProductInput/properties/quickReplaceMonths/maximum`, REPLACE_MONTHS_MAX],
  [`${schemas}/ProductInput/properties/slowReplaceMonths/maximum`, REPLACE_MONTHS_MAX],
  [`${schemas}/ProductInput/properties/additional/maxLength`, ADDITIONAL_MAX_LENGTH],
  [`${schemas}/Email/maxLength`, EMAIL_MAX_LENGTH],
  [`${schemas}/Password/minLength`, PASSWORD_MIN_LENGTH],
  [`${schemas}/Password/maxLength`, PASSWORD_MAX_LENGTH],
  ...(['Address', 'AddressPatch'] as const).flatMap(
    (address): Array<[string, number]> => [
      [`${schemas}/${address}/properties/street/maxLength`, STREET_MAX_LENGTH],
      [`${schemas}/${address}/properties/city/maxLength`, CITY_MAX_LENGTH],
      [`${schemas}/${address}/properties/state/maxLength`, STATE_MAX_LENGTH],
      [`${schemas}/${address}/properties/zip/maxLength`, ZIP_MAX_LENGTH],
    ],
  ),
  [`${schemas}/RegisterRequest/properties/name/maxLength`, NAME_MAX_LENGTH],
  [`${schemas}/ShipOrderRequest/properties/carrier/maxLength`, CARRIER_MAX_LENGTH],
  [`${schemas}/ShipOrderRequest/properties/trackingNumber/maxLength`, TRACKING_NUMBER_MAX_LENGTH],
  [`${schemas}/UpdateMeRequest/properties/name/maxLength`, NAME_MAX_LENGTH],
  [`${schemas}/UpdateMeRequest/properties/imageUrl/maxLength`, URL_MAX_LENGTH],
  [`${schemas}/LoginRequest/properties/credential/maxLength`, CREDENTIAL_MAX_LENGTH],
  [`${schemas}/LoginRequest/properties/password/maxLength`, PASSWORD_MAX_LENGTH],
  [`${schemas}/ForgotPasswordRequest/properties/credential/maxLength`, CREDENTIAL_MAX_LENGTH],
  [`${schemas}/ResetPasswordRequest/properties/credential/maxLength`, CREDENTIAL_MAX_LENGTH],
  [`${schemas}/Quantity/minimum`, QUANTITY_MIN],
  [`${schemas}/Quantity/maximum`, QUANTITY_GUARD_MAX],
  [`${schemas}/HouseData/properties/peopleNumber/maximum`, PEOPLE_MAX],
  [`${schemas}/HouseData/properties/petsNumber/maximum`, PETS_MAX],
  [`${schemas}/HouseData/properties/tds/maximum`, WATER_READING_MAX],
  [`${schemas}/HouseData/properties/hardness/maximum`, WATER_READING_MAX],
  [`${schemas}/HouseData/properties/showerTime/maximum`, SHOWER_TIME_MAX_MINUTES],
  [`${schemas}/TrackerAdditionalData/properties/sms/maxLength`, SMS_MAX_LENGTH],
  [`${schemas}/TrackerAdditionalData/properties/email/maxLength`, EMAIL_MAX_LENGTH],
  [`${schemas}/TrackerAdditionalData/properties/zipCode/maxLength`, ZIP_MAX_LENGTH],
  [`${schemas}/TrackerAdditionalData/properties/tds/maximum`, WATER_READING_MAX],
  [`${schemas}/TrackerAdditionalData/properties/hardness/maximum`, WATER_READING_MAX],
  [`${schemas}/TrackerAdditionalData/properties/roPeople/maximum`, PEOPLE_MAX],
  [`${schemas}/TrackerAdditionalData/properties/roPets/maximum`, PETS_MAX],
  [`${schemas}/TrackerAdditionalData/properties/wholeHousePeople/maximum`, PEOPLE_MAX],
  [`${schemas}/AddTrackedProductRequest/properties/customName/maxLength`, NAME_MAX_LENGTH],
  [`${schemas}/InstallOrderItemRequest/properties/customFilterName/maxLength`, NAME_MAX_LENGTH],
  [`${schemas}/ContactRequest/properties/name/maxLength`, NAME_MAX_LENGTH],
  [`${schemas}/ContactRequest/properties/subject/maxLength`, SUBJECT_MAX_LENGTH],
  [`${schemas}/ContactRequest/properties/message/maxLength`, TEXT_MAX_LENGTH],
  [`${schemas}/PromoCodeInput/properties/code/maxLength`, PROMO_CODE_MAX_LENGTH],
  [`${schemas}/CreatePaymentIntentRequest/properties/promoCode/maxLength`, PROMO_CODE_MAX_LENGTH],
  [`${schemas}/PromoCodeInput/properties/productIds/maxItems`, PROMO_PRODUCTS_MAX],
  [`${schemas}/PromoCodeInput/properties/usageLimit/maximum`, PROMO_USAGE_LIMIT_MAX],
  [`${schemas}/PromoCodeInput/properties/perCustomerLimit/maximum`, PROMO_USAGE_LIMIT_MAX],
  [`${schemas}/ShippingMethodInput/properties/name/maxLength`, SHIPPING_NAME_MAX_LENGTH],
  [
    `${schemas}/ShippingMethodInput/properties/deliveryEstimate/maxLength`,
    DELIVERY_ESTIMATE_MAX_LENGTH,
  ],
  [`${schemas}/ShippingMethodInput/properties/states/maxItems`, Object.keys(US_STATES).length],
  [`${schemas}/TaxRateInput/properties/rate/maximum`, TAX_RATE_MAX_PERCENT],
];

/** Every `enum` of the contract, by its path. */
function contractEnumPaths(node: unknown = contract, path: string[] = []): string[] {
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'enum' ? [[...path, key].join('/')] : contractEnumPaths(value, [...path, key]),
  );
}

describe('the contract and the domain', () => {
  it.each(CONTRACT_ENUMS)('%s lists the domain’s values', (path, values) => {
    expect(at(path)).toEqual([...values]);
  });

  it('has no enumeration that is neither the domain’s nor named as the server’s own', () => {
    const known = new Set([...CONTRACT_ENUMS.map(([path]) => path), ...SERVER_OWN_ENUMS]);
    expect(contractEnumPaths().filter((path) => !known.has(path))).toEqual([]);
  });

  it.each(CONTRACT_LIMITS)('%s is the domain’s limit', (path, value) => {
    expect(at(path)).toBe(value);
  });

  it('searches the catalogue with text of at most the domain’s length', () => {
    const q = at('components/parameters/ListingSearch') as {
      name?: string;
      schema?: { maxLength?: number };
    };
    expect(q.name).toBe('q');
    expect(q.schema?.maxLength).toBe(SEARCH_MAX_LENGTH);
    for (const path of ['/products', '/products/cards']) {
      const listing = (at('paths') as Record<string, { get?: { parameters?: unknown[] } }>)[path]
        ?.get;
      expect(listing?.parameters, path).toContainEqual({
        $ref: '#/components/parameters/ListingSearch',
      });
    }
  });

  it('asks suggestions for text of at most the domain’s length', () => {
    const suggestSearch = (at('paths') as Record<string, { get?: { parameters?: unknown[] } }>)[
      '/search/suggestions'
    ]?.get;
    const q = suggestSearch?.parameters?.find(
      (parameter) => (parameter as { name?: string }).name === 'q',
    ) as { schema?: { maxLength?: number } } | undefined;
    expect(q?.schema?.maxLength).toBe(SUGGESTION_QUERY_MAX_LENGTH);
  });

  it('takes the one payment method and codes of the domain’s length', () => {
    expect(at(`${schemas}/CreateOrderRequest/properties/paymentMethod/const`)).toBe(PAYMENT_METHOD);
    expect(at(`${schemas}/Order/properties/paymentMethod/const`)).toBe(PAYMENT_METHOD);
    for (const request of ['VerifyCodeRequest', 'ResetPasswordRequest'])
      expect(at(`${schemas}/${request}/properties/code/pattern`)).toBe(
        `^[0-9]{${VERIFICATION_CODE_LENGTH}}$`,
      );
  });

  it('takes the tracking numbers the domain takes', () => {
    expect(at(`${schemas}/ShipOrderRequest/properties/trackingNumber/pattern`)).toBe(
      TRACKING_NUMBER_PATTERN.source,
    );
  });
});

describe('the database and the domain', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    // A database migrated from scratch, as a new shop gets it.
    dataDir = mkdtempSync(join(tmpdir(), 'wtkit-agreement-'));
    database = await openDatabase({ dataDir });
  });

  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  /** The values a check constraint allows, as PostgreSQL reports its definition. */
  const allowedValues = (definition: string) =>
    [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map(([, value]) =>
      (value ?? '').replaceAll("''", "'"),
    );

  /** The database's check constraints that limit a column to a list of values. */
  const DB_ENUMS: Record<string, readonly string[]> = {
    users_role_check: USER_ROLES,
    products_category_check: CATEGORIES,
    products_type_check: PRODUCT_TYPES,
    products_filter_type_check: FILTER_TYPES,
    orders_status_check: ORDER_STATUSES,
    saved_cards_test_behaviour_check: TEST_CARD_BEHAVIOURS,
    plans_status_check: PLAN_STATUSES,
    plan_cycles_status_check: PLAN_CYCLE_STATUSES,
    promo_codes_kind_check: PROMO_KINDS,
    promo_codes_category_check: CATEGORIES,
  };

  it('allows in each enumerated column exactly the domain’s values, and has no other such list', async () => {
    const checks = await rows<{ name: string; definition: string }>(
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`,
    );
    const lists = Object.fromEntries(
      checks
        .filter(({ definition }) => /= ANY \(ARRAY\[/.test(definition))
        .map(({ name, definition }) => [name, allowedValues(definition)]),
    );
    expect(lists).toEqual(
      Object.fromEntries(Object.entries(DB_ENUMS).map(([k, v]) => [k, [...v]])),
    );
  });

  it('defaults the payment method and the water type to the domain’s', async () => {
    const defaults = await rows<{ column: string; value: string }>(
      sql`select table_name || '.' || column_name as column, column_default as value from information_schema.columns where table_schema = 'public' and (table_name, column_name) in (('orders', 'payment_method'), ('households', 'water_type'))`,
    );
    expect(Object.fromEntries(defaults.map((row) => [row.column, row.value]))).toEqual({
      'orders.payment_method': `'${PAYMENT_METHOD}'::text`,
      'households.water_type': `'${DEFAULT_WATER_TYPE}'::text`,
    });
  });

  it('types the enumerated columns the database does not check with the domain’s values', () => {
    const enumValues = (table: Parameters<typeof getTableColumns>[0], column: string) =>
      (getTableColumns(table)[column] as { enumValues?: string[] } | undefined)?.enumValues;
    expect(enumValues(schema.orderItems, 'type')).toEqual([...PRODUCT_TYPES]);
    expect(enumValues(schema.orderItems, 'filterType')).toEqual([...FILTER_TYPES]);
    expect(enumValues(schema.trackedProducts, 'filterType')).toEqual([...FILTER_TYPES]);
    expect(enumValues(schema.households, 'waterType')).toEqual([...WATER_TYPES]);
  });
});
