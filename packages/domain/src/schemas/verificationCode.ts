import { z } from 'zod';
import { VERIFICATION_TYPES, type VerificationType } from '../constants.js';
import { verificationMessages } from '../messages.js';
import { SIX_DIGIT_CODE } from './fields.js';

/** Exactly 6 digits (surrounding spaces trimmed), else 'Please enter a valid 6-digit code.'. */
export const verificationCodeField = z
  .string({ error: verificationMessages.invalidCode })
  .trim()
  .regex(SIX_DIGIT_CODE, verificationMessages.invalidCode);

/** The code page's form, also the body of POST /auth/verify-email and /auth/verify-phone. */
export const verificationCodeSchema = z.object({ code: verificationCodeField });
export type VerificationCodeInput = z.input<typeof verificationCodeSchema>;
export type VerificationCodeOutput = z.output<typeof verificationCodeSchema>;
export const verificationCodeDefaults: VerificationCodeInput = { code: '' };

/**
 * The `type` query parameter of /enterVerificationCode: 'email' or 'phone', else null (the page
 * then shows 'No verification type specified. Please start the process again.').
 */
export function parseVerificationType(value: string | null | undefined): VerificationType | null {
  return VERIFICATION_TYPES.find((type) => type === value) ?? null;
}

/**
 * The contact POST /auth/send-verification-code reaches without a body, and so the type the
 * code page is opened with: the e-mail address when there is one, else the phone number;
 * null when the account has neither.
 */
export function verificationTypeFor(contact: {
  readonly email?: string | null;
  readonly phoneNumber?: string | null;
}): VerificationType | null {
  if (contact.email) return 'email';
  if (contact.phoneNumber) return 'phone';
  return null;
}
