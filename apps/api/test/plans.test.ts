import { unwrap } from '@wtkit/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackedParts } from '../src/db/schema.js';
import { rawRequest } from './support/client.js';
import { type OwnServer, startOwnServer, testClock } from './support/ownServer.js';
import { PLAN_ADDRESS as ADDRESS, insertPlanCatalogue, planShopper } from './support/plans.js';

// The parts start their life at this moment; the cartridge lasts 6 months: due 2026-07-31.
const clock = testClock('2026-01-31T10:00:00.000Z');

let own: OwnServer;
let filterId: string;
let cartridgeId: string;

beforeAll(async () => {
  own = await startOwnServer({ now: clock.now, env: { REMINDER_INTERVAL_SECONDS: '0' } });
  ({ filterId, cartridgeId } = await insertPlanCatalogue(own.server.app.db));
});
afterAll(() => own?.close());

/** A shopper of the Plan RO, tracked at the clock's start. */
function shopper(options: { card?: string | false; address?: boolean } = {}) {
  clock.set('2026-01-31T10:00:00.000Z');
  return planShopper({ base: own.base, filterId, ...options });
}

const patch = (token: string, id: string, body: unknown) =>
  rawRequest('PATCH', '/plans/{id}', {
    base: own.base,
    token,
    path: `/plans/${id}`,
    body: JSON.stringify(body),
  });

const post = (token: string, body: unknown) =>
  rawRequest('POST', '/plans', { base: own.base, token, body: JSON.stringify(body) });

describe('starting a plan', () => {
  it('plans a tracked part with its replacement, the newest card and the Shipping Details address', async () => {
    const { api, cardId, tracked, cartridge } = await shopper();
    expect(cartridge.initialLifespanMonths).toBe(6);
    expect((await unwrap(api.GET('/plans'))).data).toEqual([]);

    const started = await api.POST('/plans', {
      body: { trackedPartId: cartridge._id, quantity: 2 },
    });
    expect(started.response.status).toBe(201);
    const plan = started.data?.data;
    expect(plan).toMatchObject({
      trackedProductId: tracked._id,
      trackedPartId: cartridge._id,
      partName: 'Plan Sediment Cartridge',
      status: 'active',
      quantity: 2,
      replacement: { _id: cartridgeId, name: 'Plan Sediment Cartridge', price: 19.99, stock: 40 },
      savedCard: { _id: cardId, brand: 'visa', last4: '4242' },
      shippingAddress: ADDRESS,
      nextOrderDate: '2026-07-31',
      skippedDueDate: null,
    });
    expect((await unwrap(api.GET('/plans'))).data).toEqual([plan]);
  });

  it('orders on the day a part is spent already, and reads the address as Shipping Details say now', async () => {
    const { api, cartridge } = await shopper();
    clock.set('2026-08-05T09:00:00.000Z');
    const { data: plan } = await unwrap(
      api.POST('/plans', { body: { trackedPartId: cartridge._id } }),
    );
    expect(plan).toMatchObject({ quantity: 1, nextOrderDate: '2026-08-05' });

    const moved = { ...ADDRESS, street: '9 Elm St' };
    await unwrap(api.PUT('/users/me', { body: { address: moved } }));
    const { data: listed } = await unwrap(api.GET('/plans'));
    expect(listed[0]?.shippingAddress).toEqual(moved);
  });

  it('pays with the card named, and refuses a second plan for the same part', async () => {
    const { api, token, cartridge } = await shopper();
    const { data: setup } = await unwrap(api.POST('/payment-methods/setup-intent'));
    const { data: second } = await unwrap(
      api.POST('/payment-methods', {
        body: {
          setupIntentId: setup.setupIntentId,
          card: { number: '5555 5555 5555 4444', expMonth: 1, expYear: 2099, cvc: '123' },
        },
      }),
    );
    const { data: plan } = await unwrap(
      api.POST('/plans', { body: { trackedPartId: cartridge._id, savedCardId: second._id } }),
    );
    expect(plan.savedCard).toMatchObject({ _id: second._id, brand: 'mastercard' });

    expect(await post(token, { trackedPartId: cartridge._id })).toMatchObject({
      status: 409,
      body: { message: 'This part already has a plan.' },
    });
  });
});

