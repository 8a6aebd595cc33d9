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

/**
 * Where one cycle of a plan stands: the notice went out (`noticed`), the shopper skipped it or
 * cancelled the plan from it, the card is being charged, the order was placed, or it failed
 * (`declined`, `needs_authentication`, `out_of_stock` retried daily, `missed` once the retries
 * ended).
 */
export const PLAN_CYCLE_STATUSES = [
  'noticed',
  'skipped',
  'cancelled',
  'charging',
  'ordered',
  'declined',
  'needs_authentication',
  'out_of_stock',
  'missed',
] as const;
export type PlanCycleStatus = (typeof PLAN_CYCLE_STATUSES)[number];

/** What a link in a plan's messages does. */
export const PLAN_LINK_ACTIONS = ['skip', 'cancel', 'confirm'] as const;
export type PlanLinkAction = (typeof PLAN_LINK_ACTIONS)[number];

/** Whether a plan link can still be used: each works once, and expires with its cycle. */
export const PLAN_LINK_STATES = ['usable', 'used', 'expired'] as const;
export type PlanLinkState = (typeof PLAN_LINK_STATES)[number];
/** The actions each state allows; `PATCH /plans/{id}` refuses the others with 409. */
export const PLAN_ACTIONS_BY_STATUS: Readonly<Record<PlanStatus, readonly PlanAction[]>> = {
  active: ['skip', 'pause', 'cancel'],
  paused: ['resume', 'cancel'],
  cancelled: [],
};

/**
 * What went wrong with a plan's last order and waits for the shopper: the card was declined (the
 * plan is paused until the card is updated), or the bank asks the cardholder to confirm the
 * payment.
 */
export const PLAN_PROBLEMS = ['declined', 'authenticationRequired'] as const;
export type PlanProblem = (typeof PLAN_PROBLEMS)[number];

/** What the shopper is shown of a plan that is not cancelled. */
export type PlanDisplayState = 'active' | 'skipped' | 'paused' | 'failed' | 'needsAuthentication';

/**
 * A plan as the shopper sees it: a problem with the last order comes first (it needs them), then
 * a paused plan, then an active one whose next cycle was skipped.
 */
export function planDisplayState(plan: {
  readonly status: Exclude<PlanStatus, 'cancelled'>;
  readonly skippedDueDate: string | null;
  readonly problem?: PlanProblem | null | undefined;
}): PlanDisplayState {
  if (plan.problem === 'authenticationRequired') return 'needsAuthentication';
  if (plan.problem === 'declined') return 'failed';
  if (plan.status === 'paused') return 'paused';
  return plan.skippedDueDate ? 'skipped' : 'active';
}

/** Why a tracked part cannot be planned yet: what the shopper must do first. */
export type PlanStartBlocker = 'noReplacement' | 'noLifespan' | 'noCard' | 'noAddress';

type AddressField = 'street' | 'city' | 'state' | 'zip';

/** Every line of the address filled in (each plan order is sent there). */
export function isCompleteAddress(
  address: Partial<Record<AddressField, string | null | undefined>> | null | undefined,
): boolean {
  if (!address) return false;
  return (['street', 'city', 'state', 'zip'] as const).every((field) =>
    Boolean(address[field]?.trim()),
  );
}

/**
 * The first reason a part cannot be planned, in the order `POST /plans` checks them (a product
 * to order, a date to order it on, a card to pay with, an address to send it to), or null.
 */
export function planStartBlocker(input: {
  readonly hasReplacement: boolean;
  readonly lifespanMonths: number | null | undefined;
  readonly savedCardCount: number;
  readonly shippingAddress: Parameters<typeof isCompleteAddress>[0];
}): PlanStartBlocker | null {
  if (!input.hasReplacement) return 'noReplacement';
  if (!input.lifespanMonths) return 'noLifespan';
  if (input.savedCardCount === 0) return 'noCard';
  if (!isCompleteAddress(input.shippingAddress)) return 'noAddress';
  return null;
}
