import { unwrap } from '@wtkit/api-client';
import { describe, expect, it } from 'vitest';
import { apiClient, newShopper, rawRequest, uniqueEmail } from './support/client.js';

describe('sign-up and sign-in', () => {
  it('registers with an e-mail, signs in with it in any case, and reads the profile', async () => {
    const email = uniqueEmail();
    const registered = await unwrap(
      apiClient().POST('/auth/register', {
        body: { name: 'Ada Shopper', email: email.toUpperCase(), password: 'long-enough-pw' },
      }),
    );
    expect(registered.data).toMatchObject({
      name: 'Ada Shopper',
      email,
      phoneNumber: null,
      role: 'user',
      isEmailVerified: false,
      address: { street: '', city: '', state: '', zip: '' },
    });
    const session = await unwrap(
      apiClient().POST('/auth/login', {
        body: { credential: email.toUpperCase(), password: 'long-enough-pw' },
      }),
    );
    expect(session.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await unwrap(apiClient(session.data.token).GET('/users/me'));
    expect(me.data._id).toBe(registered.data._id);
  });

  it('registers with a phone number only and signs in with it', async () => {
    const phoneNumber = `+1555${Math.floor(1e6 + Math.random() * 8e6)}`;
    await unwrap(
      apiClient().POST('/auth/register', {
        body: { name: 'Phone Shopper', phoneNumber, password: 'long-enough-pw' },
      }),
    );
    const session = await unwrap(
      apiClient().POST('/auth/login', {
        body: { credential: phoneNumber, password: 'long-enough-pw' },
      }),
    );
    expect(session.data.user).toMatchObject({ phoneNumber, email: null });
  });

  it('refuses a second account with the same e-mail or phone number (409)', async () => {
    const email = uniqueEmail();
    await unwrap(
      apiClient().POST('/auth/register', {
        body: { name: 'A', email, password: 'long-enough-pw' },
      }),
    );
    const again = await rawRequest('POST', '/auth/register', {
      body: JSON.stringify({ name: 'B', email: email.toUpperCase(), password: 'another-password' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this e-mail address already exists.');
  });

  it('answers concurrent duplicate sign-ups with one account and 409s', async () => {
    const email = uniqueEmail();
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        rawRequest('POST', '/auth/register', {
          body: JSON.stringify({ name: 'Racer', email, password: 'long-enough-pw' }),
        }),
      ),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('refuses a wrong password or unknown account with the same 401', async () => {
    const shopper = await newShopper();
    for (const body of [
      { credential: shopper.email, password: 'wrong-password' },
      { credential: uniqueEmail(), password: 'whatever-password' },
      { credential: 'neither-email-nor-phone', password: 'whatever-password' },
    ]) {
      const response = await rawRequest('POST', '/auth/login', { body: JSON.stringify(body) });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('The e-mail, phone number or password is not correct.');
    }
  });

  it('refuses short passwords and malformed phone numbers by the contract (400)', async () => {
    const shortPassword = await rawRequest('POST', '/auth/register', {
      body: JSON.stringify({ name: 'A', email: uniqueEmail(), password: 'short' }),
    });
    expect(shortPassword.status).toBe(400);
    const badPhone = await rawRequest('POST', '/auth/register', {
      body: JSON.stringify({ name: 'A', phoneNumber: '5551234', password: 'long-enough-pw' }),
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'phoneNumber' })]),
    );
  });
});

describe('profile', () => {
  it('merges address fields and never lets a user change role or verification', async () => {
    const shopper = await newShopper();
    const client = apiClient(shopper.token);
    await unwrap(client.PUT('/users/me', { body: { address: { zip: '78701' } } }));
    const full = await unwrap(
      client.PUT('/users/me', {
        body: { name: 'New Name', address: { street: '1 Main St', city: 'Austin', state: 'TX' } },
      }),
    );
    expect(full.data).toMatchObject({
      name: 'New Name',
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    });
    for (const body of [
      { role: 'admin' },
      { isEmailVerified: true },
      { address: { zip: '7870' }, role: 'admin' },
    ]) {
      const refused = await rawRequest('PUT', '/users/me', {
        token: shopper.token,
        body: JSON.stringify(body),
      });
      expect(refused.status).toBe(400);
    }
    const badZip = await rawRequest('PUT', '/users/me', {
      token: shopper.token,
      body: JSON.stringify({ address: { zip: 'ABCDE' } }),
    });
    expect(badZip.status).toBe(422);
    const me = await unwrap(client.GET('/users/me'));
    expect(me.data).toMatchObject({
      role: 'user',
      isEmailVerified: false,
      address: { zip: '78701' },
    });
  });

  it('answers 401 without a token, with a forged token, and for a tampered one', async () => {
    const shopper = await newShopper();
    const [header, payload] = shopper.token.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const token of [undefined, 'not-a-jwt', tampered]) {
      const response = await rawRequest('GET', '/users/me', token ? { token } : {});
      expect(response.status).toBe(401);
      expect(response.body.success).toBe(false);
    }
  });
});
