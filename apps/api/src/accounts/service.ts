import type { components } from '@wtkit/api-client';
import { classifyContact, isPhoneNumber, registerPayloadSchema, usZipSchema } from '@wtkit/domain';
import { CODE_TTL_MINUTES, consumeCode, issueCode, refusedCode } from '../auth/codes.js';
import { CodeError } from '../auth/errors.js';
import { createGoogleVerifier, type GoogleIdentity } from '../auth/google.js';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import { type AuthUser, signSession } from '../auth/session.js';
import { applyRules } from '../businessRules.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, notSignedIn, unavailable, unprocessable } from '../errors.js';
import { countFailure, hit, limitPerIp, refuseIfSpent, TOO_MANY_ATTEMPTS } from '../rateLimit.js';
import {
  emailTaken,
  insertUser,
  phoneTaken,
  replacePassword,
  type UserRow,
  updateUser,
  userByEmail,
  userByGoogleSub,
  userByPhone,
} from './queries.js';

const WRONG_CREDENTIALS = 'The e-mail, phone number or password is not correct.';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const codeText = (code: string, what: string) =>
  `Your wtkit ${what} code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`;

/**
 * The user a sign-in credential names: an e-mail (case-insensitively; any address with an @, since
 * Google accounts may have longer suffixes than the sign-up shape allows) or a phone number.
 */
async function findByCredential(db: Db, credential: string) {
  const trimmed = credential.trim();
  if (trimmed.includes('@')) return userByEmail(db, normalizeEmail(trimmed));
  if (isPhoneNumber(trimmed)) return userByPhone(db, trimmed);
  return undefined;
}

/** A new account; 409 when its e-mail address or phone number is already registered. */
export async function registerAccount(app: AppContext, clientIp: string, body: unknown) {
  await limitPerIp(app, 'register', clientIp, { windowSeconds: 3600 });
  const payload = applyRules(registerPayloadSchema, body);
  const email = payload.email ? normalizeEmail(payload.email) : null;
  const phoneNumber = payload.phoneNumber ?? null;
  const taken = async () => {
    if (email && (await emailTaken(app.db, email)))
      return conflict('An account with this e-mail address already exists.', [
        { path: 'email', message: 'Already registered.' },
      ]);
    if (phoneNumber && (await phoneTaken(app.db, phoneNumber)))
      return conflict('An account with this phone number already exists.', [
        { path: 'phoneNumber', message: 'Already registered.' },
      ]);
    return undefined;
  };
  const duplicate = await taken();
  if (duplicate) throw duplicate;
  try {
    return await insertUser(app.db, {
      name: payload.name,
      email,
      phoneNumber,
      passwordHash: await hashPassword(payload.password),
    });
  } catch (error) {
    // Two sign-ups with the same contact at once: the unique index decides.
    if (isUniqueViolation(error)) throw (await taken()) ?? conflict('This account already exists.');
    throw error;
  }
}

/** A session for the account the credential and password name; 401 for any mismatch. */
export async function signIn(
  app: AppContext,
  clientIp: string,
  input: { credential: string; password: string },
) {
  await limitPerIp(app, 'login', clientIp);
  // Failed sign-ins are throttled per account and address, so a stranger's guesses cannot lock
  // the owner out from their own address; a much higher bound per account stops guessing
  // spread over many addresses. Successes never count.
  const credential = input.credential.trim().toLowerCase();
  const limits = [
    { key: `login:failed:${credential}:ip:${clientIp}`, max: 10, windowSeconds: 900 },
    { key: `login:failed:${credential}`, max: 100, windowSeconds: 900 },
  ];
  for (const limit of limits) await refuseIfSpent(app.db, app.now(), limit, TOO_MANY_ATTEMPTS);
  const user = await findByCredential(app.db, input.credential);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyHash(), input.password).then(() => false);
  if (!user || !valid) {
    for (const limit of limits) await countFailure(app.db, app.now(), limit);
    throw notSignedIn(WRONG_CREDENTIALS);
  }
  return { token: await signSession(app, user), user };
}

/** The fields of the profile the shopper sent, trimmed; the address's ZIP code checked. */
export async function updateProfile(
  app: AppContext,
  me: AuthUser,
  input: components['schemas']['UpdateMeRequest'],
) {
  const address = input.address ?? {};
  if (address.zip !== undefined && address.zip.trim() !== '') {
    applyRules(usZipSchema, address.zip);
  }
  const changes = {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl } : {}),
    ...(address.street !== undefined ? { addressStreet: address.street.trim() } : {}),
    ...(address.city !== undefined ? { addressCity: address.city.trim() } : {}),
    ...(address.state !== undefined ? { addressState: address.state.trim() } : {}),
    ...(address.zip !== undefined ? { addressZip: address.zip.trim() } : {}),
  };
  if (changes.name === '') {
    applyRules(registerPayloadSchema.shape.name, '');
  }
  const updated = await updateUser(app.db, me.id, changes, new Date());
  app.users.forget(me.id);
  return updated;
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

export type ContactKind = keyof typeof CONTACTS;

