import type { components } from '@wtkit/api-client';
import { fromCents } from '@wtkit/domain';
import type { AppContext } from '../context.js';
import { type PlanCycleRow, recentCycles } from './cycleQueries.js';

type ApiPlanCycle = components['schemas']['PlanCycle'];

/** The plan cycles for the admin, newest change first: failures show with their reason. */
export async function listPlanCycles(
  app: AppContext,
  status: PlanCycleRow['status'] | undefined,
): Promise<ApiPlanCycle[]> {
  const rows = await recentCycles(app.db, status);
  return rows.map(({ cycle, user, productName }) => ({
    _id: cycle.id,
    planId: cycle.planId,
    user,
    productName,
    dueDate: cycle.dueDate,
    status: cycle.status,
    amount: cycle.amountCents === null ? null : fromCents(cycle.amountCents),
    lastError: cycle.lastError,
    orderId: cycle.orderId,
    updatedAt: cycle.updatedAt.toISOString(),
  }));
}