describe('refusing a plan', () => {
  it('refuses a shopper with no saved card', async () => {
    const { token, cartridge } = await shopper({ card: false });
    expect(await post(token, { trackedPartId: cartridge._id })).toMatchObject({
      status: 422,
      body: {
        message: 'Save a card in Settings first: a plan pays each order with a saved card.',
        errors: [{ path: 'savedCardId' }],
      },
    });
  });

  it('refuses a part whose replacement left the catalogue', async () => {
    const { token, membrane } = await shopper();
    // Deleting a part product sets its tracked parts' product to null (0046): the same here.
    await own.server.app.db
      .update(trackedParts)
      .set({ partProductId: null })
      .where(eq(trackedParts.id, membrane._id));
    expect(await post(token, { trackedPartId: membrane._id })).toMatchObject({
      status: 422,
      body: {
        message:
          'This part has no product in the catalogue to replace it with, so it cannot be planned.',
        errors: [{ path: 'trackedPartId' }],
      },
    });
  });

  it('refuses a shopper without a full address in Shipping Details', async () => {
    const { token, cartridge } = await shopper({ address: false });
    expect(await post(token, { trackedPartId: cartridge._id })).toMatchObject({
      status: 422,
      body: { errors: [{ path: 'shippingAddress' }] },
    });
  });

  it('answers another shopper’s part, card and plan as not found', async () => {
    const owner = await shopper();
    const other = await shopper();
    expect(await post(other.token, { trackedPartId: owner.cartridge._id })).toMatchObject({
      status: 404,
      body: { message: 'Tracked part not found.' },
    });
    expect(
      await post(other.token, { trackedPartId: other.cartridge._id, savedCardId: owner.cardId }),
    ).toMatchObject({ status: 404, body: { message: 'Saved card not found.' } });

    const { data: plan } = await unwrap(
      owner.api.POST('/plans', { body: { trackedPartId: owner.cartridge._id } }),
    );
    expect((await unwrap(other.api.GET('/plans'))).data).toEqual([]);
    for (const action of ['skip', 'pause', 'resume', 'cancel']) {
      expect(await patch(other.token, plan._id, { action })).toMatchObject({
        status: 404,
        body: { message: 'Plan not found.' },
      });
    }
    expect(await patch(other.token, plan._id, { quantity: 5 })).toMatchObject({ status: 404 });
    // Untouched by all of that.
    expect((await unwrap(owner.api.GET('/plans'))).data).toEqual([plan]);
    expect(await patch(owner.token, 'not-a-plan', { action: 'skip' })).toMatchObject({
      status: 404,
    });
  });

  it('refuses an action that does not exist, an empty change and a quantity below 1', async () => {
    const { api, token, cartridge } = await shopper();
    const { data: plan } = await unwrap(
      api.POST('/plans', { body: { trackedPartId: cartridge._id } }),
    );
    expect(await patch(token, plan._id, { action: 'renew' })).toMatchObject({ status: 400 });
    expect(await patch(token, plan._id, {})).toMatchObject({ status: 400 });
    expect(await patch(token, plan._id, { quantity: 0 })).toMatchObject({ status: 400 });
    expect(await post(token, { trackedPartId: cartridge._id, quantity: 0 })).toMatchObject({
      status: 400,
    });
    expect(await rawRequest('GET', '/plans', { base: own.base })).toMatchObject({ status: 401 });
  });
});

