import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { AppContext } from '../context.js';
import { askStripe } from '../payments/index.js';

/** A card Stripe holds, as the shop keeps it. */
export interface VaultCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Where saved cards live: Stripe's Customers, SetupIntents and PaymentMethods, or our own tables. */
export interface CardVault {
  readonly provider: 'test' | 'stripe';
  createCustomer(userId: string): Promise<string>;
  createSetupIntent(input: {
    customerId: string;
    userId: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** Stops the card being charged: detached from its customer. */
  detach(paymentMethodId: string): Promise<void>;
}

const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** The test provider's objects are rows of the shop's own tables; no call leaves the server. */
const testVault: CardVault = {
  provider: 'test',
  async createCustomer() {
    return testId('cus');
  },
  async createSetupIntent() {
    const id = testId('seti');
    return { id, clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}` };
  },
  async detach() {},
};

function stripeVault(stripe: Stripe): CardVault {
  return {
    provider: 'stripe',
    async createCustomer(userId) {
      const customer = await askStripe('create a customer', () =>
        stripe.customers.create(
          { metadata: { userId } },
          // One Customer per user, even when two first saves race.
          { idempotencyKey: `customer-${userId}` },
        ),
      );
      return customer.id;
    },
    async createSetupIntent({ customerId, userId }) {
      const intent = await askStripe('start saving a card', () =>
        stripe.setupIntents.create({
          customer: customerId,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true },
          metadata: { userId },
        }),
      );
      if (!intent.client_secret) {
        throw new Error('Stripe answered a setup intent without a client secret');
      }
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async detach(paymentMethodId) {
      await askStripe('remove a card', () => stripe.paymentMethods.detach(paymentMethodId));
    },
  };
}

/**
 * The card a Stripe SetupIntent was confirmed with in the browser, once Stripe says it
 * succeeded for this customer; otherwise why it cannot be saved.
 */
export async function confirmedStripeCard(
  stripe: Stripe,
  setupIntentId: string,
  customerId: string,
): Promise<{ ok: true; card: VaultCard } | { ok: false; message: string }> {
  const intent = await askStripe('read a card setup', () =>
    stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }),
  );
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (customer !== customerId) {
    return { ok: false, message: 'This card setup belongs to another customer.' };
  }
  const method = intent.payment_method;
  if (intent.status !== 'succeeded' || !method || typeof method === 'string' || !method.card) {
    return { ok: false, message: 'This card has not been confirmed yet.' };
  }
  return {
    ok: true,
    card: {
      paymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    },
  };
}

export const cardVaultOf = (app: AppContext): CardVault =>
  app.stripe ? stripeVault(app.stripe.client) : testVault;
