import { z } from 'zod';
import { CREDENTIAL_MAX_LENGTH } from '../constants.js';
import { classifyContact } from '../contact.js';
import { authMessages } from '../messages.js';
import { requiredTextMatching } from './fields.js';
import { newPasswordField } from './signUp.js';
import { verificationCodeField } from './verificationCode.js';

/** An account's e-mail or phone number, in the spec's shapes. */
const accountCredential = requiredTextMatching(
  authMessages.fillRequired,
  (value) => Object.keys(classifyContact(value)).length > 0,
  authMessages.invalidContact,
  CREDENTIAL_MAX_LENGTH,
);

/**
 * Forgot-password request (the sign-in page's link had no target in the specification; the API
 * has the call). Beyond the spec.
 */
export const forgotPasswordSchema = z.object({ credential: accountCredential });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordOutput = z.output<typeof forgotPasswordSchema>;
export const forgotPasswordDefaults: ForgotPasswordInput = { credential: '' };

/** Password reset: the credential, the 6-digit code sent to it, and a new password. */
export const resetPasswordSchema = z.object({
  credential: accountCredential,
  code: verificationCodeField,
  password: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordOutput = z.output<typeof resetPasswordSchema>;
export const resetPasswordDefaults: ResetPasswordInput = { credential: '', code: '', password: '' };
