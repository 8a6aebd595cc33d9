import { EMAIL_MAX_LENGTH } from './constants.js';

/**
 * The e-mail shape the shop accepts: a name of word characters with single dots or dashes between
 * runs, `@`, a domain of the same kind, and a final 2-3 character suffix.
 *
 * It accepts exactly the strings of the classic `^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$`
 * but without its nested quantifiers, which backtrack exponentially on long near-misses (a
 * denial-of-service risk on the server).
 */
const EMAIL_SHAPE = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,3}$/;

/** `0` and exactly 10 digits, or `+`, a 1-3 digit country code and 7-15 digits (8-18 in all). */
const PHONE_SHAPE = /^(?:0\d{10}|\+\d{8,18})$/;

/** True when the value (already trimmed) has the spec's e-mail shape. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}

/** True when the value (already trimmed) has the spec's phone shape. */
export function isPhoneNumber(value: string): boolean {
  return PHONE_SHAPE.test(value);
}

/**
 * What a sign-up contact value is sent as: `{}` (neither key present) when it is neither shape.
 * Optional `never` keys let callers read `.email` / `.phoneNumber` on any variant.
 */
export type ContactClassification =
  | { email: string; phoneNumber?: never }
  | { phoneNumber: string; email?: never }
  | { email?: never; phoneNumber?: never };

/**
 * Classifies the sign-up "e-mail or phone" input. The value is trimmed first; spaces or
 * separators inside a phone number make it neither.
 */
export function classifyContact(value: string): ContactClassification {
  const trimmed = value.trim();
  if (isEmail(trimmed)) return { email: trimmed };
  if (isPhoneNumber(trimmed)) return { phoneNumber: trimmed };
  return {};
}
