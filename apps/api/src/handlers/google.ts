import { eq } from 'drizzle-orm';
import { createGoogleVerifier, type GoogleIdentity } from '../auth/google.js';
import { signSession } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { users } from '../db/schema.js';
import { HttpError, unauthorized } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import { limitPerIp } from '../http/rateLimit.js';
import { toApiUser } from '../users/mapping.js';

const verifiers = new WeakMap<AppContext, (token: string) => Promise<GoogleIdentity | null>>();

function verifierFor(app: AppContext) {
  const clientId = app.config.googleClientId;
  if (!clientId) {
    throw new HttpError(
      503,
      'Google sign-in is not configured on this shop (GOOGLE_CLIENT_ID is not set).',
    );
  }
  let verify = verifiers.get(app);
  if (!verify) {
    verify = createGoogleVerifier({ clientId, jwksUrl: app.config.googleJwksUrl });
    verifiers.set(app, verify);
  }
  return verify;
}

/** The account for a Google identity: by Google id, else by verified e-mail (linked), else new. */
async function findOrCreate(app: AppContext, identity: GoogleIdentity) {
  const [bySub] = await app.db
    .select()
    .from(users)
    .where(eq(users.googleSub, identity.sub))
    .limit(1);
  if (bySub) return bySub;
  if (!identity.email || !identity.emailVerified) {
    throw unauthorized('Your Google account has no verified e-mail address.');
  }
  const [byEmail] = await app.db
    .select()
    .from(users)
    .where(eq(users.email, identity.email))
    .limit(1);
  if (byEmail) {
    const [linked] = await app.db
      .update(users)
      .set({ googleSub: identity.sub, isEmailVerified: true, updatedAt: app.now() })
      .where(eq(users.id, byEmail.id))
      .returning();
    app.users.forget(byEmail.id);
    return linked ?? byEmail;
  }
  try {
    const [created] = await app.db
      .insert(users)
      .values({
        name: identity.name ?? identity.email.split('@')[0] ?? 'Shopper',
        email: identity.email,
        googleSub: identity.sub,
        imageUrl: identity.picture ?? null,
        isEmailVerified: true,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  } catch (error) {
    // A second sign-in racing the first: take the account it created.
    if (!isUniqueViolation(error)) throw error;
    const [raced] = await app.db
      .select()
      .from(users)
      .where(eq(users.googleSub, identity.sub))
      .limit(1);
    if (!raced) throw error;
    return raced;
  }
}

export const googleHandlers = {
  async googleLogin({ body, app, clientIp }) {
    const verify = verifierFor(app);
    await limitPerIp(app, 'google', clientIp);
    const identity = await verify(body.token);
    if (!identity)
      throw unauthorized('The Google sign-in could not be verified. Please try again.');
    const user = await findOrCreate(app, identity);
    const token = await signSession(app, user);
    return {
      status: 200,
      body: {
        success: true,
        message: 'Signed in with Google.',
        data: { token, user: toApiUser(user) },
      },
    };
  },
} satisfies Partial<Handlers>;
