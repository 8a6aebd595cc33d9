import type { components } from '@wtkit/api-client';
import { fromCents, type PlanLinkAction, planNextOrderDate } from '@wtkit/domain';
import type { AppContext } from '../context.js';
import { conflict, notFound, paymentRefused } from '../errors.js';
import { shopNow } from '../jobs/shopClock.js';
import { recordPlanIntent } from '../payments/index.js';
import { placeCycleOrder, settlePlanCycle } from './cycle.js';
import { amountToday, chargeToday } from './cyclePricing.js';
import {
  clientSecretOf,
  cycleWithContext,
  lockCycle,
  lockPlan,
  type PlanContext,
  type PlanCycleRow,
  setPlan,
  updateCycle,
} from './cycleQueries.js';
import { readPlanLinkToken } from './links.js';
import { isoDay } from './mapping.js';

type ApiPlanLink = components['schemas']['PlanLink'];
type LinkState = ApiPlanLink['state'];

const LINK_NOT_FOUND = 'This link is not one the shop sent.';
const REFUSED: Record<Exclude<LinkState, 'usable'>, string> = {
  used: 'This link was used already: each link works once.',
  expired: 'This link has expired: its order was placed, or the plan changed since.',
};

/**
 * Whether a link can still be used: once per cycle (any of its links), a skip or cancel link
 * until the cycle's order is placed (its due date passed), a confirm link while the payment
 * waits for the cardholder.
 */
function linkState(
  action: PlanLinkAction,
  cycle: PlanCycleRow,
  plan: PlanContext['plan'],
  today: string,
): LinkState {
  if (cycle.linkUsedAt) return 'used';
  if (action === 'confirm') return cycle.status === 'needs_authentication' ? 'usable' : 'expired';
  if (cycle.status !== 'noticed' || plan.status === 'cancelled' || cycle.dueDate < today) {
    return 'expired';
  }
  if (action === 'skip' && plan.status !== 'active') return 'expired';
  return 'usable';
}

async function readLink(app: AppContext, token: string) {
  const link = readPlanLinkToken(app.secret, token);
  const found = link && (await cycleWithContext(app.db, link.cycleId));
  if (!link || !found) throw notFound(LINK_NOT_FOUND);
  return { action: link.action, found };
}

async function answer(
  app: AppContext,
  action: PlanLinkAction,
  found: PlanContext & { cycle: PlanCycleRow },
  today: string,
): Promise<ApiPlanLink> {
  const { cycle, plan, replacement, part } = found;
  const next = planNextOrderDate({
    clockStartedAt: part.clockStartedAt,
    lifespanMonths: part.lifespanMonths,
    skippedDueDate: plan.skippedDueDate,
    status: plan.status,
    today: `${today}T00:00:00.000Z`,
  });
  const clientSecret =
    action === 'confirm' && app.payments.name === 'stripe' && cycle.paymentIntentId
      ? ((await clientSecretOf(app.db, cycle.paymentIntentId)) ?? null)
      : null;
  return {
    action,
    state: linkState(action, cycle, plan, today),
    planId: plan.id,
    partName: part.name,
    productName: replacement?.name ?? part.name,
    quantity: plan.quantity,
    amount: fromCents(cycle.amountCents ?? (await amountBeforeCharge(app, found))),
    dueDate: cycle.dueDate,
    nextOrderDate: next ? isoDay(next) : null,
    cycleStatus: cycle.status,
    clientSecret,
    paymentMethodId: clientSecret ? (found.card?.paymentMethodId ?? null) : null,
  };
}

/**
 * What the cycle's order will charge at today's price, as its notice said: shipping and tax
 * included. A tax provider that cannot answer leaves the lines' amount, so a skip or cancel
 * never waits on it.
 */
async function amountBeforeCharge(app: AppContext, found: PlanContext) {
  try {
    return (await chargeToday(app, found))?.amount.amountCents ?? amountToday(found);
  } catch (error) {
    app.logger.warn({ err: error, planId: found.plan.id }, 'plan link priced without tax');
    return amountToday(found);
  }
}

