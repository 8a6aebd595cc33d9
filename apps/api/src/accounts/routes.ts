import { MESSAGES } from '@wtkit/domain';
import { endAllSessions, requireUser } from '../auth/session.js';
import { unauthorized } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import { toApiUser } from '../users/index.js';
import { maskContact } from './mapping.js';
import {
  registerAccount,
  requestPasswordReset,
  resetPassword,
  sendVerificationCode,
  signIn,
  signInWithGoogle,
  updateProfile,
  verifyContact,
} from './service.js';

const RESET_SENT =
  'If an account exists for that e-mail or phone number, we sent it a code to reset the password.';

/** Sign-up, sign-in (password or Google), the profile, contact verification, password reset. */
export const accountRoutes = {
  async register({ body, app, clientIp }) {
    const user = await registerAccount(app, clientIp, body);
    return {
      status: 201,
      body: { success: true, message: 'Account created. Please sign in.', data: toApiUser(user) },
    };
  },

  async login({ body, app, clientIp }) {
    const { token, user } = await signIn(app, clientIp, body);
    return {
      status: 200,
      body: { success: true, message: 'Signed in.', data: { token, user: toApiUser(user) } },
    };
  },

  async googleLogin({ body, app, clientIp }) {
    const { token, user } = await signInWithGoogle(app, clientIp, body.token);
    return {
      status: 200,
      body: {
        success: true,
        message: 'Signed in with Google.',
        data: { token, user: toApiUser(user) },
      },
    };
  },

  async logout({ user, app }) {
    await endAllSessions(app, requireUser(user).id);
    return { status: 200, body: { success: true, message: 'Signed out on every device.' } };
  },

  async getMe({ user }) {
    return { status: 200, body: { success: true, data: toApiUser(requireUser(user)) } };
  },

  async updateMe({ body, user, app }) {
    const updated = await updateProfile(app, requireUser(user), body);
    if (!updated) throw unauthorized(MESSAGES.session.expiredOrInvalid);
    return {
      status: 200,
      body: { success: true, message: 'Profile updated.', data: toApiUser(updated) },
    };
  },

  async sendVerificationCode({ body, user, app, clientIp }) {
    const target = await sendVerificationCode(app, requireUser(user), clientIp, body?.channel);
    return {
      status: 200,
      body: { success: true, message: `Verification code sent to ${maskContact(target)}.` },
    };
  },

  async verifyEmail({ body, user, app }) {
    return verifiedAnswer(await verifyContact(app, requireUser(user), body.code, 'email'));
  },

  async verifyPhone({ body, user, app }) {
    return verifiedAnswer(await verifyContact(app, requireUser(user), body.code, 'phone'));
  },

  async forgotPassword({ body, app, clientIp }) {
    await requestPasswordReset(app, clientIp, body.credential);
    return { status: 200, body: { success: true, message: RESET_SENT } };
  },

  async resetPassword({ body, app, clientIp }) {
    await resetPassword(app, clientIp, body);
    return {
      status: 200,
      body: { success: true, message: 'Your password has been changed. Please sign in.' },
    };
  },
} satisfies Partial<Handlers>;

/** The answer to a code that verified a contact: which one, and the account as it is now. */
function verifiedAnswer(verified: Awaited<ReturnType<typeof verifyContact>>) {
  return {
    status: 200,
    body: {
      success: true,
      message: `Your ${verified.name} is verified.`,
      data: toApiUser(verified.user),
    },
  } as const;
}
