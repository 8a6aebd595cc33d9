import { unwrap } from '@wtkit/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards } from '../src/db/schema.js';
import { apiClient, newShopper, rawRequest } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

const card = (number: string) => ({ number, expMonth: 11, expYear: 2099, cvc: '123' });

let own: OwnServer;
beforeAll(async () => {
  // A server of its own, so the test can read what the database keeps of a card.
  own = await startOwnServer();
});
afterAll(() => own?.close());

async function shopper() {
  const { token } = await newShopper('Card Saver', own.base);
  return { token, api: apiClient(token, own.base) };
}

async function saveTestCard(api: ReturnType<typeof apiClient>, number: string) {
  const { data: setup } = await unwrap(api.POST('/payment-methods/setup-intent'));
  return unwrap(
    api.POST('/payment-methods', {
      body: { setupIntentId: setup.setupIntentId, card: card(number) },
    }),
  );
}

describe('saved cards with the test provider', () => {
  it('starts with none, saves a card from a setup intent and lists it without its number', async () => {
    const { api } = await shopper();
    expect((await unwrap(api.GET('/payment-methods'))).data).toEqual([]);

    const { data: setup } = await unwrap(api.POST('/payment-methods/setup-intent'));
    expect(setup.provider).toBe('test');
    expect(setup.setupIntentId).toMatch(/^seti_test_/);
    expect(setup.clientSecret).toContain(`${setup.setupIntentId}_secret_`);

    const saved = await api.POST('/payment-methods', {
      body: { setupIntentId: setup.setupIntentId, card: card('4242 4242 4242 4242') },
    });
    expect(saved.response.status).toBe(201);
    expect(saved.data?.data).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 11,
      expYear: 2099,
    });
    expect(JSON.stringify(saved.data)).not.toContain('424242');

    // Saving the same setup intent again (a retry) answers the same card, not a second one.
    const again = await api.POST('/payment-methods', {
      body: { setupIntentId: setup.setupIntentId, card: card('4242 4242 4242 4242') },
    });
    expect(again.response.status).toBe(200);
    expect(again.data?.data._id).toBe(saved.data?.data._id);

    const { data: listed } = await unwrap(api.GET('/payment-methods'));
    expect(listed).toEqual([saved.data?.data]);
  });

  it('keeps brand, last 4, expiry and how later charges answer: 4242 succeeds, 0341 declines, 3184 authenticates', async () => {
    const { api } = await shopper();
    const plain = await saveTestCard(api, '4242424242424242');
    const declining = await saveTestCard(api, '4000 0000 0000 0341');
    const authenticating = await saveTestCard(api, '4000-0027-6000-3184');
    const mastercard = await saveTestCard(api, '5555 5555 5555 4444');
    expect(declining.data).toMatchObject({ brand: 'visa', last4: '0341' });
    expect(authenticating.data).toMatchObject({ brand: 'visa', last4: '3184' });
    expect(mastercard.data).toMatchObject({ brand: 'mastercard', last4: '4444' });

    const rows = await own.server.app.db.select().from(savedCards);
    const behaviourOf = (id: string) => rows.find((row) => row.id === id)?.testBehaviour;
    expect(behaviourOf(plain.data._id)).toBe('succeeds');
    expect(behaviourOf(declining.data._id)).toBe('declines');
    expect(behaviourOf(authenticating.data._id)).toBe('authenticates');
    expect(behaviourOf(mastercard.data._id)).toBe('succeeds');
    // No more of a number than its last 4 digits is kept anywhere in the rows.
    expect(JSON.stringify(rows)).not.toMatch(/424242424242|400000000000|400000276000|555555555555/);
    for (const row of rows) {
      expect(row.paymentMethodId).toMatch(/^pm_test_/);
      expect(row.customerId).toMatch(/^cus_test_/);
    }
    // One customer per shopper: every card of one shopper hangs off the same one.
    const mine = rows.filter(
      (row) => row.userId === rows.find((r) => r.id === plain.data._id)?.userId,
    );
    expect(new Set(mine.map((row) => row.customerId)).size).toBe(1);
  });

  it('refuses a declined, expired or mistyped card, and a save without a card', async () => {
    const { api, token } = await shopper();
    const { data: setup } = await unwrap(api.POST('/payment-methods/setup-intent'));
    const save = (number: string, expYear = 2099) =>
      rawRequest('POST', '/payment-methods', {
        base: own.base,
        token,
        body: JSON.stringify({
          setupIntentId: setup.setupIntentId,
          card: { ...card(number), expYear },
        }),
      });
    expect(await save('4000 0000 0000 0002')).toMatchObject({
      status: 402,
      body: { message: 'Your card was declined.' },
    });
    expect(await save('4242 4242 4242 4241')).toMatchObject({
      status: 402,
      body: { message: 'Your card number is incorrect.' },
    });
    expect(await save('4242 4242 4242 4242', 2001)).toMatchObject({
      status: 402,
      body: { message: 'Your card has expired.' },
    });
    const noCard = await rawRequest('POST', '/payment-methods', {
      base: own.base,
      token,
      body: JSON.stringify({ setupIntentId: setup.setupIntentId }),
    });
    expect(noCard).toMatchObject({ status: 422, body: { message: 'Enter the card to save.' } });
    // The setup intent can still be confirmed with a good card after the refusals.
    expect((await save('4242 4242 4242 4242')).status).toBe(201);
  });

  it("answers 404 for another shopper's setup intent and card, and removes only one's own", async () => {
    const owner = await shopper();
    const other = await shopper();
    const saved = await saveTestCard(owner.api, '4242 4242 4242 4242');

    const { data: setup } = await unwrap(owner.api.POST('/payment-methods/setup-intent'));
    const foreignSave = await rawRequest('POST', '/payment-methods', {
      base: own.base,
      token: other.token,
      body: JSON.stringify({ setupIntentId: setup.setupIntentId, card: card('4242424242424242') }),
    });
    expect(foreignSave).toMatchObject({ status: 404, body: { message: 'Card setup not found.' } });

    const path = `/payment-methods/${saved.data._id}`;
    const foreignDelete = await rawRequest('DELETE', '/payment-methods/{id}', {
      base: own.base,
      path,
      token: other.token,
    });
    expect(foreignDelete).toMatchObject({
      status: 404,
      body: { message: 'Saved card not found.' },
    });
    expect((await unwrap(other.api.GET('/payment-methods'))).data).toEqual([]);
    expect((await unwrap(owner.api.GET('/payment-methods'))).data).toHaveLength(1);

    const removed = await unwrap(
      owner.api.DELETE('/payment-methods/{id}', { params: { path: { id: saved.data._id } } }),
    );
    expect(removed.data._id).toBe(saved.data._id);
    expect((await unwrap(owner.api.GET('/payment-methods'))).data).toEqual([]);
    const rows = await own.server.app.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.id, saved.data._id));
    expect(rows).toEqual([]);
    // Removed already, and a malformed id: both not found.
    for (const id of [saved.data._id, 'not-a-card']) {
      const gone = await rawRequest('DELETE', '/payment-methods/{id}', {
        base: own.base,
        path: `/payment-methods/${id}`,
        token: owner.token,
      });
      expect(gone.status).toBe(404);
    }
  });

  it('asks for a signed-in shopper', async () => {
    for (const [method, path] of [
      ['GET', '/payment-methods'],
      ['POST', '/payment-methods/setup-intent'],
    ] as const) {
      expect((await rawRequest(method, path, { base: own.base })).status).toBe(401);
    }
  });
});
