import { formatUsd, oneLine } from '@wtkit/domain';
import type { Message } from '../messaging/index.js';

/**
 * What a plan tells its shopper, by the tracker's contact method: the notice before an order,
 * and why an order could not be placed. E-mails are plain text; text messages one line.
 */

/** What an order charges: the total, and the shipping and sales tax it includes. */
export interface ChargedAmount {
  amountCents: number;
  shippingCents: number;
  taxCents: number;
}

export type PlanMessage =
  | {
      kind: 'notice';
      dueDate: string;
      amount: ChargedAmount;
      /** Why the order cannot be shipped to the saved address as it is (then `amount` is the lines'). */
      unshippable?: string;
      skipUrl: string;
      cancelUrl: string;
    }
  | { kind: 'declined'; reason: string; cardsUrl: string }
  /** The order could not be priced for the saved address (no method serves its state). */
  | { kind: 'unshippable'; reason: string; detailsUrl: string }
  | { kind: 'needs-authentication'; amount: ChargedAmount; confirmUrl: string }
  | { kind: 'out-of-stock'; retryUntil: string };

export interface PlanMessageSubject {
  productName: string;
  quantity: number;
  partName: string;
  system: string;
  userName: string;
}

/** The shipping and sales tax an amount includes, each only when charged. */
function includedCharges({ shippingCents, taxCents }: ChargedAmount): string[] {
  return [
    ...(shippingCents > 0 ? [`${formatUsd(shippingCents)} shipping`] : []),
    ...(taxCents > 0 ? [`${formatUsd(taxCents)} sales tax`] : []),
  ];
}

/** "$X{qualifier}", with ", including $S shipping and $T sales tax" when either is charged. */
function describeAmount(amount: ChargedAmount, qualifier = ''): string {
  const included = includedCharges(amount);
  const total = `${formatUsd(amount.amountCents)}${qualifier}`;
  return included.length === 0 ? total : `${total}, including ${included.join(' and ')}`;
}

/** The one-line form: "$X", or "$X (incl. $S shipping + $T sales tax)". */
function shortAmount(amount: ChargedAmount): string {
  const included = includedCharges(amount);
  const total = formatUsd(amount.amountCents);
  return included.length === 0 ? total : `${total} (incl. ${included.join(' + ')})`;
}

function content(message: PlanMessage, about: PlanMessageSubject) {
  const what = `${about.quantity} × ${about.productName}`;
  const greeting = about.userName ? `Hello ${about.userName},` : 'Hello,';
  const forPart = `the ${about.partName} of your ${about.system}`;
  switch (message.kind) {
    case 'notice': {
      const amount = describeAmount(message.amount, " at today's price");
      return {
        subject: `Your filter plan orders ${about.productName} on ${message.dueDate}`,
        paragraphs: [
          greeting,
          `On ${message.dueDate} your filter plan orders ${what} for ${forPart}: ${amount}, charged to your saved card.`,
          ...(message.unshippable
            ? [
                `${message.unshippable} Update your Shipping Details before ${message.dueDate}, or the order cannot be placed.`,
              ]
            : []),
          `Skip this order: ${message.skipUrl}`,
          `Cancel the plan: ${message.cancelUrl}`,
          'Each link works once, without signing in, until the order is placed.',
        ],
        sms: `wtkit: on ${message.dueDate} your plan orders ${what} for ${shortAmount(message.amount)}. Skip: ${message.skipUrl} Cancel: ${message.cancelUrl}`,
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
    case 'unshippable':
      return {
        subject: 'Your filter plan is paused: we cannot ship to your address',
        paragraphs: [
          greeting,
          `We could not place the order of ${what} (${forPart}): ${message.reason} Nothing was charged, and the plan is paused.`,
          `Update your Shipping Details, then resume the plan on your dashboard: ${message.detailsUrl}`,
        ],
        sms: `wtkit: we cannot ship ${what} to your address; your plan is paused. Update your Shipping Details: ${message.detailsUrl}`,
      };
    case 'needs-authentication': {
      return {
        subject: `Confirm your payment for ${about.productName}`,
        paragraphs: [
          greeting,
          `Your bank asks you to confirm the payment for ${what} (${forPart}): ${describeAmount(message.amount)}. The order is placed as soon as you do.`,
          `Confirm the payment: ${message.confirmUrl}`,
        ],
        sms: `wtkit: confirm your payment of ${shortAmount(message.amount)} for ${what}: ${message.confirmUrl}`,
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
