import { randomBytes } from 'node:crypto';
import type { components } from '@wtkit/api-client';
import { CARD_BRANDS, type CardBrand } from '@wtkit/domain';
import { isUuid } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { notFound, paymentRefused, unprocessable } from '../errors.js';
import { cardVaultOf, confirmedStripeCard, type VaultCard } from './cardVault.js';
import {
  cardOfSetupIntent,
  customerIdOf,
  deleteSavedCard,
  insertSavedCard,
  insertSetupIntent,
  keepCustomer,
  type SavedCardRow,
  savedCardOfUser,
  savedCardsOf,
  setupIntentOfUser,
} from './queries.js';
import { type SetUpCard, setUpTestCard } from './testCards.js';

type ApiSavedCard = components['schemas']['SavedCard'];
type CardInput = { number: string; expMonth: number; expYear: number };

const SETUP_NOT_FOUND = 'Card setup not found.';
const CARD_NOT_FOUND = 'Saved card not found.';

const isCardBrand = (brand: string): brand is CardBrand =>
  (CARD_BRANDS as readonly string[]).includes(brand);

export function toApiSavedCard(row: SavedCardRow): ApiSavedCard {
  return {
    _id: row.id,
    brand: isCardBrand(row.brand) ? row.brand : 'unknown',
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's customer at the provider, created (and kept) with the first card. */
async function customerOf(app: AppContext, userId: string): Promise<string> {
  const vault = cardVaultOf(app);
  const existing = await customerIdOf(app.db, userId, vault.provider);
  if (existing) return existing;
  const customerId = await vault.createCustomer(userId);
  return keepCustomer(app.db, { userId, provider: vault.provider, customerId });
}

/** Starts saving a card: a setup intent for the user's customer, for charges made later. */
export async function startCardSetup(app: AppContext, userId: string) {
  const vault = cardVaultOf(app);
  const customerId = await customerOf(app, userId);
  const intent = await vault.createSetupIntent({ customerId, userId });
  await insertSetupIntent(app.db, {
    id: intent.id,
    userId,
    provider: vault.provider,
    customerId,
  });
  return { setupIntentId: intent.id, clientSecret: intent.clientSecret, provider: vault.provider };
}

/** The card a setup intent was confirmed with: Stripe's answer, or the test card's rules. */
async function confirmedCard(
  app: AppContext,
  setup: { id: string; customerId: string },
  card: CardInput | undefined,
): Promise<VaultCard & { behaviour: SetUpCard['behaviour'] | null }> {
  if (app.stripe) {
    if (card) {
      const message =
        'Card numbers are not taken here: confirm the card with Stripe, then send only the setup intent.';
      throw unprocessable(message, [{ path: 'card', message }]);
    }
    const confirmed = await confirmedStripeCard(app.stripe.client, setup.id, setup.customerId);
    if (!confirmed.ok) throw unprocessable(confirmed.message);
    return { ...confirmed.card, behaviour: null };
  }
  if (!card) {
    const message = 'Enter the card to save.';
    throw unprocessable(message, [{ path: 'card', message }]);
  }
  const outcome = setUpTestCard(card, app.now());
  if (!outcome.ok) {
    app.metrics.paymentFailed(outcome.code);
    throw paymentRefused(outcome.message);
  }
  const { ok: _ok, ...kept } = outcome;
  return { ...kept, paymentMethodId: `pm_test_${randomBytes(12).toString('hex')}` };
}

/**
 * Saves the card of one of the user's setup intents, once: saving the same setup intent again
 * answers the card saved the first time.
 */
export async function saveCard(
  app: AppContext,
  userId: string,
  input: { setupIntentId: string; card?: CardInput | undefined },
): Promise<{ card: ApiSavedCard; created: boolean }> {
  const vault = cardVaultOf(app);
  const setup = await setupIntentOfUser(app.db, userId, vault.provider, input.setupIntentId);
  if (!setup) throw notFound(SETUP_NOT_FOUND);
  const earlier = await cardOfSetupIntent(app.db, setup.id);
  if (earlier) return { card: toApiSavedCard(earlier), created: false };
  const card = await confirmedCard(app, setup, input.card);
  const row = await insertSavedCard(app.db, {
    userId,
    provider: vault.provider,
    paymentMethodId: card.paymentMethodId,
    customerId: setup.customerId,
    setupIntentId: setup.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    testBehaviour: card.behaviour,
    createdAt: app.now(),
  });
  if (row) return { card: toApiSavedCard(row), created: true };
  const saved = await cardOfSetupIntent(app.db, setup.id);
  if (!saved) throw new Error('saved card vanished after a conflicting insert');
  return { card: toApiSavedCard(saved), created: false };
}

export async function listCards(app: AppContext, userId: string): Promise<ApiSavedCard[]> {
  const rows = await savedCardsOf(app.db, userId);
  return rows.map(toApiSavedCard);
}

/** Removes one of the user's cards (detached at Stripe first); another user's is not found. */
export async function removeCard(app: AppContext, userId: string, id: string): Promise<string> {
  const card = isUuid(id) ? await savedCardOfUser(app.db, userId, id) : undefined;
  if (!card) throw notFound(CARD_NOT_FOUND);
  if (card.provider === cardVaultOf(app).provider) {
    await cardVaultOf(app).detach(card.paymentMethodId);
  }
  await deleteSavedCard(app.db, card.id);
  return card.id;
}
