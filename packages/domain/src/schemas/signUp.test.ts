import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  registerPayloadSchema,
  signUpDefaults,
  signUpSchema,
  toRegisterPayload,
} from './signUp.js';

const issues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const valid = {
  name: ' Jane Doe ',
  contact: ' jane@example.com ',
  password: 'correct horse',
  acceptMessages: true,
  acceptTerms: true,
};

describe('signUpSchema', () => {
  it('accepts complete values, trimming name and contact', () => {
    expect(signUpSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Jane Doe',
      contact: 'jane@example.com',
    });
  });

  it('has empty defaults that fail with the spec messages', () => {
    expect(signUpDefaults).toEqual({
      name: '',
      contact: '',
      password: '',
      acceptMessages: false,
      acceptTerms: false,
    });
    expect(issues(signUpSchema, signUpDefaults)).toEqual([
      ['name', 'Please fill in all required fields.'],
      ['contact', 'Please fill in all required fields.'],
      ['password', 'Please fill in all required fields.'],
      ['acceptMessages', 'You must agree to the terms and tracking conditions.'],
      ['acceptTerms', 'You must agree to the terms and tracking conditions.'],
    ]);
  });

  it.each(['name', 'contact'])('treats a blank %s as empty', (field) => {
    expect(issues(signUpSchema, { ...valid, [field]: '  ' })).toEqual([
      [field, 'Please fill in all required fields.'],
    ]);
  });

  it.each(['acceptMessages', 'acceptTerms'])('requires %s to be ticked', (field) => {
    expect(issues(signUpSchema, { ...valid, [field]: false })).toEqual([
      [field, 'You must agree to the terms and tracking conditions.'],
    ]);
  });

  it('rejects a contact that is neither an e-mail nor a phone number (beyond the spec)', () => {
    for (const contact of ['jane', 'jane@example.info', '0123456789', '+1 202 555 0123']) {
      expect(issues(signUpSchema, { ...valid, contact })).toEqual([
        ['contact', 'Enter a valid e-mail address or phone number.'],
      ]);
    }
  });

  it('accepts a phone number as contact', () => {
    expect(signUpSchema.safeParse({ ...valid, contact: '+12025550123' }).success).toBe(true);
  });

  it('requires at least 8 password characters (beyond the spec)', () => {
    expect(issues(signUpSchema, { ...valid, password: '1234567' })).toEqual([
      ['password', 'Password must be at least 8 characters.'],
    ]);
    expect(issues(signUpSchema, { ...valid, password: '12345678' })).toEqual([]);
  });
});

describe('toRegisterPayload', () => {
  it('sends an e-mail contact as email', () => {
    expect(toRegisterPayload(signUpSchema.parse(valid))).toEqual({
      name: 'Jane Doe',
      password: 'correct horse',
      email: 'jane@example.com',
    });
  });

  it('sends a phone contact as phoneNumber', () => {
    const payload = toRegisterPayload(signUpSchema.parse({ ...valid, contact: ' 01234567890' }));
    expect(payload).toEqual({
      name: 'Jane Doe',
      password: 'correct horse',
      phoneNumber: '01234567890',
    });
    expect(payload).not.toHaveProperty('email');
  });

  it('produces what the server accepts', () => {
    const payload = toRegisterPayload(signUpSchema.parse(valid));
    expect(registerPayloadSchema.parse(payload)).toEqual(payload);
  });
});

describe('registerPayloadSchema', () => {
  const base = { name: 'Jane', password: '12345678' };

  it('accepts an email, a phoneNumber or both', () => {
    expect(registerPayloadSchema.safeParse({ ...base, email: 'a@b.cd' }).success).toBe(true);
    expect(registerPayloadSchema.safeParse({ ...base, phoneNumber: '+12345678' }).success).toBe(
      true,
    );
    expect(
      registerPayloadSchema.safeParse({ ...base, email: 'a@b.cd', phoneNumber: '01234567890' })
        .success,
    ).toBe(true);
  });

  it('requires one of them', () => {
    expect(issues(registerPayloadSchema, base)).toEqual([
      ['email', 'Provide an e-mail address or a phone number.'],
    ]);
  });

  it('checks their shapes', () => {
    expect(issues(registerPayloadSchema, { ...base, email: 'a@b.info' })).toEqual([
      ['email', 'Enter a valid e-mail address.'],
    ]);
    expect(issues(registerPayloadSchema, { ...base, phoneNumber: '12345' })).toEqual([
      ['phoneNumber', 'Enter a valid phone number.'],
    ]);
  });

  it('requires a name and an 8-character password', () => {
    expect(
      issues(registerPayloadSchema, { name: ' ', password: '1234567', email: 'a@b.cd' }),
    ).toEqual([
      ['name', 'Please fill in all required fields.'],
      ['password', 'Password must be at least 8 characters.'],
    ]);
  });

  it('refuses unknown fields such as a role', () => {
    expect(issues(registerPayloadSchema, { ...base, email: 'a@b.cd', role: 'admin' })).toEqual([
      ['', 'Unknown field: role.'],
    ]);
  });
});
