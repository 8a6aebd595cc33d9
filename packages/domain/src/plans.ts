import { type DateInput, partDueDate } from './partLife.js';

/** A filter plan's state: ordering each cycle, held by the shopper, or ended for good. */
export const PLAN_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** What `PATCH /plans/{id}` can do to a plan besides changing its quantity. */
export const PLAN_ACTIONS = ['skip', 'pause', 'resume', 'cancel'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** More cycles than any part's life can have before a skipped date; guards the loop only. */
const MAX_CYCLES = 1200;

function utcDay(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export interface PlanCycleInput {
  /** When the part was installed or last reset (`clockStartedAt`). */
  readonly clockStartedAt: DateInput;
  readonly lifespanMonths: number | null | undefined;
  /** The due date of the last cycle the shopper skipped, if any. */
  readonly skippedDueDate?: DateInput | null | undefined;
}

/**
 * The due date of the plan's next cycle: the part's due date (`partDueDate`), or, when the
 * shopper skipped that cycle, the first due date after the skipped one, a whole lifespan
 * apart each (counted from the clock start, so month ends do not drift). Null when the part
 * has no lifespan to count.
 */
export function planCycleDueDate({
  clockStartedAt,
  lifespanMonths,
  skippedDueDate,
}: PlanCycleInput): Date | null {
  const first = partDueDate({ installationDate: clockStartedAt, lifespanMonths });
  if (first === null || !lifespanMonths) return null;
  if (skippedDueDate === null || skippedDueDate === undefined) return first;
  const skipped = utcDay(skippedDueDate).getTime();
  for (let cycle = 1; cycle <= MAX_CYCLES; cycle += 1) {
    const due = partDueDate({
      installationDate: clockStartedAt,
      lifespanMonths: lifespanMonths * cycle,
    });
    if (due && due.getTime() > skipped) return due;
  }
  return null;
}

/**
 * The day the plan orders next (UTC midnight): its cycle's due date, or today when that date
 * has passed (a part already spent is ordered at the next run). Null for a plan that is not
 * active, or a part with no lifespan.
 */
export function planNextOrderDate(
  input: PlanCycleInput & { readonly status: PlanStatus; readonly today: DateInput },
): Date | null {
  if (input.status !== 'active') return null;
  const due = planCycleDueDate(input);
  if (due === null) return null;
  const today = utcDay(input.today);
  return due.getTime() < today.getTime() ? today : due;
}
