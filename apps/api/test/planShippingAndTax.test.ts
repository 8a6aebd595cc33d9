import { unwrap } from '@wtkit/api-client';
import { shippingRateMessages } from '@wtkit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, paymentIntents, planCycles, plans } from '../src/db/schema.js';
import { apiClient, rawRequest, suiteApi } from './support/client.js';
import { type OwnServer, startOwnServer, testClock } from './support/ownServer.js';
import { insertPlanCatalogue, planShopper } from './support/plans.js';

// A shop of its own: its shipping methods and tax rates apply to every order it prices, and the
// other plan files order without them.
const clock = testClock('2026-01-31T10:00:00.000Z');
const ADMIN = { ADMIN_EMAIL: 'plan-tax-admin@wtkit.test', ADMIN_PASSWORD: 'plan-tax-password' };
const CARTRIDGE_CENTS = 1999;
const TX_RATE_THOUSANDTHS = 8875;

let own: OwnServer;
let filterId: string;
let cartridgeId: string;
let adminToken: string;

beforeAll(async () => {
  own = await startOwnServer({
    now: clock.now,
    env: { REMINDER_INTERVAL_SECONDS: '0', ...ADMIN },
  });
  ({ filterId, cartridgeId } = await insertPlanCatalogue(own.server.app.db));
  ({ token: adminToken } = await suiteApi(own.base).signIn(
    ADMIN.ADMIN_EMAIL,
    ADMIN.ADMIN_PASSWORD,
  ));
  const admin = apiClient(adminToken, own.base);
  // Texas: the cheaper of two methods serving it is charged; a cheaper one for New York only
  // is not offered there.
  for (const method of [
    { name: 'Express', deliveryEstimate: '1-2 business days', price: 19, states: ['TX'] },
    { name: 'Ground', deliveryEstimate: '5-7 business days', price: 7.5, states: ['TX', 'NY'] },
    { name: 'Local courier', deliveryEstimate: 'Next day', price: 1, states: ['NY'] },
  ])
    await unwrap(admin.POST('/admin/shipping-methods', { body: method }));
  await unwrap(
    admin.PUT('/admin/tax-rates/{state}', {
      params: { path: { state: 'TX' } },
      body: { rate: TX_RATE_THOUSANDTHS / 1000, taxShipping: true },
    }),
  );
});
afterAll(() => own?.close());

const db = () => own.server.app.db;

async function moveTo(date: string) {
  const answer = await rawRequest('POST', '/test-clock', {
    base: own.base,
    token: adminToken,
    body: JSON.stringify({ date }),
  });
  expect(answer.status).toBe(200);
}

async function plannedShopper(quantity: number, options: { card?: string; sms?: string } = {}) {
  const shopper = await planShopper({ base: own.base, filterId, ...options });
  const { data: plan } = await unwrap(
    shopper.api.POST('/plans', { body: { trackedPartId: shopper.cartridge._id, quantity } }),
  );
  if (!plan.nextOrderDate) throw new Error('the plan has no next order date');
  return { ...shopper, plan, due: plan.nextOrderDate };
}

/** Tax at the rate, rounded to the cent, half up: computed here apart from the domain's rule. */
const taxAt = (cents: number, thousandths: number) =>
  Math.floor((cents * thousandths + 50_000) / 100_000);

