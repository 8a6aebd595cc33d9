import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordDefaults,
  forgotPasswordSchema,
  resetPasswordDefaults,
  resetPasswordSchema,
} from './passwordReset.js';

const issues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('forgotPasswordSchema', () => {
  it('accepts an e-mail or phone credential, trimmed', () => {
    expect(forgotPasswordSchema.parse({ credential: ' a@b.cd ' })).toEqual({
      credential: 'a@b.cd',
    });
    expect(forgotPasswordSchema.parse({ credential: '01234567890' })).toEqual({
      credential: '01234567890',
    });
  });

  it('requires a credential in the spec shapes', () => {
    expect(forgotPasswordDefaults).toEqual({ credential: '' });
    expect(issues(forgotPasswordSchema, forgotPasswordDefaults)).toEqual([
      ['credential', 'Please fill in all required fields.'],
    ]);
    expect(issues(forgotPasswordSchema, { credential: 'jane' })).toEqual([
      ['credential', 'Enter a valid e-mail address or phone number.'],
    ]);
  });
});

describe('resetPasswordSchema', () => {
  const valid = { credential: 'a@b.cd', code: '123456', password: '12345678' };

  it('accepts credential, 6-digit code and new password', () => {
    expect(resetPasswordSchema.parse(valid)).toEqual(valid);
  });

  it('reports each field', () => {
    expect(resetPasswordDefaults).toEqual({ credential: '', code: '', password: '' });
    expect(
      issues(resetPasswordSchema, { credential: 'x', code: '12345', password: '1234567' }),
    ).toEqual([
      ['credential', 'Enter a valid e-mail address or phone number.'],
      ['code', 'Please enter a valid 6-digit code.'],
      ['password', 'Password must be at least 8 characters.'],
    ]);
  });
});
