import { createHash, randomBytes } from 'node:crypto';
import type { TestCardBehaviour } from '@wtkit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paymentIntents } from '../db/schema.js';
import { PaymentProviderError } from './errors.js';
import type { IntentStatus, OffSessionCharge, PaymentProvider } from './provider.js';

/**
 * The built-in provider for development and tests: intents live in our own table and are confirmed
 * with Stripe's public test cards through POST /payments/test-confirm. No money moves.
 */
export function createTestProvider(db: Db): PaymentProvider {
  return {
    name: 'test',
    async create({ amountCents }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      return {
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        status: 'requires_payment_method',
        amountCents,
      };
    },
    async retrieve(id, stored) {
      if (stored) return { status: stored.status as IntentStatus, amountCents: stored.amountCents };
      const [row] = await db
        .select({ status: paymentIntents.status, amountCents: paymentIntents.amountCents })
        .from(paymentIntents)
        .where(eq(paymentIntents.id, id));
      if (!row) throw new PaymentProviderError('test', `unknown test payment intent ${id}`);
      return { status: row.status as IntentStatus, amountCents: row.amountCents };
    },
    // The amount lives in the shop's row of the intent, which the caller updates.
    async updateAmount() {},
    // As with Stripe, a refunded payment keeps its status (succeeded); the shop records the
    // refund itself (payment_intents.refunded_at).
    async refund(id) {
      await db
        .update(paymentIntents)
        .set({ lastError: 'Refunded: the order could not be fulfilled.' })
        .where(eq(paymentIntents.id, id));
    },
    // The intent's id follows from the idempotency key, so asking again answers the same charge:
    // as it is now when the shop recorded it, else as the saved card answers.
    async chargeSaved({ testBehaviour, idempotencyKey }) {
      const hash = (what: string) =>
        createHash('sha256').update(`${what}:${idempotencyKey}`).digest('hex').slice(0, 24);
      const id = `pi_test_${hash('intent')}`;
      const clientSecret = `${id}_secret_${hash('secret')}`;
      const [row] = await db
        .select({ status: paymentIntents.status, lastError: paymentIntents.lastError })
        .from(paymentIntents)
        .where(eq(paymentIntents.id, id));
      if (row) {
        return { id, clientSecret, ...(row as Pick<OffSessionCharge, 'status' | 'lastError'>) };
      }
      return { id, clientSecret, ...OFF_SESSION_OUTCOMES[testBehaviour ?? 'succeeds'] };
    },
    async confirmAuthenticated(id) {
      await db
        .update(paymentIntents)
        .set({ status: 'succeeded', lastError: null, updatedAt: new Date() })
        .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'requires_action')));
      return this.retrieve(id);
    },
  };
}

/** How a saved test card answers a charge made without the cardholder, in Stripe's words. */
const OFF_SESSION_OUTCOMES: Record<
  TestCardBehaviour,
  Pick<OffSessionCharge, 'status' | 'lastError'>
> = {
  succeeds: { status: 'succeeded', lastError: null },
  declines: { status: 'requires_payment_method', lastError: 'Your card was declined.' },
  authenticates: {
    status: 'requires_action',
    lastError: 'This payment needs the cardholder to authenticate it.',
  },
};

export type CardOutcome =
  | { ok: true }
  | {
      ok: false;
      message: string;
      code: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_number';
    };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

type TestCardInput = { number: string; expMonth: number; expYear: number };

/** The card's digits, or why no card network would take it (a wrong number, an expired card). */
export function readTestCard(
  card: TestCardInput,
  now: Date,
): { ok: true; digits: string } | Extract<CardOutcome, { ok: false }> {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) {
    return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
  }
  return { ok: true, digits };
}

export const CARD_DECLINED = {
  ok: false,
  code: 'card_declined',
  message: 'Your card was declined.',
} as const satisfies CardOutcome;

/** Stripe's public test cards (https://docs.stripe.com/testing), with Stripe's messages. */
export function chargeTestCard(card: TestCardInput, now: Date): CardOutcome {
  const read = readTestCard(card, now);
  if (!read.ok) return read;
  switch (read.digits) {
    case '4242424242424242':
    case '5555555555554444':
      return { ok: true };
    case '4000000000009995':
      return {
        ok: false,
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
    default:
      // 4000 0000 0000 0002, and any card that is not one of the test cards.
      return CARD_DECLINED;
  }
}
