import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { plans, products, savedCards, trackedParts, trackedProducts, users } from '../db/schema.js';
import { replacementColumns } from '../tracker/index.js';

export type PlanRow = typeof plans.$inferSelect;

/** Everything a plan is answered with: the plan, its part, card, replacement and address. */
const planColumns = {
  plan: plans,
  part: {
    trackedProductId: trackedParts.trackedProductId,
    name: trackedParts.nameSnapshot,
    lifespanMonths: trackedParts.lifespanMonths,
    clockStartedAt: trackedParts.clockStartedAt,
    partProductId: trackedParts.partProductId,
  },
  card: savedCards,
  replacement: replacementColumns,
  address: {
    street: users.addressStreet,
    city: users.addressCity,
    state: users.addressState,
    zip: users.addressZip,
  },
};

function selectPlans(db: Executor) {
  return db
    .select(planColumns)
    .from(plans)
    .innerJoin(trackedParts, eq(trackedParts.id, plans.trackedPartId))
    .innerJoin(users, eq(users.id, plans.userId))
    .leftJoin(products, eq(products.id, trackedParts.partProductId))
    .leftJoin(savedCards, eq(savedCards.id, plans.savedCardId));
}

export type PlanDetails = Awaited<ReturnType<typeof selectPlans>>[number];

/** The user's plans that are not cancelled, newest first. */
export function livePlansOf(db: Executor, userId: string) {
  return selectPlans(db)
    .where(and(eq(plans.userId, userId), ne(plans.status, 'cancelled')))
    .orderBy(desc(plans.createdAt), desc(plans.id));
}

/** One plan with all it is answered with; undefined for another user's. */
export async function planDetailsOfUser(db: Executor, userId: string, id: string) {
  const [row] = await selectPlans(db)
    .where(and(eq(plans.id, id), eq(plans.userId, userId)))
    .limit(1);
  return row;
}

/** One of the user's plans, locked until the transaction ends; undefined for another user's. */
export async function lockPlanOfUser(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ plan: plans, part: trackedParts })
    .from(plans)
    .innerJoin(trackedParts, eq(trackedParts.id, plans.trackedPartId))
    .where(and(eq(plans.id, id), eq(plans.userId, userId)))
    .limit(1)
    .for('update', { of: plans });
  return row;
}

/** One of the user's tracked parts, with its replacement product's id if it still exists. */
export async function trackedPartOfUser(db: Executor, userId: string, partId: string) {
  const [row] = await db
    .select({ part: trackedParts, replacementId: products.id })
    .from(trackedParts)
    .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
    .leftJoin(products, eq(products.id, trackedParts.partProductId))
    .where(and(eq(trackedParts.id, partId), eq(trackedProducts.userId, userId)))
    .limit(1);
  return row;
}

/** The part's plan that is not cancelled, if there is one. */
export async function livePlanOfPart(db: Executor, trackedPartId: string) {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.trackedPartId, trackedPartId), ne(plans.status, 'cancelled')))
    .limit(1);
  return row;
}

/** The user's card with this id, or their newest card when no id is given. */
export async function cardOfUser(db: Executor, userId: string, id: string | undefined) {
  const [row] = await db
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), id ? eq(savedCards.id, id) : undefined))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
    .limit(1);
  return row;
}

/** The address of the user's Shipping Details. */
export async function shippingAddressOf(db: Executor, userId: string) {
  const [row] = await db
    .select(planColumns.address)
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertPlan(db: Executor, values: typeof plans.$inferInsert) {
  const [row] = await db.insert(plans).values(values).returning({ id: plans.id });
  if (!row) throw new Error('plan insert returned no row');
  return row.id;
}

export async function updatePlanRow(
  db: Executor,
  id: string,
  values: Partial<Pick<PlanRow, 'status' | 'quantity' | 'savedCardId' | 'skippedDueDate'>> & {
    updatedAt: Date;
  },
) {
  await db.update(plans).set(values).where(eq(plans.id, id));
}
