import type { components } from '@wtkit/api-client';
import {
  houseDataSchema,
  partLifespanMonths,
  settingsDefaults,
  type TrackerAdditionalData,
  trackedSystemWearConditions,
  trackerAdditionalDataSchema,
} from '@wtkit/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isUuid, requireUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import {
  households,
  orderItems,
  orders,
  productParts,
  products,
  trackedParts,
  trackedProducts,
} from '../db/schema.js';
import { applyRules } from '../http/businessRules.js';
import { conflict, notFound, unprocessable } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';

type ApiTrackedProduct = components['schemas']['TrackedProduct'];
type ApiHouseData = components['schemas']['HouseData'];
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type TrackedProductRow = typeof trackedProducts.$inferSelect;
type TrackedPartRow = typeof trackedParts.$inferSelect;
type HouseholdRow = typeof households.$inferSelect;

const TRACKED_NOT_FOUND = 'Tracked product not found.';
const PART_NOT_FOUND = 'This part is not tracked on that product.';
const PRODUCT_NOT_FOUND = 'Product not found.';
const ORDER_ITEM_NOT_FOUND = 'Order item not found.';

/** 001 §3 settings defaults, answered until the household saves its own profile. */
const DEFAULT_HOUSE_DATA: ApiHouseData = {
  peopleNumber: Number(settingsDefaults.peopleNumber),
  petsNumber: Number(settingsDefaults.petsNumber),
  waterType: settingsDefaults.waterType,
  tds: Number(settingsDefaults.tds),
  hardness: Number(settingsDefaults.hardness),
  showerTime: Number(settingsDefaults.showerTime),
};

function toApiHouseData(row: HouseholdRow | undefined): ApiHouseData {
  if (!row) return DEFAULT_HOUSE_DATA;
  return {
    peopleNumber: row.peopleNumber,
    petsNumber: row.petsNumber,
    waterType: row.waterType,
    tds: row.tds,
    hardness: row.hardness,
    showerTime: row.showerTime,
  };
}

