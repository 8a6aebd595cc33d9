import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  households,
  orderItems,
  orders,
  productParts,
  products,
  trackedParts,
  trackedProducts,
} from '../db/schema.js';

export type TrackedProductRow = typeof trackedProducts.$inferSelect;
export type TrackedPartRow = typeof trackedParts.$inferSelect;
export type HouseholdRow = typeof households.$inferSelect;
export type HouseData = Omit<typeof households.$inferInsert, 'userId' | 'updatedAt'>;

export async function householdOf(db: Executor, userId: string) {
  const [row] = await db.select().from(households).where(eq(households.userId, userId)).limit(1);
  return row;
}

/** Writes the user's household profile, created on the first save. */
export async function saveHousehold(db: Executor, userId: string, houseData: HouseData, now: Date) {
  await db
    .insert(households)
    .values({ userId, ...houseData, updatedAt: now })
    .onConflictDoUpdate({ target: households.userId, set: { ...houseData, updatedAt: now } });
}

/** The catalogue product that replaces a tracked part, at today's price and stock. */
export interface ReplacementRow {
  id: string;
  name: string;
  sku: string;
  priceCents: number;
  stock: number;
  imageUrl: string;
}

/** A replacement product's columns, for a left join from the part that names it. */
export const replacementColumns = {
  name: products.name,
  sku: products.sku,
  priceCents: products.priceCents,
  stock: products.stock,
  imageUrl: products.imageUrl,
};

type JoinedReplacement = { [K in keyof Omit<ReplacementRow, 'id'>]: ReplacementRow[K] | null };

/** A part's replacement from its left join: none when the part names no product or it is gone. */
export function replacementFrom(
  partProductId: string | null,
  joined: JoinedReplacement | null,
): ReplacementRow | null {
  if (partProductId === null || joined?.name == null) return null;
  return {
    id: partProductId,
    name: joined.name,
    sku: joined.sku ?? '',
    priceCents: joined.priceCents ?? 0,
    stock: joined.stock ?? 0,
    imageUrl: joined.imageUrl ?? '',
  };
}

export type TrackedPartWithReplacement = TrackedPartRow & { replacement: ReplacementRow | null };

/** The parts of these tracked products, in their order, each with the product replacing it. */
export async function partsOf(
  db: Executor,
  trackedProductIds: string[],
): Promise<TrackedPartWithReplacement[]> {
  if (trackedProductIds.length === 0) return [];
  const rows = await db
    .select({ part: trackedParts, replacement: replacementColumns })
    .from(trackedParts)
    .leftJoin(products, eq(products.id, trackedParts.partProductId))
    .where(inArray(trackedParts.trackedProductId, trackedProductIds))
    .orderBy(asc(trackedParts.position));
  return rows.map((row) => ({
    ...row.part,
    replacement: replacementFrom(row.part.partProductId, row.replacement),
  }));
}

/** The user's tracked products, newest installation first. */
export function trackedProductsOf(db: Executor, userId: string) {
  return db
    .select()
    .from(trackedProducts)
    .where(eq(trackedProducts.userId, userId))
    .orderBy(
      desc(trackedProducts.installationDate),
      desc(trackedProducts.createdAt),
      desc(trackedProducts.id),
    );
}

/** One of the user's tracked products; undefined for another user's. */
export async function trackedProductOfUser(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(trackedProducts)
    .where(and(eq(trackedProducts.id, id), eq(trackedProducts.userId, userId)))
    .limit(1);
  return row;
}

export async function productById(db: Executor, productId: string) {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  return product;
}

/** The parts a filter lists, in the admin's order, with their replacement intervals. */
export function partsOfFilter(db: Executor, filterId: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      quickReplaceMonths: products.quickReplaceMonths,
      slowReplaceMonths: products.slowReplaceMonths,
      type: products.type,
    })
    .from(productParts)
    .innerJoin(products, eq(products.id, productParts.partId))
    .where(eq(productParts.filterId, filterId))
    .orderBy(asc(productParts.position));
}

export async function insertTrackedProduct(
  db: Executor,
  values: typeof trackedProducts.$inferInsert,
): Promise<TrackedProductRow> {
  const [row] = await db.insert(trackedProducts).values(values).returning();
  if (!row) throw new Error('tracked product insert returned no row');
  return row;
}

export async function insertTrackedParts(
  db: Executor,
  values: Array<typeof trackedParts.$inferInsert>,
): Promise<TrackedPartRow[]> {
  if (values.length === 0) return [];
  return db.insert(trackedParts).values(values).returning();
}

/** An item of one of the user's orders, with the order's status; another user's is not found. */
export async function orderItemOfUser(
  db: Executor,
  userId: string,
  orderId: string,
  orderItemId: string,
) {
  const [found] = await db
    .select({ item: orderItems, status: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.id, orderItemId),
        eq(orderItems.orderId, orderId),
        eq(orders.userId, userId),
      ),
    )
    .limit(1);
  return found;
}

/** Whether an order item is already installed on a tracker. */
export async function isInstalled(db: Executor, orderItemId: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: trackedProducts.id })
    .from(trackedProducts)
    .where(eq(trackedProducts.orderItemId, orderItemId))
    .limit(1);
  return existing !== undefined;
}

/** Deletes one of the user's tracked products: its id, or undefined when there was none. */
export async function deleteTrackedProduct(
  db: Executor,
  userId: string,
  id: string,
): Promise<string | undefined> {
  const [deleted] = await db
    .delete(trackedProducts)
    .where(and(eq(trackedProducts.id, id), eq(trackedProducts.userId, userId)))
    .returning({ id: trackedProducts.id });
  return deleted?.id;
}

/** Starts a part's clock again; false when the tracked product has no such part. */
export async function restartPartClock(
  db: Executor,
  trackedProductId: string,
  partId: string,
  now: Date,
): Promise<boolean> {
  const reset = await db
    .update(trackedParts)
    .set({ clockStartedAt: now })
    .where(and(eq(trackedParts.id, partId), eq(trackedParts.trackedProductId, trackedProductId)))
    .returning({ id: trackedParts.id });
  return reset.length > 0;
}
