import { classifyContact } from '@wtkit/domain';
import { eq } from 'drizzle-orm';
import { consumeCode, issueCode } from '../auth/codes.js';
import { hashPassword } from '../auth/passwords.js';
import { requireUser } from '../auth/session.js';
import { users } from '../db/schema.js';
import { conflict, HttpError, unprocessable } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import { hit } from '../http/rateLimit.js';
import { normalizeEmail } from './accounts.js';
import { toApiUser } from './userMapping.js';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
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

export const verificationHandlers: Handlers = {
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
    await hit(
      app.db,
      app.now(),
      { key: `send-code:ip:${clientIp}`, max: app.config.rateLimitPerIp, windowSeconds: 900 },
      TOO_MANY,
    );
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

  async verifyEmail({ body, user, app }) {
    const me = requireUser(user);
    const { target } = await consumeCode(app, app.secret, {
      userId: me.id,
      purpose: 'verify-email',
      code: body.code,
    });
    if (target !== me.email)
      throw unprocessable('Your e-mail address changed; request a new code.');
    const [updated] = await app.db
      .update(users)
      .set({ isEmailVerified: true, updatedAt: app.now() })
      .where(eq(users.id, me.id))
      .returning();
    return {
      status: 200,
      body: {
        success: true,
        message: 'Your e-mail address is verified.',
        data: toApiUser(updated ?? me),
      },
    };
  },

  async verifyPhone({ body, user, app }) {
    const me = requireUser(user);
    const { target } = await consumeCode(app, app.secret, {
      userId: me.id,
      purpose: 'verify-phone',
      code: body.code,
    });
    if (target !== me.phoneNumber)
      throw unprocessable('Your phone number changed; request a new code.');
    const [updated] = await app.db
      .update(users)
      .set({ isPhoneVerified: true, updatedAt: app.now() })
      .where(eq(users.id, me.id))
      .returning();
    return {
      status: 200,
      body: {
        success: true,
        message: 'Your phone number is verified.',
        data: toApiUser(updated ?? me),
      },
    };
  },

  async forgotPassword({ body, app, clientIp }) {
    const credential = body.credential.trim();
    await hit(
      app.db,
      app.now(),
      { key: `forgot:ip:${clientIp}`, max: app.config.rateLimitPerIp, windowSeconds: 900 },
      TOO_MANY,
    );
    await hit(
      app.db,
      app.now(),
      { key: `forgot:credential:${credential.toLowerCase()}`, max: 5, windowSeconds: 3600 },
      TOO_MANY,
    );
    const contact = classifyContact(credential);
    const where = credential.includes('@')
      ? eq(users.email, normalizeEmail(credential))
      : contact.phoneNumber
        ? eq(users.phoneNumber, contact.phoneNumber)
        : undefined;
    const [account] = where ? await app.db.select().from(users).where(where).limit(1) : [];
    if (account) {
      const target = credential.includes('@') ? account.email : account.phoneNumber;
      try {
        const code = await issueCode(app, app.secret, {
          userId: account.id,
          purpose: 'reset-password',
          target: target ?? '',
        });
        await app.messenger.send({
          channel: credential.includes('@') ? 'email' : 'sms',
          to: target ?? '',
          subject: 'Reset your password',
          text: codeText(code, 'password reset'),
        });
      } catch (error) {
        // A throttled resend must look exactly like a send, or the answer would reveal the account.
        if (!(error instanceof Error && 'status' in error && error.status === 429)) throw error;
      }
    }
    return { status: 200, body: { success: true, message: RESET_SENT } };
  },

  async resetPassword({ body, app, clientIp }) {
    const credential = body.credential.trim();
    await hit(
      app.db,
      app.now(),
      { key: `reset:ip:${clientIp}`, max: app.config.rateLimitPerIp, windowSeconds: 900 },
      TOO_MANY,
    );
    const where = credential.includes('@')
      ? eq(users.email, normalizeEmail(credential))
      : eq(users.phoneNumber, credential);
    const [account] = await app.db.select().from(users).where(where).limit(1);
    const invalid = 'This code has expired or was replaced. Request a new one.';
    if (!account) throw unprocessable(invalid, [{ path: 'code', message: invalid }]);
    await consumeCode(app, app.secret, {
      userId: account.id,
      purpose: 'reset-password',
      code: body.code,
    });
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), updatedAt: app.now() })
      .where(eq(users.id, account.id));
    return {
      status: 200,
      body: { success: true, message: 'Your password has been changed. Please sign in.' },
    };
  },
};
