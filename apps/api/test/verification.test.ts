import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unwrap } from '@wtkit/api-client';
import { describe, expect, inject, it } from 'vitest';
import { apiClient, newShopper, rawRequest } from './support/client.js';

interface OutboxLine {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest message to `to` in DATA_DIR/outbox.jsonl, where a developer reads codes. */
async function lastMessageTo(to: string): Promise<OutboxLine | undefined> {
  const text = await readFile(join(inject('dataDir'), 'outbox.jsonl'), 'utf8');
  const lines = text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OutboxLine);
  return lines.filter((line) => line.to === to).at(-1);
}

const codeIn = (message: OutboxLine | undefined) =>
  /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';

describe('e-mail verification', () => {
  it('sends a 6-digit code to the outbox and verifies the address with it', async () => {
    const shopper = await newShopper();
    const sent = await unwrap(
      apiClient(shopper.token).POST('/auth/send-verification-code', { body: {} }),
    );
    expect(sent.message).toMatch(/^Verification code sent to s\*\*\*@example\.com\.$/);
    const message = await lastMessageTo(shopper.email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your verification code' });
    const code = codeIn(message);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await unwrap(
      apiClient(shopper.token).POST('/auth/verify-email', { body: { code } }),
    );
    expect(verified.data.isEmailVerified).toBe(true);
    const reuse = await rawRequest('POST', '/auth/verify-email', {
      token: shopper.token,
      body: JSON.stringify({ code }),
    });
    expect(reuse.status).toBe(422);
    const again = await rawRequest('POST', '/auth/send-verification-code', {
      token: shopper.token,
      body: '{}',
    });
    expect(again.status).toBe(409);
  });

  it('kills a code after five wrong attempts', async () => {
    const shopper = await newShopper();
    await unwrap(apiClient(shopper.token).POST('/auth/send-verification-code', { body: {} }));
    const code = codeIn(await lastMessageTo(shopper.email));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(
        await rawRequest('POST', '/auth/verify-email', {
          token: shopper.token,
          body: JSON.stringify({ code: wrong }),
        }),
      );
    }
    expect(answers.map((a) => a.body.message)).toEqual([
      'The code is not correct.',
      'The code is not correct.',
      'The code is not correct.',
      'The code is not correct.',
      'Too many wrong attempts. Request a new code.',
    ]);
    const right = await rawRequest('POST', '/auth/verify-email', {
      token: shopper.token,
      body: JSON.stringify({ code }),
    });
    expect(right.status).toBe(422);
    expect(right.body.message).toBe('Too many wrong attempts. Request a new code.');
    const me = await unwrap(apiClient(shopper.token).GET('/users/me'));
    expect(me.data.isEmailVerified).toBe(false);
  });

  it('throttles resending for a minute', async () => {
    const shopper = await newShopper();
    await unwrap(apiClient(shopper.token).POST('/auth/send-verification-code', { body: {} }));
    const soon = await rawRequest('POST', '/auth/send-verification-code', {
      token: shopper.token,
      body: '{}',
    });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
  });

  it('refuses a malformed code by the contract, and phone verification without a phone', async () => {
    const shopper = await newShopper();
    const malformed = await rawRequest('POST', '/auth/verify-email', {
      token: shopper.token,
      body: JSON.stringify({ code: '12345' }),
    });
    expect(malformed.status).toBe(400);
    const noPhone = await rawRequest('POST', '/auth/send-verification-code', {
      token: shopper.token,
      body: JSON.stringify({ channel: 'phone' }),
    });
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.message).toBe('Your account has no phone number to verify.');
  });

  it('verifies a phone number by SMS', async () => {
    const phoneNumber = `+1555${Math.floor(1e6 + Math.random() * 8e6)}`;
    await unwrap(
      apiClient().POST('/auth/register', {
        body: { name: 'Sms', phoneNumber, password: 'long-enough-pw' },
      }),
    );
    const session = await unwrap(
      apiClient().POST('/auth/login', {
        body: { credential: phoneNumber, password: 'long-enough-pw' },
      }),
    );
    await unwrap(apiClient(session.data.token).POST('/auth/send-verification-code', { body: {} }));
    const message = await lastMessageTo(phoneNumber);
    expect(message?.channel).toBe('sms');
    const verified = await unwrap(
      apiClient(session.data.token).POST('/auth/verify-phone', { body: { code: codeIn(message) } }),
    );
    expect(verified.data.isPhoneVerified).toBe(true);
  });
});

describe('password reset by code', () => {
  it('resets the password with the code, and answers the same for unknown accounts', async () => {
    const shopper = await newShopper();
    const sent = await unwrap(
      apiClient().POST('/auth/forgot-password', { body: { credential: shopper.email } }),
    );
    const unknown = await unwrap(
      apiClient().POST('/auth/forgot-password', {
        body: { credential: 'nobody-here@example.com' },
      }),
    );
    expect(unknown).toEqual(sent);
    // The code goes out after the answer.
    await expect
      .poll(async () => (await lastMessageTo(shopper.email))?.subject)
      .toBe('Reset your password');
    const message = await lastMessageTo(shopper.email);

    const wrong = await rawRequest('POST', '/auth/reset-password', {
      body: JSON.stringify({
        credential: shopper.email,
        code: codeIn(message) === '000000' ? '111111' : '000000',
        password: 'brand-new-password',
      }),
    });
    expect(wrong.status).toBe(422);
    await unwrap(
      apiClient().POST('/auth/reset-password', {
        body: { credential: shopper.email, code: codeIn(message), password: 'brand-new-password' },
      }),
    );
    const oldPassword = await rawRequest('POST', '/auth/login', {
      body: JSON.stringify({ credential: shopper.email, password: shopper.password }),
    });
    expect(oldPassword.status).toBe(401);
    const session = await unwrap(
      apiClient().POST('/auth/login', {
        body: { credential: shopper.email, password: 'brand-new-password' },
      }),
    );
    expect(session.data.user.email).toBe(shopper.email);
    // The session from before the reset is over; the one after it works.
    const before = await rawRequest('GET', '/users/me', { token: shopper.token });
    expect(before.status).toBe(401);
    expect(before.body.message).toBe('Session expired or invalid. Please log in again.');
    expect((await rawRequest('GET', '/users/me', { token: session.data.token })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('stops password guessing on one account after ten tries in 15 minutes (429 with Retry-After)', async () => {
    const shopper = await newShopper();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await fetch(`${inject('baseUrl')}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ credential: shopper.email, password: `guess-${attempt}` }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await response.json()).toEqual({
          success: false,
          message: 'Too many attempts. Please wait a few minutes and try again.',
        });
      }
    }
    // The first sign-in (newShopper) counted too.
    expect(statuses.slice(0, 9).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
