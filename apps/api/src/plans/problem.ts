import type { PlanProblem, PlanStatus } from '@wtkit/domain';
import type { PlanCycleRow } from './cycleQueries.js';
import { planLinkToken, planLinkUrl } from './links.js';

export interface PlanProblemFields {
  problem: PlanProblem | null;
  problemReason: string | null;
  confirmPaymentHref: string | null;
}

const NONE: PlanProblemFields = { problem: null, problemReason: null, confirmPaymentHref: null };

/**
 * What waits for the shopper from the plan's latest cycle: a declined card while the plan is
 * paused by it (resuming charges again, so a resumed plan shows none), or a payment the bank asks
 * the cardholder to confirm, with the page of the confirm link the message carried.
 */
export function planProblem(
  secret: string,
  status: PlanStatus,
  cycle: PlanCycleRow | undefined,
): PlanProblemFields {
  if (!cycle || status === 'cancelled') return NONE;
  if (cycle.status === 'declined' && status === 'paused') {
    return { problem: 'declined', problemReason: cycle.lastError, confirmPaymentHref: null };
  }
  if (cycle.status === 'needs_authentication' && !cycle.linkUsedAt) {
    return {
      problem: 'authenticationRequired',
      problemReason: cycle.lastError,
      confirmPaymentHref: planLinkUrl('', planLinkToken(secret, cycle.id, 'confirm')),
    };
  }
  return NONE;
}