function toApiTrackedProduct(row: TrackedProductRow, parts: TrackedPartRow[]): ApiTrackedProduct {
  return {
    _id: row.id,
    customName: row.customName,
    installationDate: row.installationDate.toISOString(),
    orderItemId: row.orderItemId,
    originalSystemProductId: row.systemProductId ? { _id: row.systemProductId } : null,
    systemProductNameSnapshot: row.systemNameSnapshot,
    systemProductImageUrlSnapshot: row.systemImageUrlSnapshot,
    filterType: row.filterType,
    additionalData: row.additionalData as ApiTrackedProduct['additionalData'],
    trackedSystemParts: parts
      .filter((part) => part.trackedProductId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((part) => ({
        _id: part.id,
        partProductId: part.partProductId,
        partProductNameSnapshot: part.nameSnapshot,
        initialLifespanMonths: part.lifespanMonths,
        clockStartedAt: part.clockStartedAt.toISOString(),
      })),
  };
}

async function householdOf(db: Executor, userId: string) {
  const [row] = await db.select().from(households).where(eq(households.userId, userId)).limit(1);
  return row;
}

async function partsOf(db: Executor, trackedProductIds: string[]) {
  if (trackedProductIds.length === 0) return [];
  return db
    .select()
    .from(trackedParts)
    .where(inArray(trackedParts.trackedProductId, trackedProductIds))
    .orderBy(asc(trackedParts.position));
}

/** The user's tracker: household profile and tracked products, newest first. */
async function trackerOf(db: Executor, userId: string) {
  const [household, rows] = await Promise.all([
    householdOf(db, userId),
    db
      .select()
      .from(trackedProducts)
      .where(eq(trackedProducts.userId, userId))
      .orderBy(
        desc(trackedProducts.installationDate),
        desc(trackedProducts.createdAt),
        desc(trackedProducts.id),
      ),
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
  const [row] = await db
    .select()
    .from(trackedProducts)
    .where(and(eq(trackedProducts.id, id), eq(trackedProducts.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  return toApiTrackedProduct(row, await partsOf(db, [row.id]));
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

async function catalogueSystem(db: Executor, productId: string): Promise<TrackedSystem | null> {
  if (!isUuid(productId)) return null;
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return null;
  const parts = await db
    .select({
      id: products.id,
      name: products.name,
      quickReplaceMonths: products.quickReplaceMonths,
      slowReplaceMonths: products.slowReplaceMonths,
      type: products.type,
    })
    .from(productParts)
    .innerJoin(products, eq(products.id, productParts.partId))
    .where(eq(productParts.filterId, productId))
    .orderBy(asc(productParts.position));
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
async function insertTrackedProduct(
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
    const [row] = await tx
      .insert(trackedProducts)
      .values({
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
      })
      .returning();
    if (!row) throw new Error('tracked product insert returned no row');
    const parts = system.parts.length
      ? await tx
          .insert(trackedParts)
          .values(
            system.parts.map((part, position) => ({
              trackedProductId: row.id,
              partProductId: part.id,
              nameSnapshot: part.name,
              lifespanMonths: partLifespanMonths(part, conditions),
              clockStartedAt: now,
              position,
            })),
          )
          .returning()
      : [];
    return toApiTrackedProduct(row, parts);
  });
}

export const trackerHandlers = {
  async getTracker({ user, app }) {
    const me = requireUser(user);
    return { status: 200, body: { success: true, data: await trackerOf(app.db, me.id) } };
  },

  async updateTracker({ body, user, app }) {
    const me = requireUser(user);
    const houseData = applyRules(houseDataSchema, body.houseData);
    const now = app.now();
    await app.db
      .insert(households)
      .values({ userId: me.id, ...houseData, updatedAt: now })
      .onConflictDoUpdate({ target: households.userId, set: { ...houseData, updatedAt: now } });
    return {
      status: 200,
      body: {
        success: true,
        message: 'Settings updated successfully!',
        data: await trackerOf(app.db, me.id),
      },
    };
  },

  async addTrackedProduct({ body, user, app }) {
    const me = requireUser(user);
    const additionalData = applyRules(trackerAdditionalDataSchema, body.additionalData);
    const customName = body.customName.trim();
    if (!customName) {
      throw unprocessable('Tracker Name is required.', [
        { path: 'customName', message: 'Tracker Name is required.' },
      ]);
    }
    const system = await catalogueSystem(app.db, body.productId);
    if (!system) throw notFound(PRODUCT_NOT_FOUND);
    if (!system.productId) {
      const message = 'Only filter systems can be tracked.';
      throw unprocessable(message, [{ path: 'productId', message }]);
    }
    const data = await insertTrackedProduct(app.db, {
      userId: me.id,
      now: app.now(),
      customName,
      orderItemId: null,
      additionalData,
      system,
    });
    return { status: 201, body: { success: true, message: 'Tracking started.', data } };
  },

  async installOrderItem({ params, body, user, app }) {
    const me = requireUser(user);
    if (!isUuid(params.orderId) || !isUuid(params.orderItemId)) {
      throw notFound(ORDER_ITEM_NOT_FOUND);
    }
    const [found] = await app.db
      .select({ item: orderItems, status: orders.status })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.id, params.orderItemId),
          eq(orderItems.orderId, params.orderId),
          // Another user's order answers exactly like a missing one.
          eq(orders.userId, me.id),
        ),
      )
      .limit(1);
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
    const additionalData = applyRules(trackerAdditionalDataSchema, body.additionalData);
    const customName = body.customFilterName.trim();
    if (!customName) {
      throw unprocessable('Tracker Name is required.', [
        { path: 'customFilterName', message: 'Tracker Name is required.' },
      ]);
    }
    const alreadyInstalled = () =>
      conflict('This item is already installed and tracked.', [
        { path: 'orderItemId', message: 'Already installed.' },
      ]);
    const [existing] = await app.db
      .select({ id: trackedProducts.id })
      .from(trackedProducts)
      .where(eq(trackedProducts.orderItemId, item.id))
      .limit(1);
    if (existing) throw alreadyInstalled();

    // A product deleted from the catalogue since the order: the snapshot, without parts.
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
      const data = await insertTrackedProduct(app.db, {
        userId: me.id,
        now: app.now(),
        customName,
        orderItemId: item.id,
        additionalData,
        system,
      });
      return { status: 200, body: { success: true, message: 'Installed and tracking.', data } };
    } catch (error) {
      // A concurrent install of the same item lost the race on the unique index.
      if (isUniqueViolation(error)) throw alreadyInstalled();
      throw error;
    }
  },

  async deleteTrackedProduct({ params, user, app }) {
    const me = requireUser(user);
    if (!isUuid(params.id)) throw notFound(TRACKED_NOT_FOUND);
    const [deleted] = await app.db
      .delete(trackedProducts)
      .where(and(eq(trackedProducts.id, params.id), eq(trackedProducts.userId, me.id)))
      .returning({ id: trackedProducts.id });
    if (!deleted) throw notFound(TRACKED_NOT_FOUND);
    return {
      status: 200,
      body: { success: true, message: 'Stopped tracking.', data: { _id: deleted.id } },
    };
  },

  async resetTrackedPart({ params, user, app }) {
    const me = requireUser(user);
    const owned = await trackedProductOf(app.db, me.id, params.id);
    if (!owned) throw notFound(TRACKED_NOT_FOUND);
    if (!isUuid(params.partId)) throw notFound(PART_NOT_FOUND);
    const [reset] = await app.db
      .update(trackedParts)
      .set({ clockStartedAt: app.now() })
      .where(and(eq(trackedParts.id, params.partId), eq(trackedParts.trackedProductId, owned._id)))
      .returning({ id: trackedParts.id });
    if (!reset) throw notFound(PART_NOT_FOUND);
    const data = await trackedProductOf(app.db, me.id, owned._id);
    if (!data) throw notFound(TRACKED_NOT_FOUND);
    return { status: 200, body: { success: true, message: 'Part reset.', data } };
  },
} satisfies Partial<Handlers>;
