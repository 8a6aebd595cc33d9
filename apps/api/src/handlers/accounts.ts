import { isPhoneNumber, MESSAGES, registerPayloadSchema, usZipSchema } from '@wtkit/domain';
import { eq } from 'drizzle-orm';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import { endAllSessions, requireUser, signSession } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { users } from '../db/schema.js';
import { applyRules } from '../http/businessRules.js';
import { conflict, unauthorized } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import { countFailure, limitPerIp, refuseIfSpent, TOO_MANY_ATTEMPTS } from '../http/rateLimit.js';
import { toApiUser } from '../users/mapping.js';

const WRONG_CREDENTIALS = 'The e-mail, phone number or password is not correct.';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The user a sign-in credential names: an e-mail (case-insensitively; any address with an @, since
 * Google accounts may have longer suffixes than the sign-up shape allows) or a phone number.
 */
async function findByCredential(db: Db, credential: string) {
  const trimmed = credential.trim();
  const where = trimmed.includes('@')
    ? eq(users.email, normalizeEmail(trimmed))
    : isPhoneNumber(trimmed)
      ? eq(users.phoneNumber, trimmed)
      : undefined;
  if (!where) return undefined;
  const [user] = await db.select().from(users).where(where).limit(1);
  return user;
}

export const accountHandlers = {
  async register({ body, app, clientIp }) {
    await limitPerIp(app, 'register', clientIp, { windowSeconds: 3600 });
    const payload = applyRules(registerPayloadSchema, body);
    const email = payload.email ? normalizeEmail(payload.email) : null;
    const phoneNumber = payload.phoneNumber ?? null;
    const taken = async () => {
      if (email) {
        const [row] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email));
        if (row)
          return conflict('An account with this e-mail address already exists.', [
            { path: 'email', message: 'Already registered.' },
          ]);
      }
      if (phoneNumber) {
        const [row] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.phoneNumber, phoneNumber));
        if (row)
          return conflict('An account with this phone number already exists.', [
            { path: 'phoneNumber', message: 'Already registered.' },
          ]);
      }
      return undefined;
    };
    const duplicate = await taken();
    if (duplicate) throw duplicate;
    try {
      const [user] = await app.db
        .insert(users)
        .values({
          name: payload.name,
          email,
          phoneNumber,
          passwordHash: await hashPassword(payload.password),
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      return {
        status: 201,
        body: { success: true, message: 'Account created. Please sign in.', data: toApiUser(user) },
      };
    } catch (error) {
      // Two sign-ups with the same contact at once: the unique index decides.
      if (isUniqueViolation(error))
        throw (await taken()) ?? conflict('This account already exists.');
      throw error;
    }
  },

  async login({ body, app, clientIp }) {
    await limitPerIp(app, 'login', clientIp);
    // Failed sign-ins are throttled per account and address, so a stranger's guesses cannot lock
    // the owner out from their own address; a much higher bound per account stops guessing
    // spread over many addresses. Successes never count.
    const credential = body.credential.trim().toLowerCase();
    const limits = [
      { key: `login:failed:${credential}:ip:${clientIp}`, max: 10, windowSeconds: 900 },
      { key: `login:failed:${credential}`, max: 100, windowSeconds: 900 },
    ];
    for (const limit of limits) await refuseIfSpent(app.db, app.now(), limit, TOO_MANY_ATTEMPTS);
    const user = await findByCredential(app.db, body.credential);
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyPassword(await decoyHash(), body.password).then(() => false);
    if (!user || !valid) {
      for (const limit of limits) await countFailure(app.db, app.now(), limit);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    const token = await signSession(app, user);
    return {
      status: 200,
      body: { success: true, message: 'Signed in.', data: { token, user: toApiUser(user) } },
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
    const me = requireUser(user);
    const address = body.address ?? {};
    if (address.zip !== undefined && address.zip.trim() !== '') {
      applyRules(usZipSchema, address.zip);
    }
    const changes = {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.imageUrl !== undefined ? { imageUrl: body.imageUrl } : {}),
      ...(address.street !== undefined ? { addressStreet: address.street.trim() } : {}),
      ...(address.city !== undefined ? { addressCity: address.city.trim() } : {}),
      ...(address.state !== undefined ? { addressState: address.state.trim() } : {}),
      ...(address.zip !== undefined ? { addressZip: address.zip.trim() } : {}),
    };
    if (changes.name === '') {
      applyRules(registerPayloadSchema.shape.name, '');
    }
    const [updated] = await app.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, me.id))
      .returning();
    app.users.forget(me.id);
    if (!updated) throw unauthorized(MESSAGES.session.expiredOrInvalid);
    return {
      status: 200,
      body: { success: true, message: 'Profile updated.', data: toApiUser(updated) },
    };
  },
} satisfies Partial<Handlers>;
