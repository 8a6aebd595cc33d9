import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  paymentIntents,
  planCycles,
  plans,
  products,
  savedCards,
  trackedParts,
  trackedProducts,
  users,
} from '../db/schema.js';
import { replacementColumns, replacementFrom } from '../tracker/index.js';

export type PlanCycleRow = typeof planCycles.$inferSelect;

/**
 * What the plan job and the links work from: the plan, its part's clock, the replacement at
 * today's price and stock, the card, and where and how the shopper is told.
 */
const contextColumns = {
  plan: plans,
  part: {
    name: trackedParts.nameSnapshot,
    partProductId: trackedParts.partProductId,
    lifespanMonths: trackedParts.lifespanMonths,
    clockStartedAt: trackedParts.clockStartedAt,
  },
  replacement: replacementColumns,
  card: savedCards,
  contact: {
    userName: users.name,
    userEmail: users.email,
    userPhone: users.phoneNumber,
    customName: trackedProducts.customName,
    systemName: trackedProducts.systemNameSnapshot,
    additionalData: trackedProducts.additionalData,
  },
  address: {
    street: users.addressStreet,
    city: users.addressCity,
    state: users.addressState,
    zip: users.addressZip,
  },
};

type JoinedContext = {
  plan: typeof plans.$inferSelect;
  part: {
    name: string;
    partProductId: string | null;
    lifespanMonths: number | null;
    clockStartedAt: Date;
  };
  replacement: Parameters<typeof replacementFrom>[1];
  card: typeof savedCards.$inferSelect | null;
  contact: PlanContext['contact'];
  address: PlanContext['address'];
};

export interface PlanContext {
  plan: typeof plans.$inferSelect;
  part: { name: string; lifespanMonths: number | null; clockStartedAt: Date };
  replacement: ReturnType<typeof replacementFrom>;
  card: typeof savedCards.$inferSelect | null;
  contact: {
    userName: string;
    userEmail: string | null;
    userPhone: string | null;
    customName: string;
    systemName: string;
    additionalData: Record<string, unknown>;
  };
  address: { street: string; city: string; state: string; zip: string };
}

const toContext = ({ replacement, ...row }: JoinedContext): PlanContext => ({
  ...row,
  replacement: replacementFrom(row.part.partProductId, replacement),
});

function fromPlans(db: Executor) {
  return db
    .select(contextColumns)
    .from(plans)
    .innerJoin(trackedParts, eq(trackedParts.id, plans.trackedPartId))
    .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
    .innerJoin(users, eq(users.id, plans.userId))
    .leftJoin(products, eq(products.id, trackedParts.partProductId))
    .leftJoin(savedCards, eq(savedCards.id, plans.savedCardId));
}

/** Cycles with their plan's context, as `fromPlans` answers it. */
function fromCycles(db: Executor) {
  return db
    .select({ ...contextColumns, cycle: planCycles })
    .from(planCycles)
    .innerJoin(plans, eq(plans.id, planCycles.planId))
    .innerJoin(trackedParts, eq(trackedParts.id, plans.trackedPartId))
    .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
    .innerJoin(users, eq(users.id, plans.userId))
    .leftJoin(products, eq(products.id, trackedParts.partProductId))
    .leftJoin(savedCards, eq(savedCards.id, plans.savedCardId));
}

const toCycleContext = ({ cycle, ...row }: JoinedContext & { cycle: PlanCycleRow }) => ({
  cycle,
  ...toContext(row),
});

/** A page of active plans whose part has a lifespan, in id order after `after`. */
export async function activePlans(db: Executor, after: string | undefined, limit: number) {
  const rows = await fromPlans(db)
    .where(
      and(
        eq(plans.status, 'active'),
        gt(trackedParts.lifespanMonths, 0),
        after ? gt(plans.id, after) : undefined,
      ),
    )
    .orderBy(asc(plans.id))
    .limit(limit);
  return rows.map(toContext);
}

/** Whether the cycle of a plan and due date was recorded (and so noticed) before. */
export async function cycleRecorded(db: Executor, planId: string, dueDate: string) {
  const [row] = await db
    .select({ id: planCycles.id })
    .from(planCycles)
    .where(and(eq(planCycles.planId, planId), eq(planCycles.dueDate, dueDate)))
    .limit(1);
  return row !== undefined;
}

