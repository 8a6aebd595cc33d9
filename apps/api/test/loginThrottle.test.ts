import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

// Its own server, trusting X-Forwarded-For so the test can speak from several addresses.
let own: OwnServer;
beforeAll(async () => {
  own = await startOwnServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => own.close());

let accounts = 0;
async function newAccount() {
  accounts += 1;
  const account = {
    name: 'Throttle Tester',
    email: `throttle-${accounts}-${Date.now()}@example.com`,
    password: 'correct-horse-battery',
  };
  const response = await fetch(`${own.base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(201);
  return account;
}

function signIn(credential: string, password: string, from: string) {
  return fetch(`${own.base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ credential, password }),
  });
}

async function failFrom(email: string, from: string, times: number) {
  for (let i = 0; i < times; i += 1)
    expect((await signIn(email, 'wrong-password', from)).status).toBe(401);
}

describe('sign-in throttling', () => {
  it('blocks an address after 10 failures for that account, but lets the owner in from another address', async () => {
    const { email, password } = await newAccount();
    await failFrom(email, '203.0.113.1', 10);
    const blocked = await signIn(email, password, '203.0.113.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(email, password, '198.51.100.7')).status).toBe(200);
  });

  it('never counts successful sign-ins', async () => {
    const { email, password } = await newAccount();
    for (let i = 0; i < 15; i += 1)
      expect((await signIn(email, password, '203.0.113.2')).status).toBe(200);
  });

  it('blocks the account everywhere after 100 failures spread over many addresses', async () => {
    const { email, password } = await newAccount();
    for (let address = 0; address < 10; address += 1)
      await failFrom(email, `192.0.2.${address + 10}`, 10);
    expect((await signIn(email, password, '198.51.100.99')).status).toBe(429);
  });
});
