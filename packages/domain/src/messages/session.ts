/** Session and permission errors shared by several screens. */
export const sessionMessages = {
  expired: 'Session expired. Please log in again.',
  expiredOrInvalid: 'Session expired or invalid. Please log in again.',
  /** Beyond the spec: a call that needs a session was made without one. */
  loginToContinue: 'Please log in to continue.',
  authenticationError: 'Authentication error. Please log in again.',
  accessDenied: 'Access denied. Admin privileges required.',
  emailNotVerified: 'Your email is not verified. click here to verify.',
} as const;