/** What a plan link does and whether it still can, for its landing page. */
export async function describePlanLink(app: AppContext, token: string): Promise<ApiPlanLink> {
  const { action, found } = await readLink(app, token);
  return answer(app, action, found, isoDay(await shopNow(app)));
}

/**
 * Uses a plan link: skips the cycle, cancels the plan, or (the payment confirmed by the
 * cardholder) places the cycle's order. The cycle is locked while it changes, and the plan too,
 * as its own changes lock it, so a link and the dashboard apply one after the other.
 */
export async function usePlanLink(
  app: AppContext,
  token: string,
): Promise<{ link: ApiPlanLink; message: string }> {
  const { action, found } = await readLink(app, token);
  const today = isoDay(await shopNow(app));
  const refuseUnlessUsable = (cycle: PlanCycleRow, plan: PlanContext['plan']) => {
    const state = linkState(action, cycle, plan, today);
    if (state !== 'usable') throw conflict(REFUSED[state]);
  };
  refuseUnlessUsable(found.cycle, found.plan);

  if (action === 'confirm') {
    const intentId = found.cycle.paymentIntentId;
    if (!intentId) throw conflict(REFUSED.expired);
    // With Stripe the page confirmed the payment with Stripe.js; the test provider's
    // authentication is this call. Outside the transaction: the provider is not the database.
    const paid = await app.payments.confirmAuthenticated(intentId);
    if (paid.status !== 'succeeded') {
      throw paymentRefused('The payment has not been confirmed yet, so no order was placed.');
    }
    const settled = await app.db.transaction(async (tx) => {
      const locked = await lockCycle(tx, found.cycle.id);
      if (!locked) throw notFound(LINK_NOT_FOUND);
      refuseUnlessUsable(locked.cycle, locked.plan);
      await recordPlanIntent(tx, {
        id: intentId,
        userId: locked.plan.userId,
        provider: app.payments.name,
        clientSecret: '',
        amountCents: paid.amountCents,
        status: 'succeeded',
        items: locked.cycle.items ?? [],
        lastError: null,
        updatedAt: app.now(),
      });
      await updateCycle(tx, locked.cycle.id, { linkUsedAt: app.now(), updatedAt: app.now() });
      return placeCycleOrder(app, tx, locked, intentId, today);
    });
    await settlePlanCycle(app, settled);
    const after = await readLink(app, token);
    const message =
      after.found.cycle.status === 'ordered'
        ? 'Payment confirmed: your order is placed.'
        : 'Payment confirmed, but the product sold out meanwhile: the payment is refunded and we try again daily.';
    return { link: await answer(app, action, after.found, today), message };
  }

  await app.db.transaction(async (tx) => {
    const locked = await lockCycle(tx, found.cycle.id);
    if (!locked) throw notFound(LINK_NOT_FOUND);
    const plan = await lockPlan(tx, locked.plan.id);
    if (!plan) throw notFound(LINK_NOT_FOUND);
    refuseUnlessUsable(locked.cycle, plan);
    const stamp = app.now();
    if (action === 'skip') {
      const skipped = locked.cycle.dueDate;
      if (!plan.skippedDueDate || plan.skippedDueDate < skipped) {
        await setPlan(tx, plan.id, { skippedDueDate: skipped, updatedAt: stamp });
      }
    } else {
      await setPlan(tx, plan.id, { status: 'cancelled', updatedAt: stamp });
    }
    await updateCycle(tx, locked.cycle.id, {
      status: action === 'skip' ? 'skipped' : 'cancelled',
      linkUsedAt: stamp,
      updatedAt: stamp,
    });
  });
  const after = await readLink(app, token);
  const message = action === 'skip' ? 'This order is skipped.' : 'Plan cancelled.';
  return { link: await answer(app, action, after.found, today), message };
}
