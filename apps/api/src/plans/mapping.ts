import type { components } from '@wtkit/api-client';
import { partDueDate, planNextOrderDate } from '@wtkit/domain';
import { toApiSavedCard } from '../paymentMethods/index.js';
import { replacementFrom, toApiReplacement } from '../tracker/index.js';
import type { PlanProblemFields } from './problem.js';
import type { PlanDetails } from './queries.js';

export type ApiPlan = components['schemas']['Plan'];

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A plan as the contract answers it, its next order date counted on the shop's `today`, with
 * what waits for the shopper from its latest cycle.
 */
export function toApiPlan(
  { plan, part, card, replacement, address }: PlanDetails,
  today: Date,
  problem: PlanProblemFields,
) {
  const cycle = {
    clockStartedAt: part.clockStartedAt,
    lifespanMonths: part.lifespanMonths,
    skippedDueDate: plan.skippedDueDate,
  };
  const nextOrderDate = planNextOrderDate({ ...cycle, status: plan.status, today });
  const firstDue = partDueDate({
    installationDate: part.clockStartedAt,
    lifespanMonths: part.lifespanMonths,
  });
  // A skip from before the part's clock restarted is no cycle of its current life.
  const skippedDueDate =
    plan.skippedDueDate && firstDue && plan.skippedDueDate >= isoDay(firstDue)
      ? plan.skippedDueDate
      : null;
  const found = replacementFrom(part.partProductId, replacement);
  return {
    _id: plan.id,
    trackedProductId: part.trackedProductId,
    trackedPartId: plan.trackedPartId,
    partName: part.name,
    status: plan.status,
    quantity: plan.quantity,
    replacement: found ? toApiReplacement(found) : null,
    savedCard: card ? toApiSavedCard(card) : null,
    shippingAddress: address,
    nextOrderDate: nextOrderDate ? isoDay(nextOrderDate) : null,
    skippedDueDate,
    ...problem,
    createdAt: plan.createdAt.toISOString(),
  } satisfies ApiPlan;
}
