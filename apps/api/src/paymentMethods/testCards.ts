import type { TestCardBehaviour } from '@wtkit/domain';
import { CARD_DECLINED, type CardOutcome, readTestCard } from '../payments/index.js';

export interface SetUpCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** How later charges made without the cardholder answer. */
  behaviour: TestCardBehaviour;
}

/** The card network of a card number, as Stripe names it (`card.brand`). */
export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** Stripe's test cards for saving a card, and how each answers the charges made later. */
const BEHAVIOUR_BY_NUMBER: Record<string, TestCardBehaviour> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  // Attaching succeeds; every charge is declined.
  '4000000000000341': 'declines',
  // Every charge needs the cardholder to authenticate, however the card was set up.
  '4000002760003184': 'authenticates',
};

/**
 * Confirms a test setup intent with a card: what the test provider keeps of a card it saves
 * (never the number), or Stripe's message for a card it will not save.
 */
export function setUpTestCard(
  card: { number: string; expMonth: number; expYear: number },
  now: Date,
): ({ ok: true } & SetUpCard) | Extract<CardOutcome, { ok: false }> {
  const read = readTestCard(card, now);
  if (!read.ok) return read;
  const behaviour = BEHAVIOUR_BY_NUMBER[read.digits];
  if (!behaviour) return CARD_DECLINED;
  return {
    ok: true,
    brand: cardBrandOf(read.digits),
    last4: read.digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    behaviour,
  };
}
