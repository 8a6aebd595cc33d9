import { z } from 'zod';
import { CREDENTIAL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.js';
import { authMessages, formMessages } from '../messages.js';
import { closedObject, requiredText } from './fields.js';

const { fillRequired } = authMessages;

/** Sign-in credential: an e-mail address or phone number, trimmed. */
export const credentialField = requiredText(fillRequired, CREDENTIAL_MAX_LENGTH);

/** Sign-in password: any non-empty text, not trimmed (spaces may be part of it). */
const loginPasswordField = z
  .string({ error: fillRequired })
  .min(1, fillRequired)
  .max(PASSWORD_MAX_LENGTH, formMessages.tooLong(PASSWORD_MAX_LENGTH));

/**
 * Sign-in form: an empty credential (after trimming) or password gives
 * 'Please fill in all required fields.' on that field.
 */
export const signInSchema = z.object({
  credential: credentialField,
  password: loginPasswordField,
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignInOutput = z.output<typeof signInSchema>;
export const signInDefaults: SignInInput = { credential: '', password: '' };

/** Body of POST /auth/login, as the server validates it (closed: unknown fields are refused). */
export const loginPayloadSchema = closedObject({
  credential: credentialField,
  password: loginPasswordField,
});
export type LoginPayloadInput = z.input<typeof loginPayloadSchema>;
export type LoginPayload = z.output<typeof loginPayloadSchema>;