/** What `quantity` cartridges cost shipped to Texas by Ground ($7.50) with its 8.875 % on both. */
function texasCharge(quantity: number) {
  const lineCents = CARTRIDGE_CENTS * quantity;
  const shippingCents = 750;
  const taxCents =
    taxAt(lineCents, TX_RATE_THOUSANDTHS) + taxAt(shippingCents, TX_RATE_THOUSANDTHS);
  return { shippingCents, taxCents, totalCents: lineCents + shippingCents + taxCents };
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

const messagesTo = (recipient: string) =>
  db().select().from(outbox).where(eq(outbox.recipient, recipient));

describe('a plan order with shipping and tax configured', () => {
  it('is charged the cheapest method for the saved address and the state’s tax per line, and the order keeps the lines the charge was made of', async () => {
    const shopper = await plannedShopper(3);
    await moveTo(shopper.due);

    const lineCents = CARTRIDGE_CENTS * 3;
    const shippingCents = 750;
    const lineTax = taxAt(lineCents, TX_RATE_THOUSANDTHS);
    const shippingTax = taxAt(shippingCents, TX_RATE_THOUSANDTHS);
    const totalCents = lineCents + shippingCents + lineTax + shippingTax;
    expect(totalCents).toBe(5997 + 750 + 532 + 67);

    const orders = (await unwrap(shopper.api.GET('/orders/myorders'))).data;
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({
      planId: shopper.plan._id,
      subtotal: lineCents / 100,
      discount: 0,
      shipping: shippingCents / 100,
      shippingMethod: { name: 'Ground' },
      tax: (lineTax + shippingTax) / 100,
      totalPrice: totalCents / 100,
      orderItems: [{ product: cartridgeId, quantity: 3, tax: lineTax / 100 }],
    });
    // The card was charged exactly the order's total.
    const [planRow] = await db()
      .select({ userId: plans.userId })
      .from(plans)
      .where(eq(plans.id, shopper.plan._id));
    const charges = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, planRow?.userId ?? ''));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      source: 'plan',
      status: 'succeeded',
      amountCents: totalCents,
    });
    const [cycle] = await db()
      .select()
      .from(planCycles)
      .where(eq(planCycles.planId, shopper.plan._id));
    expect(cycle).toMatchObject({
      status: 'ordered',
      amountCents: totalCents,
      shippingCents,
      taxCents: lineTax + shippingTax,
    });
  });

  it('is not charged when no method serves the saved address’s state: the cycle is declined with checkout’s message and the plan paused', async () => {
    const shopper = await plannedShopper(1);
    await unwrap(
      shopper.api.PUT('/users/me', {
        body: { address: { street: '1 Pike St', city: 'Seattle', state: 'WA', zip: '98101' } },
      }),
    );
    await moveTo(shopper.due);

    expect((await unwrap(shopper.api.GET('/orders/myorders'))).data).toEqual([]);
    const [cycle] = await db()
      .select()
      .from(planCycles)
      .where(eq(planCycles.planId, shopper.plan._id));
    expect(cycle).toMatchObject({
      status: 'declined',
      lastError: shippingRateMessages.notServed('Washington'),
      paymentIntentId: null,
    });
    const [planRow] = await db().select().from(plans).where(eq(plans.id, shopper.plan._id));
    expect(planRow?.status).toBe('paused');
    // The shopper is told what to change: the address, not the card.
    const [told] = (await messagesTo(shopper.email)).filter((row) =>
      row.subject.startsWith('Your filter plan is paused'),
    );
    expect(told?.subject).toBe('Your filter plan is paused: we cannot ship to your address');
    expect(told?.body).toContain(shippingRateMessages.notServed('Washington'));
    expect(told?.body).toMatch(
      /Update your Shipping Details, then resume the plan on your dashboard: \S+\/shippingDetails/,
    );
    expect(told?.body).not.toContain('Update your card');
    const charges = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, planRow?.userId ?? ''));
    expect(charges).toEqual([]);
  });

  it('states in its notice, by e-mail and by text message, the amount the order will charge: the part, shipping and sales tax', async () => {
    const phone = `+1512556${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
    const byEmail = await plannedShopper(3);
    const bySms = await plannedShopper(1, { sms: phone });
    await moveTo(addDays(byEmail.due, -7));

    const three = texasCharge(3);
    expect(three.totalCents).toBe(5997 + 750 + 532 + 67);
    const [email] = (await messagesTo(byEmail.email)).filter((row) =>
      row.subject.startsWith('Your filter plan orders'),
    );
    expect(email?.body).toContain(
      `${usd(three.totalCents)} at today's price, including $7.50 shipping and ${usd(three.taxCents)} sales tax, charged to your saved card.`,
    );
    // The skip link's page states the same amount.
    const skip = /Skip this order: \S*\/plan-links\/(\S+)/.exec(email?.body ?? '')?.[1];
    const link = await rawRequest('GET', '/plan-links/{token}', {
      base: own.base,
      path: `/plan-links/${encodeURIComponent(skip ?? '')}`,
    });
    expect(link).toMatchObject({ status: 200, body: { data: { amount: three.totalCents / 100 } } });

    const one = texasCharge(1);
    const texts = await messagesTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms' });
    expect(texts[0]?.body).toContain(
      `for ${usd(one.totalCents)} (incl. $7.50 shipping + ${usd(one.taxCents)} sales tax).`,
    );
    expect(texts[0]?.body).not.toContain('\n');

    // The order then charges what the notices said.
    await moveTo(byEmail.due);
    const [order] = (await unwrap(byEmail.api.GET('/orders/myorders'))).data;
    expect(order?.totalPrice).toBe(three.totalCents / 100);
    const [texted] = (await unwrap(bySms.api.GET('/orders/myorders'))).data;
    expect(texted?.totalPrice).toBe(one.totalCents / 100);
  });

  it('asks a card that needs its holder to confirm the whole amount, shipping and sales tax included', async () => {
    const shopper = await plannedShopper(1, { card: '4000 0027 6000 3184' });
    await moveTo(shopper.due);
    const asked = (await messagesTo(shopper.email)).filter((row) =>
      row.subject.startsWith('Confirm your payment'),
    );
    expect(asked).toHaveLength(1);
    const one = texasCharge(1);
    expect(asked[0]?.body).toContain(
      `Cartridge of your Kitchen (Plan RO)): ${usd(one.totalCents)}, including $7.50 shipping and ${usd(one.taxCents)} sales tax. The order is placed`,
    );
  });
});
