import { planCycleDueDate } from '@wtkit/domain';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/client.js';
import type { QueuedMessage } from '../messaging/index.js';
import { type ApiOrder, announcePlacedOrder, placePlanOrder } from '../orders/index.js';
import { type OffSessionCharge, recordPlanIntent } from '../payments/index.js';
import { reminderRecipient } from '../reminders/index.js';
import { type PlanMessage, planMessage } from './cycleMessages.js';
import { amountToday, chargeToday, priceCycle } from './cyclePricing.js';
import {
  activePlans,
  claimCycle,
  cycleRecorded,
  cyclesWithWork,
  insertCycle,
  lockCycle,
  type PlanContext,
  type PlanCycleRow,
  setPlan,
  updateCycle,
} from './cycleQueries.js';
import { planLinkToken, planLinkUrl } from './links.js';
import { isoDay } from './mapping.js';

/** A plan message the provider refused is tried again from the outbox for this long. */
const MESSAGE_RETRY_SECONDS = 72 * 3600;
const BATCH_SIZE = 100;
const CYCLES_PER_RUN = 500;
const DAY_MS = 24 * 3600 * 1000;

export interface PlanRunResult {
  noticed: number;
  ordered: number;
  declined: number;
  needsAuthentication: number;
  outOfStock: number;
}

type CycleContext = PlanContext & { cycle: PlanCycleRow };

/** What a cycle's transaction leaves to do once it committed. */
interface Settled {
  queued: QueuedMessage[];
  order?: { order: ApiOrder; queued: QueuedMessage[] };
  /** A charge given back: its order could not be placed. */
  refund?: string;
  count?: keyof PlanRunResult;
}

const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));

/** The due date of the plan's current cycle, as an ISO day. */
export function currentDueDate({ plan, part }: PlanContext): string | null {
  const due = planCycleDueDate({
    clockStartedAt: part.clockStartedAt,
    lifespanMonths: part.lifespanMonths,
    skippedDueDate: plan.skippedDueDate,
  });
  return due ? isoDay(due) : null;
}

/**
 * Writes a message to the shopper with `tx` (the outbox), by the contact method of the tracked
 * system the plan is for, so it exists exactly when the change it tells of committed.
 */
async function queuePlanMessage(
  app: AppContext,
  tx: Executor,
  context: PlanContext,
  message: PlanMessage,
): Promise<QueuedMessage[]> {
  const { contact, plan, part, replacement } = context;
  const recipient = reminderRecipient(contact);
  if (!recipient) {
    app.logger.warn({ planId: plan.id }, 'plan message with no address to send it to');
    return [];
  }
  const about = {
    productName: replacement?.name ?? part.name,
    quantity: plan.quantity,
    partName: part.name,
    system:
      contact.customName === contact.systemName
        ? contact.customName
        : `${contact.customName} (${contact.systemName})`,
    userName: contact.userName,
  };
  const text = planMessage(message, about, recipient.channel);
  const queued = await app.messenger.enqueue(
    tx,
    { channel: recipient.channel, to: recipient.to, ...text },
    { retryForSeconds: MESSAGE_RETRY_SECONDS },
  );
  return [queued];
}

const linkTo = (app: AppContext, cycleId: string, action: 'skip' | 'cancel' | 'confirm') =>
  planLinkUrl(app.publicUrl, planLinkToken(app.secret, cycleId, action));

async function settle(app: AppContext, settled: Settled | undefined, result?: PlanRunResult) {
  if (!settled) return;
  if (settled.refund) await app.payments.refund(settled.refund);
  if (settled.order) announcePlacedOrder(app, settled.order.order, settled.order.queued);
  await app.messenger.deliverQueued(settled.queued);
  if (result && settled.count) result[settled.count] += 1;
}

/**
 * One pass of the plan job at the shop's time `now`:
 *
 * 1. Every active plan whose current cycle is due within PLAN_NOTICE_DAYS gets its cycle row
 *    (unique per plan and due date) and, in the same transaction, its notice in the outbox with
 *    signed links to skip the cycle or cancel the plan. A second worker or a rerun finds the row
 *    and sends nothing.
 * 2. Every cycle due today or before is claimed (`FOR UPDATE SKIP LOCKED`, then marked
 *    `charging`), its stock checked at today's price (short: no charge, tried again daily for
 *    PLAN_STOCK_RETRY_DAYS, the shopper told once), its card charged off session with an
 *    idempotency key per plan, cycle and attempt, and its order placed; a decline pauses the
 *    plan, a card that needs its holder sends a link to confirm the payment. A worker that died
 *    between the charge and the order leaves the cycle `charging`: after the lease the next run
 *    charges again with the same key, which answers the same charge, and places the order.
 */
