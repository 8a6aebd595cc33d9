import { randomUUID } from 'node:crypto';
import { unwrap } from '@wtkit/api-client';
import { describe, expect, inject, it } from 'vitest';
import { apiClient, rawRequest, uniqueEmail } from './support/client.js';
import { googleIdToken, strangerJwk } from './support/fakeGoogle.js';
import { TEST_GOOGLE_CLIENT_ID } from './support/globalSetup.js';

const token = (
  claims: Record<string, unknown>,
  options: Partial<Parameters<typeof googleIdToken>[2]> = {},
) =>
  googleIdToken(inject('googlePrivateJwk'), claims, {
    audience: TEST_GOOGLE_CLIENT_ID,
    ...options,
  });

const identity = () => ({
  sub: randomUUID(),
  email: uniqueEmail(),
  email_verified: true,
  name: 'Grace Google',
  picture: 'https://example.com/grace.png',
});

describe('Google sign-in', () => {
  it('creates an account from a verified Google identity, then signs the same person in again', async () => {
    const claims = identity();
    const first = await unwrap(
      apiClient().POST('/auth/google', { body: { token: await token(claims) } }),
    );
    expect(first.data.user).toMatchObject({
      name: 'Grace Google',
      email: claims.email,
      isEmailVerified: true,
      imageUrl: 'https://example.com/grace.png',
      role: 'user',
    });
    const again = await unwrap(
      apiClient().POST('/auth/google', { body: { token: await token(claims) } }),
    );
    expect(again.data.user._id).toBe(first.data.user._id);
    const me = await unwrap(apiClient(again.data.token).GET('/users/me'));
    expect(me.data.email).toBe(claims.email);
  });

  it('links to an existing account with the same e-mail', async () => {
    const email = uniqueEmail();
    const registered = await unwrap(
      apiClient().POST('/auth/register', {
        body: { name: 'Linked', email, password: 'long-enough-pw' },
      }),
    );
    const session = await unwrap(
      apiClient().POST('/auth/google', { body: { token: await token({ ...identity(), email }) } }),
    );
    expect(session.data.user._id).toBe(registered.data._id);
    expect(session.data.user.isEmailVerified).toBe(true);
  });

  it('refuses a forged signature, another audience, another issuer, an expired token, and an unverified e-mail', async () => {
    const claims = identity();
    const forged = await googleIdToken(await strangerJwk(), claims, {
      audience: TEST_GOOGLE_CLIENT_ID,
    });
    const cases = [
      forged,
      await token(claims, { audience: 'someone-else.apps.googleusercontent.com' }),
      await token(claims, { issuer: 'https://evil.example.com' }),
      await token(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await token({ ...claims, email_verified: false }),
      'not-a-jwt',
    ];
    for (const value of cases) {
      const response = await rawRequest('POST', '/auth/google', {
        body: JSON.stringify({ token: value }),
      });
      expect(response.status).toBe(401);
      expect(response.body.success).toBe(false);
    }
    const { data } = await unwrap(apiClient().GET('/products'));
    expect(data.length).toBeGreaterThan(0);
  });
});
