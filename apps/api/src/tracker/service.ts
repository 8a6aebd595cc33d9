import {
  houseDataSchema,
  MESSAGES,
  partLifespanMonths,
  type TrackerAdditionalData,
  trackedSystemWearConditions,
  trackerAdditionalDataSchema,
} from '@wtkit/domain';
import { isUuid } from '../auth/session.js';
import { applyRules } from '../businessRules.js';
import type { AppContext } from '../context.js';
import type { Db, Executor } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, notFound, unprocessable } from '../errors.js';
import { shopNow } from '../jobs/shopClock.js';
import { PRODUCT_NOT_FOUND } from '../products/index.js';
import {
  type ApiHouseData,
  type ApiTrackedProduct,
  toApiHouseData,
  toApiTrackedProduct,
} from './mapping.js';
import {
  deleteTrackedProduct,
  householdOf,
  insertTrackedParts,
  insertTrackedProduct,
  isInstalled,
  orderItemOfUser,
  partsOf,
  partsOfFilter,
  productById,
  restartPartClock,
  saveHousehold,
  type TrackedProductRow,
  trackedProductOfUser,
  trackedProductsOf,
} from './queries.js';

const TRACKED_NOT_FOUND = 'Tracked product not found.';
const PART_NOT_FOUND = 'This part is not tracked on that product.';
const ORDER_ITEM_NOT_FOUND = 'Order item not found.';

export interface Tracker {
  houseData: ApiHouseData;
  trackedProducts: ApiTrackedProduct[];
}

/** The user's tracker: household profile and tracked products, newest first. */
export async function trackerOf(db: Executor, userId: string): Promise<Tracker> {
  const [household, rows] = await Promise.all([
    householdOf(db, userId),
    trackedProductsOf(db, userId),
  ]);
  const parts = await partsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    houseData: toApiHouseData(household),
    trackedProducts: rows.map((row) => toApiTrackedProduct(row, parts)),
  };
}

async function trackedProductOf(db: Executor, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const row = await trackedProductOfUser(db, userId, id);
  if (!row) return undefined;
  return toApiTrackedProduct(row, await partsOf(db, [row.id]));
}

/** Saves the household profile the domain rules accept, and answers the whole tracker. */
export async function saveHouseData(
  app: AppContext,
  userId: string,
  input: unknown,
): Promise<Tracker> {
  const houseData = applyRules(houseDataSchema, input);
  await saveHousehold(app.db, userId, houseData, app.now());
  return trackerOf(app.db, userId);
}

/** What the new tracked product is made of: a catalogue filter, or an order item's snapshot. */
interface TrackedSystem {
  productId: string | null;
  name: string;
  imageUrl: string;
  filterType: TrackedProductRow['filterType'];
  parts: Array<{
    id: string;
    name: string;
    quickReplaceMonths: number | null;
    slowReplaceMonths: number | null;
  }>;
}

/** A catalogue product as a system to track; only a filter has a product id and parts. */
async function catalogueSystem(db: Executor, productId: string): Promise<TrackedSystem | null> {
  if (!isUuid(productId)) return null;
  const product = await productById(db, productId);
  if (!product) return null;
  const parts = await partsOfFilter(db, productId);
  return {
    productId: product.type === 'filter' ? product.id : null,
    name: product.name,
    imageUrl: product.imageUrl,
    filterType: product.type === 'filter' ? product.filterType : 'none',
    parts: product.type === 'filter' ? parts : [],
  };
}

/**
 * Inserts a tracked product with one tracked part per part of the system, each part's lifespan
 * chosen by the domain rule from the household profile and the dialog's values.
 */
async function startTracking(
  db: Db,
  input: {
    userId: string;
    now: Date;
    customName: string;
    orderItemId: string | null;
    additionalData: TrackerAdditionalData;
    system: TrackedSystem;
  },
): Promise<ApiTrackedProduct> {
  const { system, now } = input;
  return db.transaction(async (tx) => {
    const household = await householdOf(tx, input.userId);
    const conditions = trackedSystemWearConditions({
      filterType: system.filterType,
      houseData: household ?? null,
      additionalData: input.additionalData,
    });
    const row = await insertTrackedProduct(tx, {
      userId: input.userId,
      customName: input.customName,
      installationDate: now,
      orderItemId: input.orderItemId,
      systemProductId: system.productId,
      systemNameSnapshot: system.name,
      systemImageUrlSnapshot: system.imageUrl,
      filterType: system.filterType,
      additionalData: input.additionalData,
      // createdAt stays the database's own time: it orders products installed at the same
      // moment of the (possibly fixed) application clock.
    });
    await insertTrackedParts(
      tx,
      system.parts.map((part, position) => ({
        trackedProductId: row.id,
        partProductId: part.id,
        nameSnapshot: part.name,
        lifespanMonths: partLifespanMonths(part, conditions),
        clockStartedAt: now,
        position,
      })),
    );
    return toApiTrackedProduct(row, await partsOf(tx, [row.id]));
  });
}