export async function runPlanCycles(
  app: AppContext,
  options: { now: Date },
): Promise<PlanRunResult> {
  const today = isoDay(options.now);
  const result: PlanRunResult = {
    noticed: 0,
    ordered: 0,
    declined: 0,
    needsAuthentication: 0,
    outOfStock: 0,
  };
  await sendNotices(app, today, result);
  // A charge claimed this long ago (real clock) and never finished is taken over.
  const staleBefore = new Date(app.now().getTime() - app.config.planChargeLeaseSeconds * 1000);
  for (const id of await cyclesWithWork(app.db, today, staleBefore, CYCLES_PER_RUN)) {
    try {
      await workOnCycle(app, id, today, staleBefore, result);
    } catch (error) {
      // The cycle stays as it was (or charging, taken over after the lease); the others go on.
      app.logger.error({ err: error, planCycleId: id }, 'plan cycle failed');
    }
  }
  if (Object.values(result).some((count) => count > 0)) app.logger.info(result, 'plan job ran');
  return result;
}

async function sendNotices(app: AppContext, today: string, result: PlanRunResult) {
  const horizon = addDays(today, app.config.planNoticeDays);
  let after: string | undefined;
  for (;;) {
    const page = await activePlans(app.db, after, BATCH_SIZE);
    for (const context of page) {
      const due = currentDueDate(context);
      if (!due || due > horizon) continue;
      // Recorded before by another worker or run: its notice went with it.
      if (await cycleRecorded(app.db, context.plan.id, due)) continue;
      try {
        await sendNotice(app, context, due, today, result);
      } catch (error) {
        // The tax provider could not price it: nothing recorded, so the next run tries again.
        app.logger.error({ err: error, planId: context.plan.id }, 'plan notice failed');
      }
    }
    const last = page.at(-1);
    if (page.length < BATCH_SIZE || !last) break;
    after = last.plan.id;
  }
}

/**
 * Records the plan's cycle due on `due` and, in the same transaction, queues its notice: the
 * amount the order will charge at today's price (shipping and tax included, priced before the
 * transaction: the tax provider is not the database) and the links to skip or cancel.
 */
async function sendNotice(
  app: AppContext,
  context: PlanContext,
  due: string,
  today: string,
  result: PlanRunResult,
) {
  const charge = await chargeToday(app, context);
  const queued = await app.db.transaction(async (tx) => {
    const cycle = await insertCycle(tx, {
      planId: context.plan.id,
      dueDate: due,
      createdAt: app.now(),
      updatedAt: app.now(),
    });
    // Recorded meanwhile by another worker: its notice went with it.
    if (!cycle) return undefined;
    if (!charge) return [];
    return queuePlanMessage(app, tx, context, {
      kind: 'notice',
      dueDate: due < today ? today : due,
      ...charge,
      skipUrl: linkTo(app, cycle.id, 'skip'),
      cancelUrl: linkTo(app, cycle.id, 'cancel'),
    });
  });
  if (queued) await settle(app, { queued, count: 'noticed' }, result);
}

/**
 * Pauses the plan and tells the shopper why the order could not be placed, with where to change
 * it: the card (declined, or none saved) or, for an order that cannot be priced for the saved
 * address, the Shipping Details.
 */
async function declined(
  app: AppContext,
  tx: Executor,
  context: CycleContext,
  change: { reason: string; paymentIntentId?: string; fix?: 'card' | 'address' },
): Promise<Settled> {
  const stamp = app.now();
  await updateCycle(tx, context.cycle.id, {
    status: 'declined',
    lastError: change.reason,
    chargingSince: null,
    ...(change.paymentIntentId ? { paymentIntentId: change.paymentIntentId } : {}),
    updatedAt: stamp,
  });
  await setPlan(tx, context.plan.id, { status: 'paused', updatedAt: stamp });
  const shop = app.publicUrl.replace(/\/$/, '');
  const queued = await queuePlanMessage(
    app,
    tx,
    context,
    change.fix === 'address'
      ? { kind: 'unshippable', reason: change.reason, detailsUrl: `${shop}/shippingDetails` }
      : { kind: 'declined', reason: change.reason, cardsUrl: `${shop}/settings` },
  );
  return { queued, count: 'declined' };
}

