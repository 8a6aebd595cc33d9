import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unwrap } from '@wtkit/api-client';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  orders,
  paymentCustomers,
  paymentIntents,
  planCycles,
  savedCards,
} from '../src/db/schema.js';
import { planLinkToken } from '../src/plans/links.js';
import { type RunningServer, startServer } from '../src/server.js';
import { apiClient, rawRequest } from './support/client.js';
import { startFakeStripe } from './support/fakeStripe.js';
import { ADDRESS, TEST_CARD } from './support/orders.js';
import { insertPlanCatalogue, planShopper } from './support/plans.js';

const SECRET_KEY = 'sk_test_wtkit_fake';
const WEBHOOK_SECRET = 'whsec_wtkit_test';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let server: RunningServer;
let base: string;
let dataDir: string;

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  dataDir = mkdtempSync(join(tmpdir(), 'wtkit-stripe-'));
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'stripe-admin@wtkit.test',
      ADMIN_PASSWORD: 'admin-password-for-stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
    }),
    { logger: pino({ level: 'silent' }) },
  );
  base = `${server.url}/api/v1`;
});

afterAll(async () => {
  await server?.close();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const signedEvent = (event: Record<string, unknown>) => {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, header };
};

describe('Stripe mode', () => {
  it('creates the intent at Stripe, records its webhook, and places the order once Stripe says succeeded', async () => {
    const api = apiClient(undefined, base);
    const email = 'stripe-shopper@example.com';
    await unwrap(
      api.POST('/auth/register', {
        body: { name: 'Stripe Shopper', email, password: 'long-enough-pw' },
      }),
    );
    const { data: session } = await unwrap(
      api.POST('/auth/login', { body: { credential: email, password: 'long-enough-pw' } }),
    );
    const shopper = apiClient(session.token, base);
    const { data: products } = await unwrap(
      shopper.GET('/products', { params: { query: { category: 'test kit' } } }),
    );
    const product = products.find((p) => p.stock > 0 && p.price > 0);
    if (!product) throw new Error('the seed has an in-stock test kit');
    const items = [{ productId: product._id, quantity: 2 }];

    const intent = await unwrap(
      shopper.POST('/payments/create-payment-intent', {
        body: { amount: Math.round(product.price * 200) / 100, items },
      }),
    );
    const atStripe = fake.intents.get(intent.data.paymentIntentId);
    expect(atStripe).toMatchObject({
      amount: Math.round(product.price * 200),
      currency: 'usd',
      metadata: { userId: session.user._id },
    });
    expect(intent.data.clientSecret).toBe(atStripe?.client_secret);
    expect(fake.requests.find((r) => r.path === '/v1/payment_intents')?.idempotencyKey).toMatch(
      /.{16,}/,
    );

    const testConfirm = await rawRequest('POST', '/payments/test-confirm', {
      base,
      token: session.token,
      body: JSON.stringify({ clientSecret: intent.data.clientSecret, card: TEST_CARD }),
    });
    expect(testConfirm.status).toBe(404);

    const orderBody = JSON.stringify({
      orderItems: items,
      shippingAddress: ADDRESS,
      paymentMethod: 'Stripe',
      paymentIntentId: intent.data.paymentIntentId,
    });
    const early = await rawRequest('POST', '/orders', {
      base,
      token: session.token,
      body: orderBody,
    });
    expect(early.status).toBe(402);

    const succeeded = fake.succeed(intent.data.paymentIntentId);
    const event = signedEvent({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: succeeded },
    });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const ack = await rawRequest('POST', '/payments/webhook', {
        base,
        body: event.payload,
        headers: { 'stripe-signature': event.header },
      });
      expect(ack).toMatchObject({ status: 200, body: { received: true } });
    }
    const [recorded] = await server.app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.data.paymentIntentId));
    expect(recorded?.status).toBe('succeeded');

    const forged = await rawRequest('POST', '/payments/webhook', {
      base,
      body: event.payload,
      headers: { 'stripe-signature': event.header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The webhook signature is not valid.');

    const placed = await rawRequest('POST', '/orders', {
      base,
      token: session.token,
      body: orderBody,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({
      paymentIntentId: intent.data.paymentIntentId,
      status: 'paid',
    });
  }, 120_000);

  it("saves a card as a PaymentMethod of the shopper's Customer through a SetupIntent, and detaches it on removal", async () => {
    const api = apiClient(undefined, base);
    const email = 'stripe-card-saver@example.com';
    await unwrap(
      api.POST('/auth/register', {
        body: { name: 'Card Saver', email, password: 'long-enough-pw' },
      }),
    );
    const { data: session } = await unwrap(
      api.POST('/auth/login', { body: { credential: email, password: 'long-enough-pw' } }),
    );
    const shopper = apiClient(session.token, base);

    const { data: setup } = await unwrap(shopper.POST('/payment-methods/setup-intent'));
    expect(setup.provider).toBe('stripe');
    const atStripe = fake.setupIntents.get(setup.setupIntentId);
    expect(atStripe).toMatchObject({
      usage: 'off_session',
      metadata: { userId: session.user._id },
    });
    expect(setup.clientSecret).toBe(atStripe?.client_secret);
    const customer = fake.customers.get(atStripe?.customer ?? '');
    expect(customer?.metadata).toEqual({ userId: session.user._id });

    const save = (body: Record<string, unknown>) =>
      rawRequest('POST', '/payment-methods', {
        base,
        token: session.token,
        body: JSON.stringify({ setupIntentId: setup.setupIntentId, ...body }),
      });
    // Not confirmed by Stripe.js yet; and a card number is never taken with Stripe.
    expect(await save({})).toMatchObject({
      status: 422,
      body: { message: 'This card has not been confirmed yet.' },
    });
    const withNumber = await save({ card: TEST_CARD });
    expect(withNumber.status).toBe(422);
    expect(withNumber.body.message).toMatch(/^Card numbers are not taken here/);

    const method = fake.confirmSetup(setup.setupIntentId, {
      brand: 'mastercard',
      last4: '4444',
      exp_month: 3,
      exp_year: 2041,
    });
    const saved = await save({});
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2041,
    });
    expect((await save({})).status).toBe(200);

    // A second card reuses the same Customer.
    const { data: second } = await unwrap(shopper.POST('/payment-methods/setup-intent'));
    expect(fake.setupIntents.get(second.setupIntentId)?.customer).toBe(atStripe?.customer);
    const customers = await server.app.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, session.user._id));
    expect(customers).toEqual([
      expect.objectContaining({ provider: 'stripe', customerId: atStripe?.customer }),
    ]);
    const [row] = await server.app.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.userId, session.user._id));
    expect(row).toMatchObject({ paymentMethodId: method.id, testBehaviour: null });

    // Another Customer's confirmed SetupIntent cannot be saved by this shopper.
    const otherEmail = 'stripe-other-saver@example.com';
    await unwrap(
      api.POST('/auth/register', {
        body: { name: 'Other Saver', email: otherEmail, password: 'long-enough-pw' },
      }),
    );
    const { data: other } = await unwrap(
      api.POST('/auth/login', { body: { credential: otherEmail, password: 'long-enough-pw' } }),
    );
    const foreign = await rawRequest('POST', '/payment-methods', {
      base,
      token: other.token,
      body: JSON.stringify({ setupIntentId: second.setupIntentId }),
    });
    expect(foreign.status).toBe(404);

    const removed = await rawRequest('DELETE', '/payment-methods/{id}', {
      base,
      path: `/payment-methods/${String((saved.body.data as { _id: string })._id)}`,
      token: session.token,
    });
    expect(removed.status).toBe(200);
    expect(fake.paymentMethods.get(method.id)?.customer).toBeNull();
    expect(
      fake.requests.some(
        (r) => r.method === 'POST' && r.path === `/v1/payment_methods/${method.id}/detach`,
      ),
    ).toBe(true);
    expect((await unwrap(shopper.GET('/payment-methods'))).data).toEqual([]);
  }, 120_000);

  it('charges a plan off session with the saved PaymentMethod, once per cycle, and takes a payment confirmed with Stripe.js', async () => {
    const { filterId } = await insertPlanCatalogue(server.app.db);
    /** A shopper with a plan paid by a card saved through a SetupIntent, answering as told. */
    const planned = async (behaviour: 'succeeds' | 'authenticates') => {
      const shopper = await planShopper({ base, filterId, card: false });
      const { data: setup } = await unwrap(shopper.api.POST('/payment-methods/setup-intent'));
      const method = fake.confirmSetup(setup.setupIntentId);
      fake.offSession.set(method.id, behaviour);
      await unwrap(
        shopper.api.POST('/payment-methods', { body: { setupIntentId: setup.setupIntentId } }),
      );
      const { data: plan } = await unwrap(
        shopper.api.POST('/plans', { body: { trackedPartId: shopper.cartridge._id } }),
      );
      return { ...shopper, plan, method };
    };
    const paying = await planned('succeeds');
    const confirming = await planned('authenticates');
    const admin = apiClient(
      (
        await unwrap(
          apiClient(undefined, base).POST('/auth/login', {
            body: { credential: 'stripe-admin@wtkit.test', password: 'admin-password-for-stripe' },
          }),
        )
      ).data.token,
      base,
    );
    const due = paying.plan.nextOrderDate ?? '';
    await unwrap(admin.POST('/test-clock', { body: { date: due } }));
    await unwrap(admin.POST('/test-clock', { body: { advanceDays: 1 } }));

    const charges = fake.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payment_intents' &&
        request.idempotencyKey?.startsWith('plan-'),
    );
    // One charge per plan, though the job ran at two moves of the clock.
    expect(charges.map((charge) => charge.idempotencyKey).sort()).toEqual(
      [paying.plan._id, confirming.plan._id].map((id) => `plan-${id}-${due}-1`).sort(),
    );
    const [paid] = (await unwrap(paying.api.GET('/orders/myorders'))).data;
    expect(paid).toMatchObject({ planId: paying.plan._id, totalPrice: 19.99 });
    expect(fake.intents.get(paid?.paymentIntentId ?? '')).toMatchObject({
      status: 'succeeded',
      amount: 1999,
    });

    // The card needs its holder: the link's page gets the intent's client secret for Stripe.js.
    expect((await unwrap(confirming.api.GET('/orders/myorders'))).data).toEqual([]);
    const [cycle] = await server.app.db
      .select()
      .from(planCycles)
      .where(eq(planCycles.planId, confirming.plan._id));
    expect(cycle?.status).toBe('needs_authentication');
    const recorded = await server.app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, cycle?.paymentIntentId ?? ''));
    expect(recorded[0]).toMatchObject({ source: 'plan', status: 'requires_action' });
    const token = planLinkToken(server.app.secret, cycle?.id ?? '', 'confirm');
    const link = (method: 'GET' | 'POST') =>
      rawRequest(method, '/plan-links/{token}', { base, path: `/plan-links/${token}` });
    const intent = fake.intents.get(cycle?.paymentIntentId ?? '');
    expect(await link('GET')).toMatchObject({
      status: 200,
      body: {
        data: {
          action: 'confirm',
          state: 'usable',
          clientSecret: intent?.client_secret,
          paymentMethodId: confirming.method.id,
        },
      },
    });
    expect(await link('POST')).toMatchObject({ status: 402 });
    fake.succeed(intent?.id ?? '');
    expect(await link('POST')).toMatchObject({
      status: 200,
      body: { data: { cycleStatus: 'ordered' } },
    });
    const placed = await server.app.db
      .select()
      .from(orders)
      .where(eq(orders.planId, confirming.plan._id));
    expect(placed).toHaveLength(1);
    expect(placed[0]?.paymentIntentId).toBe(intent?.id);
  }, 120_000);
});