/** A tracker name as given, trimmed; a blank one is refused on the field it came in. */
function trackerName(name: string, field: string): string {
  const customName = name.trim();
  if (!customName) {
    throw unprocessable(MESSAGES.tracker.nameRequired, [
      { path: field, message: MESSAGES.tracker.nameRequired },
    ]);
  }
  return customName;
}

/** Starts tracking a filter system of the catalogue. */
export async function trackCatalogueProduct(
  app: AppContext,
  userId: string,
  input: { productId: string; customName: string; additionalData: unknown },
): Promise<ApiTrackedProduct> {
  const additionalData = applyRules(trackerAdditionalDataSchema, input.additionalData);
  const customName = trackerName(input.customName, 'customName');
  const system = await catalogueSystem(app.db, input.productId);
  if (!system) throw notFound(PRODUCT_NOT_FOUND);
  if (!system.productId) {
    const message = 'Only filter systems can be tracked.';
    throw unprocessable(message, [{ path: 'productId', message }]);
  }
  return startTracking(app.db, {
    userId,
    now: await shopNow(app),
    customName,
    orderItemId: null,
    additionalData,
    system,
  });
}

/**
 * Starts tracking a filter system the user bought, once per order item, after its payment: the
 * catalogue's filter and parts, or the item's snapshot without parts when the product has left
 * the catalogue since.
 */
export async function installOrderItem(
  app: AppContext,
  userId: string,
  input: {
    orderId: string;
    orderItemId: string;
    customFilterName: string;
    additionalData: unknown;
  },
): Promise<ApiTrackedProduct> {
  if (!isUuid(input.orderId) || !isUuid(input.orderItemId)) {
    throw notFound(ORDER_ITEM_NOT_FOUND);
  }
  // Another user's order answers exactly like a missing one.
  const found = await orderItemOfUser(app.db, userId, input.orderId, input.orderItemId);
  if (!found) throw notFound(ORDER_ITEM_NOT_FOUND);
  const { item } = found;
  if (found.status === 'pending') {
    throw unprocessable(
      'This order is not paid yet; install it once the payment has gone through.',
    );
  }
  if (item.type !== 'filter') {
    const message = 'Only filter systems can be installed and tracked.';
    throw unprocessable(message, [{ path: 'orderItemId', message }]);
  }
  const additionalData = applyRules(trackerAdditionalDataSchema, input.additionalData);
  const customName = trackerName(input.customFilterName, 'customFilterName');
  const alreadyInstalled = () =>
    conflict('This item is already installed and tracked.', [
      { path: 'orderItemId', message: 'Already installed.' },
    ]);
  if (await isInstalled(app.db, item.id)) throw alreadyInstalled();

  const fromCatalogue = item.productId ? await catalogueSystem(app.db, item.productId) : null;
  const system: TrackedSystem =
    fromCatalogue?.productId != null
      ? fromCatalogue
      : {
          productId: null,
          name: item.name,
          imageUrl: item.imageUrl,
          filterType: item.filterType,
          parts: [],
        };
  try {
    return await startTracking(app.db, {
      userId,
      now: await shopNow(app),
      customName,
      orderItemId: item.id,
      additionalData,
      system,
    });
  } catch (error) {
    // A concurrent install of the same item lost the race on the unique index.
    if (isUniqueViolation(error)) throw alreadyInstalled();
    throw error;
  }
}

/** Stops tracking one of the user's products: the id of the product no longer tracked. */
export async function stopTracking(db: Executor, userId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(TRACKED_NOT_FOUND);
  const deleted = await deleteTrackedProduct(db, userId, id);
  if (!deleted) throw notFound(TRACKED_NOT_FOUND);
  return deleted;
}

/** Starts a replaced part's life again, and answers its tracked product. */
export async function resetPart(
  app: AppContext,
  userId: string,
  input: { id: string; partId: string },
): Promise<ApiTrackedProduct> {
  const owned = await trackedProductOf(app.db, userId, input.id);
  if (!owned) throw notFound(TRACKED_NOT_FOUND);
  if (!isUuid(input.partId)) throw notFound(PART_NOT_FOUND);
  if (!(await restartPartClock(app.db, owned._id, input.partId, await shopNow(app))))
    throw notFound(PART_NOT_FOUND);
  const data = await trackedProductOf(app.db, userId, owned._id);
  if (!data) throw notFound(TRACKED_NOT_FOUND);
  return data;
}
