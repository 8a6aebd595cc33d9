import { CARRIER_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH } from './constants.js';
import { receivedOrdersMessages } from './messages.js';

/** A carrier's tracking number: letters and digits, with spaces or dashes between. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/**
 * Characters that have no place in a line of a customer's message: C0 and C1 control characters
 * (CR and LF among them), the Unicode line and paragraph separators, and the bidirectional
 * overrides that reorder what a reader sees. As the text of a character class.
 */
const UNPRINTABLE = String.raw`\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069`;

/**
 * A carrier's name as it goes into e-mails and text messages: one line of printable characters,
 * without `<` `>` (markup). The same text is the contract's `pattern` for the field.
 */
export const CARRIER_PATTERN = new RegExp(`^[^${UNPRINTABLE}<>]+$`);

/** Runs of unprintable characters, for putting text that came from elsewhere on one line. */
export const oneLine = (text: string) => text.replace(new RegExp(`[${UNPRINTABLE}]+`, 'g'), ' ');

/** What an admin types when shipping an order, trimmed; empty fields are left out. */
export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
}

/**
 * The shipment as the form sends it, or the problems with its fields (the server holds them to
 * the same rules: `readShipmentFields`). Both fields are optional; the lengths are cut at the
 * fields' limits by the inputs.
 */
export function readShipment(input: {
  carrier: string;
  trackingNumber: string;
}):
  | { ok: true; shipment: Shipment }
  | { ok: false; carrierError?: string; trackingNumberError?: string } {
  const carrier = input.carrier.trim().slice(0, CARRIER_MAX_LENGTH);
  const trackingNumber = input.trackingNumber.trim().slice(0, TRACKING_NUMBER_MAX_LENGTH);
  const carrierError =
    carrier && !CARRIER_PATTERN.test(carrier) ? receivedOrdersMessages.carrierInvalid : undefined;
  const trackingNumberError =
    trackingNumber && !TRACKING_NUMBER_PATTERN.test(trackingNumber)
      ? receivedOrdersMessages.trackingNumberInvalid
      : undefined;
  if (carrierError || trackingNumberError)
    return {
      ok: false,
      ...(carrierError ? { carrierError } : {}),
      ...(trackingNumberError ? { trackingNumberError } : {}),
    };
  return {
    ok: true,
    shipment: { ...(carrier ? { carrier } : {}), ...(trackingNumber ? { trackingNumber } : {}) },
  };
}

/** Each field's rule and the message that explains it, as the contract and the server state them. */
export const SHIPMENT_FIELD_RULES = {
  carrier: { pattern: CARRIER_PATTERN, message: receivedOrdersMessages.carrierInvalid },
  trackingNumber: {
    pattern: TRACKING_NUMBER_PATTERN,
    message: receivedOrdersMessages.trackingNumberInvalid,
  },
} as const;

/**
 * The shipment fields as the server stores them (trimmed, empty ones left out), or every field
 * that breaks its rule with the reason. Unlike `readShipment` (a form, which cuts what is typed to
 * the fields' lengths), nothing is cut: the request is refused instead.
 */
export function readShipmentFields(input: {
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}):
  | { ok: true; shipment: Shipment }
  | { ok: false; message: string; errors: Array<{ path: string; message: string }> } {
  const shipment: Shipment = {};
  const errors: Array<{ path: string; message: string }> = [];
  for (const field of ['carrier', 'trackingNumber'] as const) {
    const typed = input[field];
    const value = typed?.trim();
    if (!typed || !value) continue;
    // The rule holds for what was sent, as the contract checks it: a trailing line break is
    // refused, not trimmed away.
    const rule = SHIPMENT_FIELD_RULES[field];
    if (rule.pattern.test(typed)) shipment[field] = value;
    else errors.push({ path: field, message: rule.message });
  }
  if (errors.length > 0)
    return { ok: false, message: errors.map((error) => error.message).join(' '), errors };
  return { ok: true, shipment };
}
