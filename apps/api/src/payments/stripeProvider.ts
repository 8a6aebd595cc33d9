import Stripe from 'stripe';
import { PaymentProviderError } from './errors.js';
import type { IntentStatus, PaymentProvider } from './provider.js';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API origin; tests point it at a local server speaking the same endpoints. */
  apiHost: string | undefined;
  apiPort: number | undefined;
  apiProtocol: 'https' | 'http' | undefined;
}

export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.apiHost ? { host: config.apiHost } : {}),
    ...(config.apiPort ? { port: config.apiPort } : {}),
    ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
  });
}

/** A call to Stripe whose failure (network, refusal) becomes the provider's own error. */
export async function askStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PaymentProviderError('stripe', `Stripe could not ${what}: ${reason}`, {
      cause: error,
    });
  }
}

/** Real card payments through Stripe's PaymentIntents API; the browser confirms with Stripe.js. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async create({ amountCents, currency, userId, idempotencyKey }) {
      const intent = await askStripe('create a payment', () =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            automatic_payment_methods: { enabled: true },
            metadata: { userId },
          },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret)
        throw new PaymentProviderError(
          'stripe',
          'Stripe answered a payment intent without a client secret',
        );
      return {
        id: intent.id,
        clientSecret: intent.client_secret,
        status: intent.status as IntentStatus,
        amountCents: intent.amount,
      };
    },
    async retrieve(id) {
      const intent = await askStripe('read a payment', () => stripe.paymentIntents.retrieve(id));
      return { status: intent.status as IntentStatus, amountCents: intent.amount };
    },
    async updateAmount(id, amountCents) {
      await askStripe('change the amount of a payment', () =>
        stripe.paymentIntents.update(id, { amount: amountCents }),
      );
    },
    async refund(id) {
      await askStripe('refund a payment', () =>
        stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` }),
      );
    },
    async chargeSaved({ amountCents, userId, customerId, paymentMethodId, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: true,
            confirm: true,
            metadata: { userId },
          },
          { idempotencyKey },
        );
        return {
          id: intent.id,
          clientSecret: intent.client_secret ?? '',
          status:
            intent.status === 'succeeded'
              ? 'succeeded'
              : intent.status === 'requires_payment_method'
                ? 'requires_payment_method'
                : 'requires_action',
          lastError: intent.last_payment_error?.message ?? null,
        };
      } catch (error) {
        // A decline, or a card that needs its holder (`authentication_required`): Stripe answers
        // an error carrying the intent, which the shopper can still confirm in the shop.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          return {
            id: error.payment_intent.id,
            clientSecret: error.payment_intent.client_secret ?? '',
            status:
              error.code === 'authentication_required'
                ? 'requires_action'
                : 'requires_payment_method',
            lastError: error.message,
          };
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new PaymentProviderError(
          'stripe',
          `Stripe could not charge a saved card: ${reason}`,
          {
            cause: error,
          },
        );
      }
    },
    async confirmAuthenticated(id) {
      return this.retrieve(id);
    },
  };
}
