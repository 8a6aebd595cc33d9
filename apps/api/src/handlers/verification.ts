import { classifyContact } from '@wtkit/domain';
import { eq, sql } from 'drizzle-orm';
import { CODE_TTL_MINUTES, consumeCode, issueCode, refusedCode } from '../auth/codes.js';
import { CodeError } from '../auth/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { type AuthUser, requireUser } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { conflict, HttpError, unprocessable } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import { hit, limitPerIp, TOO_MANY_ATTEMPTS } from '../http/rateLimit.js';
import { toApiUser } from '../users/mapping.js';
import { normalizeEmail } from './accounts.js';

const RESET_SENT =
  'If an account exists for that e-mail or phone number, we sent it a code to reset the password.';

const codeText = (code: string, what: string) =>
  `Your wtkit ${what} code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`;

/** A@example.com → a***@example.com; +15551234567 → ***4567. */
function mask(target: string) {
  if (target.includes('@')) {
    const [name = '', domain = ''] = target.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return `***${target.slice(-4)}`;
}

const CONTACTS = {
  email: {
    purpose: 'verify-email',
    current: (user: AuthUser) => user.email,
    flag: { isEmailVerified: true },
    name: 'e-mail address',
  },
  phone: {
    purpose: 'verify-phone',
    current: (user: AuthUser) => user.phoneNumber,
    flag: { isPhoneVerified: true },
    name: 'phone number',
  },
} as const;

/** Checks a verification code and marks the contact it was sent to as verified. */
async function verifyContact(
  app: AppContext,
  user: AuthUser | null,
  code: string,
  contact: keyof typeof CONTACTS,
) {
  const me = requireUser(user);
  const { purpose, current, flag, name } = CONTACTS[contact];
  const { target } = await consumeCode(app, app.secret, { userId: me.id, purpose, code });
  if (target !== current(me)) throw unprocessable(`Your ${name} changed; request a new code.`);
  const [updated] = await app.db
    .update(users)
    .set({ ...flag, updatedAt: app.now() })
    .where(eq(users.id, me.id))
    .returning();
  app.users.forget(me.id);
  return {
    status: 200 as const,
    body: {
      success: true as const,
      message: `Your ${name} is verified.`,
      data: toApiUser(updated ?? me),
    },
  };
}

/** Issues a reset code for the account `credential` names, if any, and sends it there. */
async function sendResetCode(app: AppContext, credential: string) {
  const contact = classifyContact(credential);
  const byEmail = credential.includes('@');
  const where = byEmail
    ? eq(users.email, normalizeEmail(credential))
    : contact.phoneNumber
      ? eq(users.phoneNumber, contact.phoneNumber)
      : undefined;
  const [account] = where ? await app.db.select().from(users).where(where).limit(1) : [];
  const target = byEmail ? account?.email : account?.phoneNumber;
  if (!account || !target) return;
  try {
    const code = await issueCode(app, app.secret, {
      userId: account.id,
      purpose: 'reset-password',
      target,
    });
    await app.messenger.send(
      {
        channel: byEmail ? 'email' : 'sms',
        to: target,
        subject: 'Reset your password',
        text: codeText(code, 'password reset'),
      },
      { retryForSeconds: CODE_TTL_MINUTES * 60 },
    );
  } catch (error) {
    // A resend inside the code's throttle is simply not sent.
    if (
      !(error instanceof CodeError && (error.reason === 'too-soon' || error.reason === 'too-many'))
    )
      throw error;
  }
}

export const verificationHandlers = {
  async sendVerificationCode({ body, user, app, clientIp }) {
    const me = requireUser(user);
    const channel = body?.channel ?? (me.email ? 'email' : 'phone');
    const target = channel === 'email' ? me.email : me.phoneNumber;
    if (!target) {
      throw unprocessable(
        channel === 'email'
          ? 'Your account has no e-mail address to verify.'
          : 'Your account has no phone number to verify.',
      );
    }
    if (channel === 'email' ? me.isEmailVerified : me.isPhoneVerified) {
      throw conflict(
        `Your ${channel === 'email' ? 'e-mail address' : 'phone number'} is already verified.`,
      );
    }
    await limitPerIp(app, 'send-code', clientIp);
    const code = await issueCode(app, app.secret, {
      userId: me.id,
      purpose: channel === 'email' ? 'verify-email' : 'verify-phone',
      target,
    });
    const delivery = await app.messenger.send({
      channel: channel === 'email' ? 'email' : 'sms',
      to: target,
      subject: 'Your verification code',
      text: codeText(code, 'verification'),
    });
    if (delivery.status === 'failed') {
      throw new HttpError(
        503,
        'We could not send the code right now. Please try again in a few minutes.',
      );
    }
    return {
      status: 200,
      body: { success: true, message: `Verification code sent to ${mask(target)}.` },
    };
  },

  verifyEmail: ({ body, user, app }) => verifyContact(app, user, body.code, 'email'),

  verifyPhone: ({ body, user, app }) => verifyContact(app, user, body.code, 'phone'),

  async forgotPassword({ body, app, clientIp }) {
    const credential = body.credential.trim();
    await limitPerIp(app, 'forgot', clientIp);
    await hit(
      app.db,
      app.now(),
      { key: `forgot:credential:${credential.toLowerCase()}`, max: 5, windowSeconds: 3600 },
      TOO_MANY_ATTEMPTS,
    );
    // Whether the account exists must not show in the answer, nor in how long it takes, nor in
    // how a delivery fares: the code goes out after the answer, retried from the outbox.
    app.background.run('password reset code', () => sendResetCode(app, credential));
    return { status: 200, body: { success: true, message: RESET_SENT } };
  },

  async resetPassword({ body, app, clientIp }) {
    const credential = body.credential.trim();
    await limitPerIp(app, 'reset', clientIp);
    const where = credential.includes('@')
      ? eq(users.email, normalizeEmail(credential))
      : eq(users.phoneNumber, credential);
    const [account] = await app.db.select().from(users).where(where).limit(1);
    if (!account) throw refusedCode('expired');
    await consumeCode(app, app.secret, {
      userId: account.id,
      purpose: 'reset-password',
      code: body.code,
    });
    await app.db
      .update(users)
      .set({
        passwordHash: await hashPassword(body.password),
        // Whoever held the old password may hold a session too: end them all.
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: app.now(),
      })
      .where(eq(users.id, account.id));
    app.users.forget(account.id);
    return {
      status: 200,
      body: { success: true, message: 'Your password has been changed. Please sign in.' },
    };
  },
} satisfies Partial<Handlers>;
