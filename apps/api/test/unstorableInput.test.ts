import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { unstorableFields } from '../src/http/unstorable.js';
import { createLogger } from '../src/logger.js';
import { adminToken, newShopper, rawRequest } from './support/client.js';

let shopper: string;
let admin: string;
beforeAll(async () => {
  shopper = (await newShopper()).token;
  admin = await adminToken();
});

const NUL = '\u0000';
const CANNOT_STORE = 'contains a character that cannot be stored';

/** One string field of each operation that takes text, with a NUL inside it. */
const cases: Array<{
  name: string;
  method: string;
  path: string;
  url?: string;
  who?: 'shopper' | 'admin';
  body?: unknown;
  field: string;
}> = [
  {
    name: 'register',
    method: 'POST',
    path: '/auth/register',
    body: { name: `Ann${NUL}`, email: 'ann@example.com', password: 'long-enough' },
    field: 'body.name',
  },
  {
    name: 'login',
    method: 'POST',
    path: '/auth/login',
    body: { credential: `ann${NUL}@example.com`, password: 'x' },
    field: 'body.credential',
  },
  {
    name: 'forgot password',
    method: 'POST',
    path: '/auth/forgot-password',
    body: { credential: `ann${NUL}@example.com` },
    field: 'body.credential',
  },
  {
    name: 'reset password',
    method: 'POST',
    path: '/auth/reset-password',
    body: { credential: 'ann@example.com', code: '123456', password: `long-enough${NUL}` },
    field: 'body.password',
  },
  {
    name: 'update me',
    method: 'PUT',
    path: '/users/me',
    who: 'shopper',
    body: { address: { street: `1 Main${NUL} St` } },
    field: 'body.address.street',
  },
  {
    name: 'product search',
    method: 'GET',
    path: '/products',
    url: '/products?q=filter%00',
    field: 'query.q',
  },
  {
    name: 'create product',
    method: 'POST',
    path: '/products',
    who: 'admin',
    body: { name: `RO${NUL}` },
    field: 'body.name',
  },
  {
    name: 'update product',
    method: 'PUT',
    path: '/products/{id}',
    url: '/products/00000000-0000-4000-8000-000000000000',
    who: 'admin',
    body: { description: `clean${NUL}water` },
    field: 'body.description',
  },
  {
    name: 'test-confirm',
    method: 'POST',
    path: '/payments/test-confirm',
    who: 'shopper',
    body: { clientSecret: `pi_1${NUL}`, card: {} },
    field: 'body.clientSecret',
  },
  {
    name: 'create order',
    method: 'POST',
    path: '/orders',
    who: 'shopper',
    body: { paymentIntentId: `pi_${NUL}` },
    field: 'body.paymentIntentId',
  },
  {
    name: 'contact',
    method: 'POST',
    path: '/contact',
    body: { message: `Hello${NUL}` },
    field: 'body.message',
  },
];

describe('strings the database cannot store are refused with 400', () => {
  it.each(cases)('$name', async ({ method, path, url, who, body, field }) => {
    const answer = await rawRequest(method, path, {
      path: url ?? path,
      token: who === 'admin' ? admin : who === 'shopper' ? shopper : undefined,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Invalid request: ${field} ${CANNOT_STORE}.`);
    expect(answer.body.errors).toEqual([{ path: field, message: CANNOT_STORE }]);
  });

  it('finds NULs and lone surrogates in values and keys, and lets every other character through', () => {
    expect(unstorableFields({ a: ['ok', `x${NUL}`] }, 'body')).toEqual([
      { path: 'body.a.1', message: CANNOT_STORE },
    ]);
    expect(unstorableFields({ [`k${NUL}`]: 1 }, 'body')).toEqual([
      { path: `body.k${NUL}`, message: CANNOT_STORE },
    ]);
    expect(unstorableFields('\uD800', 'q')).toHaveLength(1);
    expect(unstorableFields('\uDC00x', 'q')).toHaveLength(1);
    expect(unstorableFields('water 💧 ß 水 \u0001 \uFFFD', 'q')).toEqual([]);
  });

  it('refuses a lone surrogate sent as a JSON escape', async () => {
    const answer = await rawRequest('POST', '/contact', {
      body: '{"name":"\\ud800","email":"a@example.com","subject":"s","message":"m"}',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'body.name', message: CANNOT_STORE }]);
  });
});

describe('the log never carries query parameters or secrets', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { logger: createLogger('info', stream), text: () => lines.join('') };
  }

  it('logs a failed query by its message and codes, without its parameters or row details', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(ann@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "phone_number", "password_hash") values ($1, $2, $3)',
      ['ann@example.com', '+15551234567', hash],
      cause,
    );
    const { logger, text } = capture();
    logger.error({ err: error, path: '/api/v1/auth/register' }, 'unhandled error');
    const line = text();
    for (const secret of ['ann@example.com', '+15551234567', hash, 'argon2id'])
      expect(line).not.toContain(secret);
    expect(line).toContain('Failed query: insert into \\"users\\"');
    expect(line).toContain('23505');
    expect(line).toContain('users_email_key');
  });

  it('redacts passwords, tokens and authorization headers one level down', () => {
    const { logger, text } = capture();
    logger.info(
      {
        body: { email: 'x', password: 'hunter2-password' },
        headers: { authorization: 'Bearer eyJsecret' },
        session: { token: 'eyJtoken' },
      },
      'request',
    );
    const line = text();
    for (const secret of ['hunter2-password', 'eyJsecret', 'eyJtoken'])
      expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });
});