/**
 * The cycle waits for stock: tried again on each later day for PLAN_STOCK_RETRY_DAYS from the
 * first miss (the shopper told once, then), and missed after that.
 */
async function outOfStock(
  app: AppContext,
  tx: Executor,
  context: CycleContext,
  today: string,
): Promise<Settled> {
  const { cycle } = context;
  const since = cycle.outOfStockSince ?? today;
  const retryUntil = addDays(since, app.config.planStockRetryDays);
  const stamp = app.now();
  if (today > retryUntil) {
    await updateCycle(tx, cycle.id, { status: 'missed', chargingSince: null, updatedAt: stamp });
    return { queued: [] };
  }
  await updateCycle(tx, cycle.id, {
    status: 'out_of_stock',
    outOfStockSince: since,
    lastAttemptOn: today,
    chargingSince: null,
    updatedAt: stamp,
  });
  const queued =
    cycle.outOfStockSince === null
      ? await queuePlanMessage(app, tx, context, { kind: 'out-of-stock', retryUntil })
      : [];
  return { queued, count: 'outOfStock' };
}

/**
 * Places the order of a cycle whose charge succeeded (`intentId`), in `tx` under the cycle's
 * lock. Stock that sold out since the claim gives the charge back and waits for stock.
 */
export async function placeCycleOrder(
  app: AppContext,
  tx: Executor,
  context: CycleContext,
  intentId: string,
  today: string,
): Promise<Settled> {
  const { cycle, plan } = context;
  const stamp = app.now();
  const placed = await placePlanOrder(app, tx, {
    userId: plan.userId,
    planId: plan.id,
    intent: { id: intentId, amountCents: cycle.amountCents ?? 0 },
    items: cycle.items ?? [],
    shippingCents: cycle.shippingCents ?? 0,
    taxCents: cycle.taxCents ?? 0,
    shippingMethodId: cycle.shippingMethodId,
    address: context.address,
  });
  if ('short' in placed) {
    const waiting = await outOfStock(app, tx, context, today);
    return { ...waiting, refund: intentId };
  }
  const orderId = 'order' in placed ? placed.order._id : placed.placedId;
  await updateCycle(tx, cycle.id, {
    status: 'ordered',
    orderId,
    paymentIntentId: intentId,
    lastError: null,
    chargingSince: null,
    updatedAt: stamp,
  });
  return {
    queued: [],
    ...('order' in placed ? { order: placed } : {}),
    count: 'ordered',
  };
}

