import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginPayloadSchema, signInDefaults, signInSchema } from './signIn.js';

const issues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('signInSchema', () => {
  it('accepts a credential and password, trimming the credential only', () => {
    expect(signInSchema.parse({ credential: ' jane@example.com ', password: ' secret ' })).toEqual({
      credential: 'jane@example.com',
      password: ' secret ',
    });
  });

  it('defaults to empty fields, which fail with the spec message on each field', () => {
    expect(signInDefaults).toEqual({ credential: '', password: '' });
    expect(issues(signInSchema, signInDefaults)).toEqual([
      ['credential', 'Please fill in all required fields.'],
      ['password', 'Please fill in all required fields.'],
    ]);
  });

  it('treats a blank credential as empty', () => {
    expect(issues(signInSchema, { credential: '   ', password: 'x' })).toEqual([
      ['credential', 'Please fill in all required fields.'],
    ]);
  });

  it('accepts a one-character password (sign-in does not judge strength)', () => {
    expect(signInSchema.safeParse({ credential: 'x', password: 'x' }).success).toBe(true);
  });

  it('gives the required message for missing fields', () => {
    expect(issues(signInSchema, {})).toEqual([
      ['credential', 'Please fill in all required fields.'],
      ['password', 'Please fill in all required fields.'],
    ]);
  });

  it('limits lengths', () => {
    expect(issues(signInSchema, { credential: 'a'.repeat(255), password: 'x' })).toEqual([
      ['credential', 'Must be at most 254 characters.'],
    ]);
    expect(issues(signInSchema, { credential: 'a', password: 'x'.repeat(129) })).toEqual([
      ['password', 'Must be at most 128 characters.'],
    ]);
  });
});

describe('loginPayloadSchema', () => {
  it('accepts the login body', () => {
    expect(loginPayloadSchema.parse({ credential: ' 01234567890', password: 'pw' })).toEqual({
      credential: '01234567890',
      password: 'pw',
    });
  });

  it('refuses unknown fields and non-objects', () => {
    expect(issues(loginPayloadSchema, { credential: 'a', password: 'b', extra: true })).toEqual([
      ['', 'Unknown field: extra.'],
    ]);
    expect(issues(loginPayloadSchema, 'a:b')).toEqual([
      ['', 'The request body must be a JSON object.'],
    ]);
  });

  it('rejects empty fields', () => {
    expect(loginPayloadSchema.safeParse({ credential: '', password: '' }).success).toBe(false);
  });
});
