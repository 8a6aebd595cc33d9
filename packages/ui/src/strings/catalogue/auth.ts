/** SignInForm, SignUpForm. */
export const authStrings = {
  signIn: 'Sign in',
  noAccount: "I don't have an account?",
  forgotPassword: 'Forgot your password?',
  credential: 'E-mail or phone number',
  password: 'Password',
  googleDivider: 'or',
  signUp: 'Sign up',
  name: 'Name',
  messagesConsent:
    'I agree to receive SMS and e-mail messages about my orders and filter reminders. Message and data rates may apply. Reply STOP to opt out at any time.',
  privacyNotice: 'How we use your contact details: see our',
  privacyPolicy: 'privacy policy',
  termsConsent: 'I accept the Terms and Conditions.',
  haveAccount: 'I already have an account',
  /** The storefront's password reset by code, behind Forgot your password?. */
  resetTitle: 'Reset your password',
  sendResetCode: 'Send code',
  resetCode: 'Code',
  newPassword: 'New password',
  resetPassword: 'Reset password',
} as const;
