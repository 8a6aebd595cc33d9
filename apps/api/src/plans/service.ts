import { PLAN_ACTIONS_BY_STATUS, type PlanAction, planCycleDueDate } from '@wtkit/domain';
import { isUuid } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, notFound, unprocessable } from '../errors.js';
import { latestCyclesOf } from './cycleQueries.js';
import { type ApiPlan, isoDay, toApiPlan } from './mapping.js';
import { planProblem } from './problem.js';
import {
  cardOfUser,
  insertPlan,
  livePlanOfPart,
  livePlansOf,
  lockPlanOfUser,
  type PlanDetails,
  type PlanRow,
  planDetailsOfUser,
  shippingAddressOf,
  trackedPartOfUser,
  updatePlanRow,
} from './queries.js';

const PLAN_NOT_FOUND = 'Plan not found.';
const PART_NOT_FOUND = 'Tracked part not found.';
const CARD_NOT_FOUND = 'Saved card not found.';

/** Plans as the contract answers them, each with what its latest cycle leaves to the shopper. */
async function toApiPlans(app: AppContext, rows: PlanDetails[], today: Date) {
  const cycles = await latestCyclesOf(
    app.db,
    rows.map((row) => row.plan.id),
  );
  return rows.map((row) =>
    toApiPlan(row, today, planProblem(app.secret, row.plan.status, cycles.get(row.plan.id))),
  );
}

export async function listPlans(app: AppContext, userId: string, today: Date): Promise<ApiPlan[]> {
  return toApiPlans(app, await livePlansOf(app.db, userId), today);
}

async function answerPlan(app: AppContext, userId: string, id: string, today: Date) {
  const row = await planDetailsOfUser(app.db, userId, id);
  if (!row) throw notFound(PLAN_NOT_FOUND);
  const [plan] = await toApiPlans(app, [row], today);
  return plan as ApiPlan;
}

/** The user's card to charge: the one named, else their newest; refused when they have none. */
async function chosenCard(app: AppContext, userId: string, savedCardId: string | undefined) {
  if (savedCardId !== undefined) {
    const card = isUuid(savedCardId) ? await cardOfUser(app.db, userId, savedCardId) : undefined;
    if (!card) throw notFound(CARD_NOT_FOUND);
    return card.id;
  }
  const newest = await cardOfUser(app.db, userId, undefined);
  if (!newest) {
    const message = 'Save a card in Settings first: a plan pays each order with a saved card.';
    throw unprocessable(message, [{ path: 'savedCardId', message }]);
  }
  return newest.id;
}

/**
 * Starts a plan for one of the user's tracked parts: one with a replacement product and a
 * lifespan, and no plan yet that is not cancelled. It pays with a saved card and ships to the
 * address of Shipping Details, which must be complete.
 */
export async function startPlan(
  app: AppContext,
  userId: string,
  input: { trackedPartId: string; savedCardId?: string | undefined; quantity?: number | undefined },
  today: Date,
): Promise<ApiPlan> {
  const found = isUuid(input.trackedPartId)
    ? await trackedPartOfUser(app.db, userId, input.trackedPartId)
    : undefined;
  if (!found) throw notFound(PART_NOT_FOUND);
  if (!found.replacementId) {
    const message =
      'This part has no product in the catalogue to replace it with, so it cannot be planned.';
    throw unprocessable(message, [{ path: 'trackedPartId', message }]);
  }
  if (!found.part.lifespanMonths) {
    const message = 'This part has no replacement interval, so there is no date to order it on.';
    throw unprocessable(message, [{ path: 'trackedPartId', message }]);
  }
  const alreadyPlanned = () =>
    conflict('This part already has a plan.', [
      { path: 'trackedPartId', message: 'Already planned.' },
    ]);
  if (await livePlanOfPart(app.db, found.part.id)) throw alreadyPlanned();
  const savedCardId = await chosenCard(app, userId, input.savedCardId);
  const address = await shippingAddressOf(app.db, userId);
  if (!address || Object.values(address).some((value) => !value.trim())) {
    const message = 'Add your full address in Shipping Details first: each order is sent there.';
    throw unprocessable(message, [{ path: 'shippingAddress', message }]);
  }
  let id: string;
  try {
    id = await insertPlan(app.db, {
      userId,
      trackedPartId: found.part.id,
      savedCardId,
      quantity: input.quantity ?? 1,
      createdAt: app.now(),
      updatedAt: app.now(),
    });
  } catch (error) {
    // A second start for the same part lost the race on the unique index.
    if (isUniqueViolation(error)) throw alreadyPlanned();
    throw error;
  }
  return answerPlan(app, userId, id, today);
}

/** The status each action moves a plan to. */
const STATUS_AFTER: Record<PlanAction, PlanRow['status']> = {
  skip: 'active',
  pause: 'paused',
  resume: 'active',
  cancel: 'cancelled',
};

/** Why a plan's state refuses an action (a cancelled plan is refused before it gets here). */
const REFUSED: Record<PlanAction, string> = {
  skip: 'Resume the plan before skipping an order.',
  pause: 'This plan is paused already.',
  resume: 'This plan is not paused.',
  cancel: 'This plan is cancelled already.',
};

/** The status an action moves a plan to, or why the plan's state does not allow it. */
function afterAction(
  plan: PlanRow,
  action: PlanAction,
): { status: PlanRow['status'] } | { refused: string } {
  return PLAN_ACTIONS_BY_STATUS[plan.status].includes(action)
    ? { status: STATUS_AFTER[action] }
    : { refused: REFUSED[action] };
}

/**
 * Skips, pauses, resumes or cancels one of the user's plans, or changes its quantity or card.
 * The plan row is locked while it changes, so two requests at once apply one after the other.
 */
export async function changePlan(
  app: AppContext,
  userId: string,
  id: string,
  input: { action?: PlanAction | undefined; quantity?: number | undefined; savedCardId?: string },
  today: Date,
): Promise<ApiPlan> {
  if (!isUuid(id)) throw notFound(PLAN_NOT_FOUND);
  const savedCardId =
    input.savedCardId === undefined ? undefined : await chosenCard(app, userId, input.savedCardId);
  await app.db.transaction(async (tx) => {
    const found = await lockPlanOfUser(tx, userId, id);
    if (!found) throw notFound(PLAN_NOT_FOUND);
    const { plan, part } = found;
    if (plan.status === 'cancelled') {
      throw conflict('This plan is cancelled; start a new one for the part instead.');
    }
    const change: Parameters<typeof updatePlanRow>[2] = { updatedAt: app.now() };
    if (input.quantity !== undefined) change.quantity = input.quantity;
    if (savedCardId !== undefined) change.savedCardId = savedCardId;
    if (input.action) {
      const next = afterAction(plan, input.action);
      if ('refused' in next) throw conflict(next.refused);
      change.status = next.status;
      if (input.action === 'skip') {
        const due = planCycleDueDate({
          clockStartedAt: part.clockStartedAt,
          lifespanMonths: part.lifespanMonths,
          skippedDueDate: plan.skippedDueDate,
        });
        if (due) change.skippedDueDate = isoDay(due);
      }
      if (input.action === 'resume' && (savedCardId ?? plan.savedCardId) === null) {
        const message = 'Choose a saved card for this plan before resuming it.';
        throw unprocessable(message, [{ path: 'savedCardId', message }]);
      }
    }
    await updatePlanRow(tx, plan.id, change);
  });
  return answerPlan(app, userId, id, today);
}
