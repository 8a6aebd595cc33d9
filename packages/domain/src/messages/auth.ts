import { PASSWORD_MIN_LENGTH } from '../constants.js';

/** Sign in, sign up, Google login. */
export const authMessages = {
  fillRequired: 'Please fill in all required fields.',
  agreeToTerms: 'You must agree to the terms and tracking conditions.',
  signUpFailed: 'An error occurred during sign up.',
  googleLoginFailed: 'Google Login process failed. Please try again.',
  googleHttpError: (status: number | string) => `HTTP error! status: ${status}`,
  googleBackendFailed: 'Failed to authenticate with backend',
  googleMissingData: 'Backend response was successful but did not contain expected data.',
  verifying: 'Verifying...',
  /** Beyond the spec: sign-up contact that is neither an e-mail nor a phone shape. */
  invalidContact: 'Enter a valid e-mail address or phone number.',
  /** Beyond the spec. */
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  /** Beyond the spec: register payload with neither email nor phoneNumber. */
  contactRequired: 'Provide an e-mail address or a phone number.',
  /** Beyond the spec. */
  invalidEmail: 'Enter a valid e-mail address.',
  /** Beyond the spec. */
  invalidPhoneNumber: 'Enter a valid phone number.',
} as const;
