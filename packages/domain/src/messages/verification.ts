import { VERIFICATION_CODE_LENGTH } from '../constants.js';

/** Verification pages. */
export const verificationMessages = {
  loginRequired: 'You must be logged in to request a verification email.',
  sendFailed: 'An error occurred. Please try again.',
  codeSent: 'Verification code sent successfully!',
  noType: 'No verification type specified. Please start the process again.',
  verifyFailed: 'An error occurred.',
  success: 'Verification successful! Redirecting...',
  invalidCode: `Please enter a valid ${VERIFICATION_CODE_LENGTH}-digit code.`,
  /** Beyond the spec: the code page signed out (only the sending page had a text). */
  loginToVerify: 'You must be logged in to enter a verification code.',
} as const;
