import { unwrap } from '@wtkit/api-client';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newShopper, rawRequest } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

const me = (token: string) => rawRequest('GET', '/users/me', { token });

describe('Log Out ends the session on the server', () => {
  it('makes every earlier token of the account fail, on every device, and a new sign-in works', async () => {
    const shopper = await newShopper();
    const otherDevice = await unwrap(
      apiClient().POST('/auth/login', {
        body: { credential: shopper.email, password: shopper.password },
      }),
    );
    const loggedOut = await unwrap(apiClient(shopper.token).POST('/auth/logout'));
    expect(loggedOut).toEqual({ success: true, message: 'Signed out on every device.' });

    for (const token of [shopper.token, otherDevice.data.token]) {
      const answer = await me(token);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Session expired or invalid. Please log in again.');
    }
    expect((await rawRequest('POST', '/auth/logout', { token: shopper.token })).status).toBe(401);

    const again = await unwrap(
      apiClient().POST('/auth/login', {
        body: { credential: shopper.email, password: shopper.password },
      }),
    );
    expect((await me(again.data.token)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await rawRequest('POST', '/auth/logout')).status).toBe(401);
  });
});

describe('tokens must say when they end and which session they belong to', () => {
  const signed = (claims: Record<string, unknown>, withExpiry: boolean) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('wtkit')
      .setIssuedAt();
    return withExpiry ? jwt.setExpirationTime('1h') : jwt;
  };

  it('refuses a correctly signed token without an expiry, or without a session version', async () => {
    const shopper = await newShopper();
    const noExpiry = await signed({ sv: 0 }, false).setSubject(shopper.user._id).sign(SECRET);
    const noVersion = await signed({}, true).setSubject(shopper.user._id).sign(SECRET);
    const complete = await signed({ sv: 0 }, true).setSubject(shopper.user._id).sign(SECRET);
    expect((await me(noExpiry)).status).toBe(401);
    expect((await me(noVersion)).status).toBe(401);
    // The same claims with an expiry and a version are accepted: the refusals are about those.
    expect((await me(complete)).status).toBe(200);
  });
});

describe('signed-in requests are answered from remembered user rows that follow every change', () => {
  let own: OwnServer;
  beforeAll(async () => {
    own = await startOwnServer();
  });
  afterAll(() => own.close());

  const meOn = (token: string) => rawRequest('GET', '/users/me', { token, base: own.base });
  /** The answer once it satisfies `done` (a change made elsewhere is heard within a moment). */
  async function eventually(
    token: string,
    done: (answer: { status: number; name?: unknown }) => boolean,
  ) {
    const until = Date.now() + 2000;
    for (;;) {
      const answer = await meOn(token);
      const seen = { status: answer.status, name: (answer.body.data as { name?: unknown })?.name };
      if (done(seen) || Date.now() > until) return seen;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('shows a change an operator made in the database, and ends the session of a deleted account', async () => {
    const shopper = await newShopper('Before Change', own.base);
    expect((await meOn(shopper.token)).body.data).toMatchObject({ name: 'Before Change' });
    await own.server.app.db.execute(
      sql`update users set name = 'Changed In The Database' where id = ${shopper.user._id}`,
    );
    expect(await eventually(shopper.token, (a) => a.name === 'Changed In The Database')).toEqual({
      status: 200,
      name: 'Changed In The Database',
    });
    await own.server.app.db.execute(sql`delete from users where id = ${shopper.user._id}`);
    expect((await eventually(shopper.token, (a) => a.status === 401)).status).toBe(401);
  });

  it('ends the session at once on the instance that logged out, although the row was remembered', async () => {
    const shopper = await newShopper('Remembered', own.base);
    for (let i = 0; i < 3; i += 1) expect((await meOn(shopper.token)).status).toBe(200);
    await apiClient(shopper.token, own.base).POST('/auth/logout');
    expect((await meOn(shopper.token)).status).toBe(401);
  });
});