describe('changing a plan', () => {
  it('skips the next order, then the one after, each a whole part life later', async () => {
    const { api, token, cartridge } = await shopper();
    const { data: plan } = await unwrap(
      api.POST('/plans', { body: { trackedPartId: cartridge._id } }),
    );
    const skipped = await patch(token, plan._id, { action: 'skip' });
    expect(skipped).toMatchObject({
      status: 200,
      body: {
        message: 'The next order is skipped.',
        data: { status: 'active', nextOrderDate: '2027-01-31', skippedDueDate: '2026-07-31' },
      },
    });
    expect(await patch(token, plan._id, { action: 'skip' })).toMatchObject({
      body: { data: { nextOrderDate: '2027-07-31', skippedDueDate: '2027-01-31' } },
    });
    // Past the first skipped date the plan still waits for the cycle after the skipped ones.
    clock.set('2026-08-15T12:00:00.000Z');
    expect((await unwrap(api.GET('/plans'))).data[0]?.nextOrderDate).toBe('2027-07-31');

    // Resetting the part starts its life again: an earlier skip no longer counts.
    clock.set('2027-03-01T12:00:00.000Z');
    await unwrap(
      api.POST('/trackers/tracked-products/{id}/parts/{partId}/reset', {
        params: { path: { id: plan.trackedProductId, partId: cartridge._id } },
      }),
    );
    expect((await unwrap(api.GET('/plans'))).data[0]).toMatchObject({
      nextOrderDate: '2027-09-01',
      skippedDueDate: null,
    });
  });

  it('pauses, resumes, changes the quantity and cancels, refusing what the state does not allow', async () => {
    const { api, token, cartridge } = await shopper();
    const { data: plan } = await unwrap(
      api.POST('/plans', { body: { trackedPartId: cartridge._id } }),
    );
    expect(await patch(token, plan._id, { action: 'resume' })).toMatchObject({
      status: 409,
      body: { message: 'This plan is not paused.' },
    });
    expect(await patch(token, plan._id, { action: 'pause' })).toMatchObject({
      status: 200,
      body: { message: 'Plan paused.', data: { status: 'paused', nextOrderDate: null } },
    });
    expect(await patch(token, plan._id, { action: 'pause' })).toMatchObject({
      status: 409,
      body: { message: 'This plan is paused already.' },
    });
    expect(await patch(token, plan._id, { action: 'skip' })).toMatchObject({
      status: 409,
      body: { message: 'Resume the plan before skipping an order.' },
    });
    expect(await patch(token, plan._id, { action: 'resume', quantity: 3 })).toMatchObject({
      status: 200,
      body: {
        message: 'Plan resumed.',
        data: { status: 'active', quantity: 3, nextOrderDate: '2026-07-31' },
      },
    });
    expect(await patch(token, plan._id, { quantity: 4 })).toMatchObject({
      status: 200,
      body: { message: 'Plan updated.', data: { quantity: 4 } },
    });

    expect(await patch(token, plan._id, { action: 'cancel' })).toMatchObject({
      status: 200,
      body: { message: 'Plan cancelled.', data: { status: 'cancelled', nextOrderDate: null } },
    });
    expect((await unwrap(api.GET('/plans'))).data).toEqual([]);
    for (const body of [{ action: 'resume' }, { action: 'cancel' }, { quantity: 2 }]) {
      expect(await patch(token, plan._id, body)).toMatchObject({
        status: 409,
        body: { message: 'This plan is cancelled; start a new one for the part instead.' },
      });
    }
    // The part can be planned again.
    expect(await post(token, { trackedPartId: cartridge._id })).toMatchObject({ status: 201 });
  });

  it('keeps a plan whose card was removed, which resumes only with another card', async () => {
    const { api, token, cardId, cartridge } = await shopper();
    const { data: plan } = await unwrap(
      api.POST('/plans', { body: { trackedPartId: cartridge._id } }),
    );
    await unwrap(
      api.PATCH('/plans/{id}', { params: { path: { id: plan._id } }, body: { action: 'pause' } }),
    );
    await unwrap(api.DELETE('/payment-methods/{id}', { params: { path: { id: cardId ?? '' } } }));
    expect((await unwrap(api.GET('/plans'))).data[0]?.savedCard).toBeNull();
    expect(await patch(token, plan._id, { action: 'resume' })).toMatchObject({
      status: 422,
      body: { errors: [{ path: 'savedCardId' }] },
    });

    const { data: setup } = await unwrap(api.POST('/payment-methods/setup-intent'));
    const { data: card } = await unwrap(
      api.POST('/payment-methods', {
        body: {
          setupIntentId: setup.setupIntentId,
          card: { number: '4242 4242 4242 4242', expMonth: 3, expYear: 2099, cvc: '123' },
        },
      }),
    );
    expect(await patch(token, plan._id, { action: 'resume', savedCardId: card._id })).toMatchObject(
      {
        status: 200,
        body: { data: { status: 'active', savedCard: { _id: card._id } } },
      },
    );
  });

  it('applies two changes sent at once one after the other', async () => {
    const { api, token, cartridge } = await shopper();
    const { data: plan } = await unwrap(
      api.POST('/plans', { body: { trackedPartId: cartridge._id } }),
    );
    const answers = await Promise.all([
      patch(token, plan._id, { action: 'pause' }),
      patch(token, plan._id, { action: 'pause' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
