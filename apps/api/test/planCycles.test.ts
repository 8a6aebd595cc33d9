import { unwrap } from '@wtkit/api-client';
import { partDueDate } from '@wtkit/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outbox,
  paymentIntents,
  planCycles,
  plans,
  products,
  reminders,
} from '../src/db/schema.js';
import { apiClient, rawRequest, suiteApi } from './support/client.js';
import { type OwnServer, startOwnServer, testClock } from './support/ownServer.js';
import { insertPlanCatalogue, planShopper } from './support/plans.js';

// The real clock stands still (but for the lease test); the test clock moves the shop's time,
// forward only, so each test starts its shopper at the shop's time and walks from there.
const clock = testClock('2026-01-31T10:00:00.000Z');
const ADMIN = { ADMIN_EMAIL: 'cycle-admin@wtkit.test', ADMIN_PASSWORD: 'cycle-admin-password' };
const DAY_MS = 24 * 3600 * 1000;

let own: OwnServer;
let filterId: string;
let cartridgeId: string;
let adminToken: string;

beforeAll(async () => {
  own = await startOwnServer({
    now: clock.now,
    env: { REMINDER_INTERVAL_SECONDS: '0', PLAN_STOCK_RETRY_DAYS: '2', ...ADMIN },
  });
  ({ filterId, cartridgeId } = await insertPlanCatalogue(own.server.app.db));
  ({ token: adminToken } = await suiteApi(own.base).signIn(
    ADMIN.ADMIN_EMAIL,
    ADMIN.ADMIN_PASSWORD,
  ));
});
afterAll(() => own?.close());

const db = () => own.server.app.db;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Moves the shop's clock to a day (its UTC midnight, or a later moment of it) and runs its jobs. */
async function moveTo(date: string) {
  const answer = await rawRequest('POST', '/test-clock', {
    base: own.base,
    token: adminToken,
    body: JSON.stringify({ date }),
  });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { plans: Record<string, number> } }).data.plans;
}

/** A shopper with a plan for the cartridge, started now; `due` is its cycle's due date. */
async function plannedShopper(options: { card?: string; quantity?: number; part?: 'membrane' }) {
  const shopper = await planShopper({ base: own.base, filterId, card: options.card });
  const part = options.part === 'membrane' ? shopper.membrane : shopper.cartridge;
  const { data: plan } = await unwrap(
    shopper.api.POST('/plans', {
      body: { trackedPartId: part._id, quantity: options.quantity ?? 1 },
    }),
  );
  if (!plan.nextOrderDate) throw new Error('the plan has no next order date');
  return { ...shopper, plan, due: plan.nextOrderDate };
}

/** The plan messages sent to this address (reminders and order notices left out). */
async function planMessages(email: string) {
  const rows = await db().select().from(outbox).where(eq(outbox.recipient, email));
  return rows.filter(
    (row) => !/replacement due soon|needs replacing|Your order \w+ /.test(row.subject),
  );
}

const linkIn = (body: string, label: string) => {
  const match = new RegExp(`${label}: \\S*/plan-links/(\\S+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${label} link in:\n${body}`);
  return match[1];
};

const useLink = (token: string, method: 'GET' | 'POST' = 'POST') =>
  rawRequest(method, '/plan-links/{token}', {
    base: own.base,
    path: `/plan-links/${encodeURIComponent(token)}`,
  });

const chargesOf = (userId: string) =>
  db().select().from(paymentIntents).where(eq(paymentIntents.userId, userId));

async function ordersOf(api: ReturnType<typeof apiClient>) {
  return (await unwrap(api.GET('/orders/myorders'))).data;
}

async function userOfPlan(planId: string) {
  const [row] = await db().select({ userId: plans.userId }).from(plans).where(eq(plans.id, planId));
  return row?.userId ?? '';
}

const addMonths = (day: string, months: number) =>
  partDueDate({ installationDate: `${day}T00:00:00.000Z`, lifespanMonths: months })
    ?.toISOString()
    .slice(0, 10);

async function cycleOf(planId: string) {
  const rows = await db().select().from(planCycles).where(eq(planCycles.planId, planId));
  expect(rows).toHaveLength(1);
  return rows[0] as typeof planCycles.$inferSelect;
}