/** Records the cycle of a plan and due date; undefined when it was recorded before. */
export async function insertCycle(db: Executor, values: typeof planCycles.$inferInsert) {
  const [row] = await db.insert(planCycles).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Which cycles the job has work for: due and noticed, waiting for stock and not tried today,
 * declined on a plan resumed since, or charging for longer than the lease (its worker died).
 */
function workToDo(today: string, staleBefore: Date) {
  return or(
    and(eq(planCycles.status, 'noticed'), sql`${planCycles.dueDate} <= ${today}::date`),
    and(eq(planCycles.status, 'out_of_stock'), sql`${planCycles.lastAttemptOn} < ${today}::date`),
    and(eq(planCycles.status, 'declined'), eq(plans.status, 'active')),
    and(eq(planCycles.status, 'charging'), lt(planCycles.chargingSince, staleBefore)),
  );
}

/** The ids of the cycles there is work for, oldest due first. */
export async function cyclesWithWork(
  db: Executor,
  today: string,
  staleBefore: Date,
  limit: number,
) {
  const rows = await db
    .select({ id: planCycles.id })
    .from(planCycles)
    .innerJoin(plans, eq(plans.id, planCycles.planId))
    .where(workToDo(today, staleBefore))
    .orderBy(asc(planCycles.dueDate), asc(planCycles.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Claims one cycle if there is still work for it: locked until the transaction ends, skipped
 * when another worker holds it.
 */
export async function claimCycle(db: Executor, id: string, today: string, staleBefore: Date) {
  const [row] = await fromCycles(db)
    .where(and(eq(planCycles.id, id), workToDo(today, staleBefore)))
    .limit(1)
    .for('update', { of: planCycles, skipLocked: true });
  return row && toCycleContext(row);
}

/** One cycle with its plan's context, locked until the transaction ends. */
export async function lockCycle(db: Executor, id: string) {
  const [row] = await fromCycles(db)
    .where(eq(planCycles.id, id))
    .limit(1)
    .for('update', { of: planCycles });
  return row && toCycleContext(row);
}

/** One cycle with its plan's context, unlocked. */
export async function cycleWithContext(db: Executor, id: string) {
  const [row] = await fromCycles(db).where(eq(planCycles.id, id)).limit(1);
  return row && toCycleContext(row);
}

export async function updateCycle(
  db: Executor,
  id: string,
  values: Partial<Omit<PlanCycleRow, 'id' | 'planId' | 'dueDate' | 'createdAt'>> & {
    updatedAt: Date;
  },
) {
  await db.update(planCycles).set(values).where(eq(planCycles.id, id));
}

/** Locks the plan row, as `PATCH /plans/{id}` does, so a link and a change apply in turn. */
export async function lockPlan(db: Executor, id: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).for('update');
  return row;
}

export async function setPlan(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof plans.$inferSelect, 'status' | 'skippedDueDate'>> & {
    updatedAt: Date;
  },
) {
  await db.update(plans).set(values).where(eq(plans.id, id));
}

/** The most recent cycles, with their shopper and product, for the admin (at most 200). */
export function recentCycles(db: Executor, status: PlanCycleRow['status'] | undefined) {
  return db
    .select({
      cycle: planCycles,
      user: { _id: users.id, name: users.name, email: users.email },
      productName: sql<string>`coalesce(${products.name}, ${trackedParts.nameSnapshot})`,
    })
    .from(planCycles)
    .innerJoin(plans, eq(plans.id, planCycles.planId))
    .innerJoin(users, eq(users.id, plans.userId))
    .innerJoin(trackedParts, eq(trackedParts.id, plans.trackedPartId))
    .leftJoin(products, eq(products.id, trackedParts.partProductId))
    .where(status ? eq(planCycles.status, status) : undefined)
    .orderBy(desc(planCycles.updatedAt), desc(planCycles.id))
    .limit(200);
}

/** The client secret of a plan's payment, for the page that confirms it with Stripe.js. */
export async function clientSecretOf(db: Executor, intentId: string) {
  const [row] = await db
    .select({ clientSecret: paymentIntents.clientSecret })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId));
  return row?.clientSecret;
}

/** Each plan's latest cycle (by due date), for what waits for the shopper on their plans. */
export async function latestCyclesOf(db: Executor, planIds: readonly string[]) {
  const latest = new Map<string, PlanCycleRow>();
  if (planIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(planCycles)
    .where(inArray(planCycles.planId, [...planIds]))
    .orderBy(desc(planCycles.dueDate));
  for (const row of rows) if (!latest.has(row.planId)) latest.set(row.planId, row);
  return latest;
}
