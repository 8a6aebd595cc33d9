import { ZIP_MAX_LENGTH } from './constants.js';
import { formMessages, zipMessages } from './messages.js';

export const FIVE_DIGIT_ZIP = /^\d{5}$/;

/** A US ZIP: 5 digits, or ZIP+4 (`12345-6789`); the first group is the five-digit part. */
export const US_ZIP = /^(\d{5})(?:-\d{4})?$/;

/** The five-digit part of a US ZIP (trimmed first), or undefined when the text is not one. */
export function fiveDigitZip(zip: string): string | undefined {
  return US_ZIP.exec(zip.trim())?.[1];
}

export type TdsZipCheck =
  | { readonly ok: true; readonly zip: string }
  | { readonly ok: false; readonly message: string };

/**
 * The water-quality checker's ZIP, checked as `zipSchema` checks it: trimmed, required
 * ('ZIP Code is required.'), at most `ZIP_MAX_LENGTH` characters, and exactly 5 digits. Written
 * without zod because the checker is on the home page's first load, where all of zod would
 * cost more than the rest of the page; a test keeps it in step with `zipSchema`.
 */
export function checkTdsZip(text: unknown): TdsZipCheck {
  if (typeof text !== 'string') return { ok: false, message: zipMessages.required };
  const zip = text.trim();
  if (zip === '') return { ok: false, message: zipMessages.required };
  if (zip.length > ZIP_MAX_LENGTH) {
    return { ok: false, message: formMessages.tooLong(ZIP_MAX_LENGTH) };
  }
  if (!FIVE_DIGIT_ZIP.test(zip)) return { ok: false, message: zipMessages.invalidFiveDigit };
  return { ok: true, zip };
}

/**
 * Whether the checker may call the TDS lookup: never for an empty ZIP, nor for a ZIP that is not
 * 5 digits, which the lookup cannot answer; the checker then shows its failure state without a
 * call.
 */
export function zipLookupAllowed(zip: string | null | undefined): boolean {
  return checkTdsZip(zip).ok;
}