describe('a plan cycle', () => {
  it('sends one notice PLAN_NOTICE_DAYS before, whose skip link works once, and then orders nothing', async () => {
    const shopper = await plannedShopper({});
    await moveTo(addDays(shopper.due, -8));
    expect(await planMessages(shopper.email)).toEqual([]);

    await moveTo(addDays(shopper.due, -7));
    await moveTo(`${addDays(shopper.due, -7)}T12:00:00Z`);
    await moveTo(addDays(shopper.due, -6));
    const notices = await planMessages(shopper.email);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.subject).toBe(
      `Your filter plan orders Plan Sediment Cartridge on ${shopper.due}`,
    );
    expect(notice?.body).toContain(`On ${shopper.due} your filter plan orders 1 × Plan Sediment`);
    expect(notice?.body).toContain('$19.99');
    const skip = linkIn(notice?.body ?? '', 'Skip this order');
    const cancel = linkIn(notice?.body ?? '', 'Cancel the plan');

    // Links the shop did not sign are not found.
    expect((await useLink(`${skip.slice(0, -2)}xx`)).status).toBe(404);
    expect((await useLink(skip.replace('.skip.', '.cancel.'))).status).toBe(404);

    expect(await useLink(skip, 'GET')).toMatchObject({
      status: 200,
      body: {
        data: {
          action: 'skip',
          state: 'usable',
          planId: shopper.plan._id,
          partName: shopper.cartridge.partProductNameSnapshot,
          productName: 'Plan Sediment Cartridge',
          amount: 19.99,
          dueDate: shopper.due,
          nextOrderDate: shopper.due,
          cycleStatus: 'noticed',
        },
      },
    });
    expect(await useLink(skip)).toMatchObject({
      status: 200,
      body: {
        message: 'This order is skipped.',
        data: { state: 'used', cycleStatus: 'skipped', nextOrderDate: addMonths(shopper.due, 6) },
      },
    });
    // Once: again, or the notice's other link, is refused.
    expect(await useLink(skip)).toMatchObject({ status: 409 });
    expect(await useLink(cancel)).toMatchObject({ status: 409 });

    const [plan] = (await unwrap(shopper.api.GET('/plans'))).data;
    expect(plan).toMatchObject({ status: 'active', skippedDueDate: shopper.due });
    // The next cycle is a whole part life after the skipped one.
    expect(plan?.nextOrderDate).toBe(addMonths(shopper.due, 6));

    await moveTo(addDays(shopper.due, 1));
    expect(await ordersOf(shopper.api)).toEqual([]);
    expect(await chargesOf(await userOfPlan(shopper.plan._id))).toEqual([]);
    // Its next cycle would order from the cartridge stock the next test counts.
    await unwrap(
      shopper.api.PATCH('/plans/{id}', {
        params: { path: { id: shopper.plan._id } },
        body: { action: 'cancel' },
      }),
    );
  });

  it('cancels the plan from the notice’s cancel link, once, and orders nothing', async () => {
    const shopper = await plannedShopper({});
    await moveTo(addDays(shopper.due, -3));
    const [notice] = await planMessages(shopper.email);
    const cancel = linkIn(notice?.body ?? '', 'Cancel the plan');
    expect(await useLink(cancel)).toMatchObject({
      status: 200,
      body: { message: 'Plan cancelled.', data: { state: 'used', cycleStatus: 'cancelled' } },
    });
    expect(await useLink(cancel)).toMatchObject({ status: 409 });
    expect((await unwrap(shopper.api.GET('/plans'))).data).toEqual([]);
    await moveTo(addDays(shopper.due, 1));
    expect(await ordersOf(shopper.api)).toEqual([]);
    expect(await chargesOf(await userOfPlan(shopper.plan._id))).toEqual([]);
  });

  it('places the order once on the due date at the day’s price, and the part restarts when it is delivered', async () => {
    const shopper = await plannedShopper({ quantity: 2 });
    await moveTo(addDays(shopper.due, -7));
    const [notice] = await planMessages(shopper.email);
    expect(notice?.body).toContain('$39.98');

    // The price changes after the notice: the order is placed at the day's price.
    await db().update(products).set({ priceCents: 2100 }).where(eq(products.id, cartridgeId));
    const [before] = await db().select().from(products).where(eq(products.id, cartridgeId));
    try {
      await moveTo(addDays(shopper.due, -1));
      expect(await ordersOf(shopper.api)).toEqual([]);
      const ran = await moveTo(shopper.due);
      expect(ran.ordered).toBeGreaterThanOrEqual(1);
      await moveTo(`${shopper.due}T18:00:00Z`);
      await moveTo(addDays(shopper.due, 2));
    } finally {
      await db().update(products).set({ priceCents: 1999 }).where(eq(products.id, cartridgeId));
    }
    const orders = await ordersOf(shopper.api);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({
      status: 'paid',
      totalPrice: 42,
      planId: shopper.plan._id,
      orderItems: [{ product: cartridgeId, quantity: 2, price: 21 }],
      shippingAddress: { street: '1 Main St', zip: '78701' },
    });
    const [after] = await db().select().from(products).where(eq(products.id, cartridgeId));
    expect(after?.stock).toBe((before?.stock ?? 0) - 2);
    const userId = order?.user._id ?? '';
    const charges = await chargesOf(userId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ source: 'plan', status: 'succeeded', amountCents: 4200 });
    expect(await cycleOf(shopper.plan._id)).toMatchObject({
      status: 'ordered',
      orderId: order?._id,
      attempts: 1,
    });
    // The order's confirmation went to the shopper like any other.
    const confirmations = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, shopper.email), like(outbox.subject, 'Your order %')));
    expect(confirmations).toHaveLength(1);

    // Until the order is delivered the part is not restarted: the next date is today.
    const delivered = await rawRequest('PUT', '/orders/{orderId}/deliver', {
      base: own.base,
      token: adminToken,
      path: `/orders/${order?._id}/deliver`,
    });
    expect(delivered.status).toBe(200);
    const [plan] = (await unwrap(shopper.api.GET('/plans'))).data;
    const deliveredOn = addDays(shopper.due, 2);
    // Delivered at the shop's time: the part's next life is a whole lifespan from then.
    expect(plan?.nextOrderDate).toBe(addMonths(deliveredOn, 6));
  });

  it('pauses the plan when the card is declined, tells the shopper, and shows the admin', async () => {
    const shopper = await plannedShopper({ card: '4000 0000 0000 0341' });
    await moveTo(shopper.due);
    expect(await ordersOf(shopper.api)).toEqual([]);
    const [plan] = (await unwrap(shopper.api.GET('/plans'))).data;
    expect(plan).toMatchObject({
      status: 'paused',
      nextOrderDate: null,
      problem: 'declined',
      problemReason: 'Your card was declined.',
      confirmPaymentHref: null,
    });
    const told = (await planMessages(shopper.email)).filter((row) =>
      row.subject.startsWith('Your filter plan is paused'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Your card was declined.');
    expect(told[0]?.body).toMatch(/Update your card and resume the plan: \S*\/settings/);

    const seen = await apiClient(adminToken, own.base).GET('/admin/plan-cycles', {
      params: { query: { status: 'declined' } },
    });
    expect(seen.data?.data).toContainEqual(
      expect.objectContaining({
        planId: shopper.plan._id,
        status: 'declined',
        lastError: 'Your card was declined.',
        user: expect.objectContaining({ email: shopper.email }),
      }),
    );
    const asShopper = await shopper.api.GET('/admin/plan-cycles');
    expect(asShopper.response.status).toBe(403);

    // A later run leaves the paused plan alone: still no order, no second message.
    await moveTo(addDays(shopper.due, 1));
    expect(await ordersOf(shopper.api)).toEqual([]);
    expect(
      (await planMessages(shopper.email)).filter((row) => row.subject.startsWith('Your filter')),
    ).toHaveLength(2);

    // Resumed, the plan charges again: the decline no longer waits for the shopper.
    const resumed = await unwrap(
      shopper.api.PATCH('/plans/{id}', {
        params: { path: { id: shopper.plan._id } },
        body: { action: 'resume' },
      }),
    );
    expect(resumed.data).toMatchObject({ status: 'active', problem: null, problemReason: null });
  });

  it('asks a card that needs its holder to confirm, and orders once they do', async () => {
    const shopper = await plannedShopper({ card: '4000 0027 6000 3184' });
    await moveTo(shopper.due);
    expect(await ordersOf(shopper.api)).toEqual([]);
    const asked = (await planMessages(shopper.email)).filter((row) =>
      row.subject.startsWith('Confirm your payment'),
    );
    expect(asked).toHaveLength(1);
    const confirm = linkIn(asked[0]?.body ?? '', 'Confirm the payment');
    const [waiting] = (await unwrap(shopper.api.GET('/plans'))).data;
    expect(waiting).toMatchObject({
      status: 'active',
      problem: 'authenticationRequired',
      confirmPaymentHref: `/plan-links/${confirm}`,
    });
    expect(await useLink(confirm, 'GET')).toMatchObject({
      status: 200,
      body: { data: { action: 'confirm', state: 'usable', cycleStatus: 'needs_authentication' } },
    });
    await moveTo(addDays(shopper.due, 1));
    expect(await ordersOf(shopper.api)).toEqual([]);

    expect(await useLink(confirm)).toMatchObject({
      status: 200,
      body: {
        message: 'Payment confirmed: your order is placed.',
        data: { cycleStatus: 'ordered' },
      },
    });
    expect(await useLink(confirm)).toMatchObject({ status: 409 });
    const [confirmed] = (await unwrap(shopper.api.GET('/plans'))).data;
    expect(confirmed).toMatchObject({ problem: null, confirmPaymentHref: null });
    await moveTo(addDays(shopper.due, 2));
    const orders = await ordersOf(shopper.api);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ planId: shopper.plan._id, totalPrice: 19.99 });
    const charges = await chargesOf(orders[0]?.user._id ?? '');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'succeeded', source: 'plan' });
  });

  it('does not charge while the product is out of stock, retries daily, tells the shopper once', async () => {
    // The membrane has 4 in stock; the plan orders 5.
    const shopper = await plannedShopper({ part: 'membrane', quantity: 5 });
    await moveTo(shopper.due);
    const userId = await userOfPlan(shopper.plan._id);
    expect(await cycleOf(shopper.plan._id)).toMatchObject({
      status: 'out_of_stock',
      outOfStockSince: shopper.due,
      lastAttemptOn: shopper.due,
    });
    await moveTo(addDays(shopper.due, 1));
    expect(await cycleOf(shopper.plan._id)).toMatchObject({
      status: 'out_of_stock',
      lastAttemptOn: addDays(shopper.due, 1),
    });
    const told = (await planMessages(shopper.email)).filter((row) =>
      row.subject.endsWith('is out of stock'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain(`until ${addDays(shopper.due, 2)}`);
    expect(await chargesOf(userId)).toEqual([]);
    expect(await ordersOf(shopper.api)).toEqual([]);

    // Back in stock: the next day's retry orders it, once.
    const membrane = await db().select().from(products).where(eq(products.sku, 'PLAN-MEM'));
    await db().update(products).set({ stock: 10 }).where(eq(products.sku, 'PLAN-MEM'));
    await moveTo(addDays(shopper.due, 2));
    await moveTo(addDays(shopper.due, 3));
    const orders = await ordersOf(shopper.api);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.orderItems[0]).toMatchObject({ quantity: 5 });
    expect(await chargesOf(userId)).toHaveLength(1);
    expect(membrane).toHaveLength(1);
  });

  it('misses the cycle when the retries end still out of stock, never charging', async () => {
    const shopper = await plannedShopper({ part: 'membrane', quantity: 50 });
    await moveTo(shopper.due);
    await moveTo(addDays(shopper.due, 3));
    expect(await cycleOf(shopper.plan._id)).toMatchObject({ status: 'missed' });
    expect(await chargesOf(await userOfPlan(shopper.plan._id))).toEqual([]);
    expect(
      (await planMessages(shopper.email)).filter((row) => row.subject.endsWith('is out of stock')),
    ).toHaveLength(1);
  });

  it('completes a charge whose worker died before the order: one charge, one order', async () => {
    const shopper = await plannedShopper({});
    await moveTo(addDays(shopper.due, -1));
    const cycle = await cycleOf(shopper.plan._id);
    // As a worker leaves a cycle it claimed and charged, then died before recording the order.
    await db()
      .update(planCycles)
      .set({
        status: 'charging',
        items: [{ productId: cartridgeId, quantity: 1, unitCents: 1999 }],
        amountCents: 1999,
        attempts: 1,
        chargingSince: clock.now(),
      })
      .where(eq(planCycles.id, cycle.id));
    // Within the lease, nobody else takes it.
    await moveTo(shopper.due);
    expect(await ordersOf(shopper.api)).toEqual([]);
    clock.set(
      new Date(clock.now().getTime() + (own.server.app.config.planChargeLeaseSeconds + 1) * 1000),
    );
    try {
      await moveTo(addDays(shopper.due, 1));
      await moveTo(addDays(shopper.due, 2));
    } finally {
      clock.set('2026-01-31T10:00:00.000Z');
    }
    const orders = await ordersOf(shopper.api);
    expect(orders).toHaveLength(1);
    expect(await chargesOf(orders[0]?.user._id ?? '')).toHaveLength(1);
    expect(await cycleOf(shopper.plan._id)).toMatchObject({ status: 'ordered', attempts: 1 });
  });

  it('sends no filter reminder for a part an active plan orders, and reminds again once it is paused', async () => {
    const shopper = await plannedShopper({});
    const remindersOf = (partId: string) =>
      db().select().from(reminders).where(eq(reminders.trackedPartId, partId));
    // Within the reminders' 14 days: the planned cartridge gets none.
    await moveTo(addDays(shopper.due, -14));
    expect(await remindersOf(shopper.cartridge._id)).toEqual([]);

    await unwrap(
      shopper.api.PATCH('/plans/{id}', {
        params: { path: { id: shopper.plan._id } },
        body: { action: 'pause' },
      }),
    );
    await moveTo(addDays(shopper.due, -13));
    expect(await remindersOf(shopper.cartridge._id)).toMatchObject([{ dueDate: shopper.due }]);
    await unwrap(
      shopper.api.PATCH('/plans/{id}', {
        params: { path: { id: shopper.plan._id } },
        body: { action: 'cancel' },
      }),
    );
  });

  it('shows admins the plan orders of the next 30 days by product, and a skipped one no more', async () => {
    const shopper = await plannedShopper({ quantity: 2 });
    const upcoming = async () => {
      const answer = await apiClient(adminToken, own.base).GET('/admin/upcoming-plan-orders');
      expect(answer.response.status).toBe(200);
      const data = answer.data?.data;
      const cartridge = data?.products.find((product) => product.productId === cartridgeId);
      return { data, cartridge };
    };
    await moveTo(addDays(shopper.due, -31));
    const before = await upcoming();
    await moveTo(addDays(shopper.due, -30));
    const within = await upcoming();
    expect(within.data).toMatchObject({
      from: addDays(shopper.due, -30),
      to: shopper.due,
    });
    expect(within.cartridge).toMatchObject({
      productName: 'Plan Sediment Cartridge',
      sku: expect.any(String),
      stock: expect.any(Number),
    });
    expect((within.cartridge?.orders ?? 0) - (before.cartridge?.orders ?? 0)).toBe(1);
    expect((within.cartridge?.quantity ?? 0) - (before.cartridge?.quantity ?? 0)).toBe(2);
    expect((within.cartridge?.firstOrderDate ?? '') <= shopper.due).toBe(true);

    await unwrap(
      shopper.api.PATCH('/plans/{id}', {
        params: { path: { id: shopper.plan._id } },
        body: { action: 'skip' },
      }),
    );
    const skipped = await upcoming();
    expect((within.cartridge?.orders ?? 0) - (skipped.cartridge?.orders ?? 0)).toBe(1);
    expect((await shopper.api.GET('/admin/upcoming-plan-orders')).response.status).toBe(403);
    await unwrap(
      shopper.api.PATCH('/plans/{id}', {
        params: { path: { id: shopper.plan._id } },
        body: { action: 'cancel' },
      }),
    );
  });
});
