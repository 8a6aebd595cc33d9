import { z } from 'zod';
import {
  CREDENTIAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.js';
import { classifyContact, isEmail, isPhoneNumber } from '../contact.js';
import { authMessages, formMessages } from '../messages.js';
import { closedObject, requiredText, requiredTextMatching } from './fields.js';

const { fillRequired, agreeToTerms } = authMessages;

/** A new password: 8 to 128 characters, not trimmed. */
export const newPasswordField = z
  .string({ error: authMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, formMessages.tooLong(PASSWORD_MAX_LENGTH));

/** "E-mail or phone" that must classify as one of them (trimmed). */
export const contactField = requiredTextMatching(
  fillRequired,
  (value) => Object.keys(classifyContact(value)).length > 0,
  authMessages.invalidContact,
  CREDENTIAL_MAX_LENGTH,
);

const consent = z
  .boolean({ error: agreeToTerms })
  .refine((ticked) => ticked, { error: agreeToTerms });

/**
 * Sign-up form. Empty name, contact or password: 'Please fill in all required
 * fields.'; an unticked consent box: 'You must agree to the terms and tracking conditions.' on
 * that box. Beyond the spec: a contact that is neither an e-mail nor a phone shape gives
 * 'Enter a valid e-mail address or phone number.' (otherwise the form would silently send
 * neither), and a password under 8 characters 'Password must be at least 8 characters.'.
 */
export const signUpSchema = z.object({
  name: requiredText(fillRequired, NAME_MAX_LENGTH),
  contact: contactField,
  password: z
    .string({ error: fillRequired })
    .min(1, fillRequired)
    .max(PASSWORD_MAX_LENGTH, formMessages.tooLong(PASSWORD_MAX_LENGTH))
    .refine(
      (password) => password === '' || password.length >= PASSWORD_MIN_LENGTH,
      authMessages.passwordTooShort,
    ),
  /** SMS / transactional messages consent. */
  acceptMessages: consent,
  /** Terms acceptance. */
  acceptTerms: consent,
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpOutput = z.output<typeof signUpSchema>;
export const signUpDefaults: SignUpInput = {
  name: '',
  contact: '',
  password: '',
  acceptMessages: false,
  acceptTerms: false,
};

/**
 * Body of POST /auth/register as the server validates it: name, a password of at least 8
 * characters, and an email and/or a phoneNumber in the spec's shapes (at least one). Closed:
 * unknown fields such as a role are refused.
 */
export const registerPayloadSchema = closedObject({
  name: requiredText(fillRequired, NAME_MAX_LENGTH),
  password: newPasswordField,
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, formMessages.tooLong(EMAIL_MAX_LENGTH))
    .refine(isEmail, authMessages.invalidEmail)
    .optional(),
  phoneNumber: z.string().trim().refine(isPhoneNumber, authMessages.invalidPhoneNumber).optional(),
}).refine((payload) => payload.email !== undefined || payload.phoneNumber !== undefined, {
  error: authMessages.contactRequired,
  path: ['email'],
});
export type RegisterPayloadInput = z.input<typeof registerPayloadSchema>;
export type RegisterPayload = z.output<typeof registerPayloadSchema>;

/** The register call's body from validated sign-up values, the contact sent as email or phoneNumber. */
export function toRegisterPayload(values: SignUpOutput): RegisterPayload {
  return { name: values.name, password: values.password, ...classifyContact(values.contact) };
}