async function workOnCycle(
  app: AppContext,
  id: string,
  today: string,
  staleBefore: Date,
  result: PlanRunResult,
) {
  const claimed = await app.db.transaction(
    async (tx): Promise<{ charge: CycleContext } | { settled: Settled } | undefined> => {
      const found = await claimCycle(tx, id, today, staleBefore);
      if (!found) return undefined;
      const { cycle, plan } = found;
      const stamp = app.now();
      if (cycle.status === 'charging') {
        // Its worker died: the same key answers the charge it may have made.
        await updateCycle(tx, cycle.id, { chargingSince: stamp, updatedAt: stamp });
        return { charge: { ...found, cycle: { ...cycle, chargingSince: stamp } } };
      }
      // A cycle noticed on a plan paused since waits for it; one of a cancelled plan never runs.
      if (plan.status !== 'active') return undefined;
      if (currentDueDate(found) !== cycle.dueDate) {
        // Skipped from the dashboard, or the part was reset, since the notice.
        await updateCycle(tx, cycle.id, { status: 'skipped', updatedAt: stamp });
        return undefined;
      }
      if (!found.card) {
        const reason = 'The plan has no saved card to charge.';
        return { settled: await declined(app, tx, found, { reason }) };
      }
      const product = found.replacement;
      if (!product || product.stock < plan.quantity) {
        return { settled: await outOfStock(app, tx, found, today) };
      }
      const next = {
        status: 'charging' as const,
        items: [{ productId: product.id, quantity: plan.quantity, unitCents: product.priceCents }],
        amountCents: amountToday(found),
        // Priced with shipping and tax once claimed, outside this transaction.
        shippingCents: null,
        taxCents: null,
        shippingMethodId: null,
        attempts: cycle.attempts + 1,
        chargingSince: stamp,
        lastError: null,
        updatedAt: stamp,
      };
      await updateCycle(tx, cycle.id, next);
      return { charge: { ...found, cycle: { ...cycle, ...next } } };
    },
  );
  if (!claimed) return;
  if ('settled' in claimed) return settle(app, claimed.settled, result);

  const context = await pricedClaim(app, claimed.charge);
  if (!context) return;
  if ('settled' in context) return settle(app, context.settled, result);
  const { cycle, plan, card } = context;
  let charge: OffSessionCharge | undefined;
  if (card) {
    charge = await app.payments.chargeSaved({
      amountCents: cycle.amountCents ?? 0,
      userId: plan.userId,
      customerId: card.customerId,
      paymentMethodId: card.paymentMethodId,
      testBehaviour: card.testBehaviour,
      idempotencyKey: `plan-${plan.id}-${cycle.dueDate}-${cycle.attempts}`,
    });
  }
  // The crash tests' switch (never set in production): die as a crash between charge and order.
  if (app.config.planTestKillAfterCharge) process.kill(process.pid, 'SIGKILL');
  const settled = await app.db.transaction(async (tx) => {
    const locked = await lockCycle(tx, cycle.id);
    // Taken over by another worker meanwhile (this one outlived its lease): it finishes.
    if (
      locked?.cycle.status !== 'charging' ||
      locked.cycle.chargingSince?.getTime() !== cycle.chargingSince?.getTime()
    ) {
      return undefined;
    }
    if (!charge) {
      return declined(app, tx, locked, { reason: 'The plan has no saved card to charge.' });
    }
    await recordPlanIntent(tx, {
      id: charge.id,
      userId: plan.userId,
      provider: app.payments.name,
      clientSecret: charge.clientSecret,
      amountCents: cycle.amountCents ?? 0,
      status: charge.status,
      items: cycle.items ?? [],
      lastError: charge.lastError,
      updatedAt: app.now(),
    });
    if (charge.status === 'succeeded') {
      return placeCycleOrder(app, tx, locked, charge.id, today);
    }
    if (charge.status === 'requires_action') {
      await updateCycle(tx, cycle.id, {
        status: 'needs_authentication',
        paymentIntentId: charge.id,
        lastError: charge.lastError,
        chargingSince: null,
        updatedAt: app.now(),
      });
      const queued = await queuePlanMessage(app, tx, locked, {
        kind: 'needs-authentication',
        amount: {
          amountCents: cycle.amountCents ?? 0,
          shippingCents: cycle.shippingCents ?? 0,
          taxCents: cycle.taxCents ?? 0,
        },
        confirmUrl: linkTo(app, cycle.id, 'confirm'),
      });
      return { queued, count: 'needsAuthentication' as const };
    }
    return declined(app, tx, locked, {
      reason: charge.lastError ?? 'Your card was declined.',
      paymentIntentId: charge.id,
    });
  });
  await settle(app, settled, result);
}

/**
 * The claimed cycle with its charge priced (shipping and tax for the saved address), kept in the
 * cycle before any charge, so a worker that takes it over charges the same amount. A claim
 * priced before (taken over after a charge) is as it was. An address the shop cannot price
 * declines the cycle with checkout's message. Undefined when another worker took the cycle.
 */
async function pricedClaim(
  app: AppContext,
  claimed: CycleContext,
): Promise<CycleContext | { settled: Settled } | undefined> {
  if (claimed.cycle.shippingCents !== null) return claimed;
  const pricing = await priceCycle(app, claimed);
  return app.db.transaction(async (tx) => {
    const locked = await lockCycle(tx, claimed.cycle.id);
    if (
      locked?.cycle.status !== 'charging' ||
      locked.cycle.chargingSince?.getTime() !== claimed.cycle.chargingSince?.getTime()
    )
      return undefined;
    if ('refusal' in pricing)
      return {
        settled: await declined(app, tx, locked, { reason: pricing.refusal, fix: 'address' }),
      };
    await updateCycle(tx, claimed.cycle.id, { ...pricing.priced, updatedAt: app.now() });
    return { ...locked, cycle: { ...locked.cycle, ...pricing.priced } };
  });
}

export { settle as settlePlanCycle };
