import { formatUsd, oneLine } from '@wtkit/domain';
import type { Message } from '../messaging/index.js';

/**
 * What a plan tells its shopper, by the tracker's contact method: the notice before an order,
 * and why an order could not be placed. E-mails are plain text; text messages one line.
 */

export type PlanMessage =
  | {
      kind: 'notice';
      dueDate: string;
      amountCents: number;
      skipUrl: string;
      cancelUrl: string;
    }
  | { kind: 'declined'; reason: string; cardsUrl: string }
  | { kind: 'needs-authentication'; amountCents: number; confirmUrl: string }
  | { kind: 'out-of-stock'; retryUntil: string };

export interface PlanMessageSubject {
  productName: string;
  quantity: number;
  partName: string;
  system: string;
  userName: string;
}

function content(message: PlanMessage, about: PlanMessageSubject) {
  const what = `${about.quantity} × ${about.productName}`;
  const greeting = about.userName ? `Hello ${about.userName},` : 'Hello,';
  const forPart = `the ${about.partName} of your ${about.system}`;
  switch (message.kind) {
    case 'notice': {
      const amount = formatUsd(message.amountCents);
      return {
        subject: `Your filter plan orders ${about.productName} on ${message.dueDate}`,
        paragraphs: [
          greeting,
          `On ${message.dueDate} your filter plan orders ${what} for ${forPart}: ${amount} at today's price, charged to your saved card.`,
          `Skip this order: ${message.skipUrl}`,
          `Cancel the plan: ${message.cancelUrl}`,
          'Each link works once, without signing in, until the order is placed.',
        ],
        sms: `wtkit: on ${message.dueDate} your plan orders ${what} for ${amount}. Skip: ${message.skipUrl} Cancel: ${message.cancelUrl}`,
      };
    }
    case 'declined':
      return {
        subject: 'Your filter plan is paused: the card was declined',
        paragraphs: [
          greeting,
          `We could not charge your saved card for ${what} (${forPart}): ${message.reason} No order was placed, and the plan is paused.`,
          `Update your card and resume the plan: ${message.cardsUrl}`,
        ],
        sms: `wtkit: your card was declined for ${what}; your plan is paused. Update your card: ${message.cardsUrl}`,
      };
    case 'needs-authentication': {
      const amount = formatUsd(message.amountCents);
      return {
        subject: `Confirm your payment for ${about.productName}`,
        paragraphs: [
          greeting,
          `Your bank asks you to confirm the payment of ${amount} for ${what} (${forPart}). The order is placed as soon as you do.`,
          `Confirm the payment: ${message.confirmUrl}`,
        ],
        sms: `wtkit: confirm your payment of ${amount} for ${what}: ${message.confirmUrl}`,
      };
    }
    case 'out-of-stock':
      return {
        subject: `${about.productName} is out of stock`,
        paragraphs: [
          greeting,
          `${about.productName} is out of stock, so your filter plan's order for ${forPart} is not placed yet. Nothing was charged.`,
          `We try again every day until ${message.retryUntil} and tell you when it is placed.`,
        ],
        sms: `wtkit: ${about.productName} is out of stock; nothing was charged. We try your plan's order again daily until ${message.retryUntil}.`,
      };
  }
}

/** The message for `channel` (without its recipient). */
export function planMessage(
  message: PlanMessage,
  about: PlanMessageSubject,
  channel: Message['channel'],
): Omit<Message, 'to' | 'channel'> {
  const { subject, paragraphs, sms } = content(message, about);
  if (channel === 'sms') return { subject, text: oneLine(sms) };
  return { subject, text: paragraphs.join('\n\n') };
}