/** Sends a code to the shopper's e-mail address or phone number; answers where it went. */
export async function sendVerificationCode(
  app: AppContext,
  me: AuthUser,
  clientIp: string,
  asked: 'email' | 'phone' | undefined,
): Promise<string> {
  const channel = asked ?? (me.email ? 'email' : 'phone');
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
    throw unavailable('We could not send the code right now. Please try again in a few minutes.');
  }
  return target;
}

/** Checks a verification code and marks the contact it was sent to as verified. */
export async function verifyContact(
  app: AppContext,
  me: AuthUser,
  code: string,
  contact: ContactKind,
): Promise<{ user: AuthUser; name: string }> {
  const { purpose, current, flag, name } = CONTACTS[contact];
  const { target } = await consumeCode(app, app.secret, { userId: me.id, purpose, code });
  if (target !== current(me)) throw unprocessable(`Your ${name} changed; request a new code.`);
  const updated = await updateUser(app.db, me.id, flag, app.now());
  app.users.forget(me.id);
  return { user: updated ?? me, name };
}

/** Issues a reset code for the account `credential` names, if any, and sends it there. */
async function sendResetCode(app: AppContext, credential: string) {
  const contact = classifyContact(credential);
  const byEmail = credential.includes('@');
  const account = byEmail
    ? await userByEmail(app.db, normalizeEmail(credential))
    : contact.phoneNumber
      ? await userByPhone(app.db, contact.phoneNumber)
      : undefined;
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

/**
 * Takes a password-reset request. Whether the account exists must not show in the answer, nor in
 * how long it takes, nor in how a delivery fares: the code goes out after the answer, retried
 * from the outbox.
 */
export async function requestPasswordReset(app: AppContext, clientIp: string, input: string) {
  const credential = input.trim();
  await limitPerIp(app, 'forgot', clientIp);
  await hit(
    app.db,
    app.now(),
    { key: `forgot:credential:${credential.toLowerCase()}`, max: 5, windowSeconds: 3600 },
    TOO_MANY_ATTEMPTS,
  );
  app.background.run('password reset code', () => sendResetCode(app, credential));
}

/** A new password for the account a valid reset code was sent to; its sessions all end. */
export async function resetPassword(
  app: AppContext,
  clientIp: string,
  input: { credential: string; code: string; password: string },
) {
  const credential = input.credential.trim();
  await limitPerIp(app, 'reset', clientIp);
  const account = credential.includes('@')
    ? await userByEmail(app.db, normalizeEmail(credential))
    : await userByPhone(app.db, credential);
  if (!account) throw refusedCode('expired');
  await consumeCode(app, app.secret, {
    userId: account.id,
    purpose: 'reset-password',
    code: input.code,
  });
  // Whoever held the old password may hold a session too: end them all.
  await replacePassword(app.db, account.id, await hashPassword(input.password), app.now());
  app.users.forget(account.id);
}

const googleVerifiers = new WeakMap<
  AppContext,
  (token: string) => Promise<GoogleIdentity | null>
>();

function googleVerifierFor(app: AppContext) {
  const clientId = app.config.googleClientId;
  if (!clientId) {
    throw unavailable(
      'Google sign-in is not configured on this shop (GOOGLE_CLIENT_ID is not set).',
    );
  }
  let verify = googleVerifiers.get(app);
  if (!verify) {
    verify = createGoogleVerifier({ clientId, jwksUrl: app.config.googleJwksUrl });
    googleVerifiers.set(app, verify);
  }
  return verify;
}

/** The account for a Google identity: by Google id, else by verified e-mail (linked), else new. */
async function findOrCreateGoogleUser(app: AppContext, identity: GoogleIdentity) {
  const bySub = await userByGoogleSub(app.db, identity.sub);
  if (bySub) return bySub;
  if (!identity.email || !identity.emailVerified) {
    throw notSignedIn('Your Google account has no verified e-mail address.');
  }
  const byEmail = await userByEmail(app.db, identity.email);
  if (byEmail) {
    const linked = await updateUser(
      app.db,
      byEmail.id,
      { googleSub: identity.sub, isEmailVerified: true },
      app.now(),
    );
    app.users.forget(byEmail.id);
    return linked ?? byEmail;
  }
  try {
    return await insertUser(app.db, {
      name: identity.name ?? identity.email.split('@')[0] ?? 'Shopper',
      email: identity.email,
      googleSub: identity.sub,
      imageUrl: identity.picture ?? null,
      isEmailVerified: true,
    });
  } catch (error) {
    // A second sign-in racing the first: take the account it created.
    if (!isUniqueViolation(error)) throw error;
    const raced = await userByGoogleSub(app.db, identity.sub);
    if (!raced) throw error;
    return raced;
  }
}

/** A session for the account of a verified Google ID token (found, linked or created). */
export async function signInWithGoogle(
  app: AppContext,
  clientIp: string,
  idToken: string,
): Promise<{ token: string; user: UserRow }> {
  const verify = googleVerifierFor(app);
  await limitPerIp(app, 'google', clientIp);
  const identity = await verify(idToken);
  if (!identity) throw notSignedIn('The Google sign-in could not be verified. Please try again.');
  const user = await findOrCreateGoogleUser(app, identity);
  return { token: await signSession(app, user), user };
}
