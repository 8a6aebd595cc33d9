import { describe, expect, it } from 'vitest';
import {
  parseVerificationType,
  verificationCodeDefaults,
  verificationCodeSchema,
  verificationTypeFor,
} from './verificationCode.js';

describe('verificationCodeSchema', () => {
  it.each(['123456', '000000', ' 987654 '])('accepts %j', (code) => {
    expect(verificationCodeSchema.parse({ code })).toEqual({ code: code.trim() });
  });

  it.each(['', '12345', '1234567', '12345a', '12 345', '１２３４５６', '-12345'])(
    'rejects %j with the spec message on code',
    (code) => {
      const result = verificationCodeSchema.safeParse({ code });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['code', 'Please enter a valid 6-digit code.'],
      ]);
    },
  );

  it('defaults to an empty code', () => {
    expect(verificationCodeDefaults).toEqual({ code: '' });
    expect(verificationCodeSchema.safeParse(verificationCodeDefaults).success).toBe(false);
    expect(verificationCodeSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter a valid 6-digit code.',
    );
  });
});

describe('parseVerificationType', () => {
  it('reads email and phone', () => {
    expect(parseVerificationType('email')).toBe('email');
    expect(parseVerificationType('phone')).toBe('phone');
  });

  it.each([null, undefined, '', 'sms', 'Email'])('gives null for %j', (value) => {
    expect(parseVerificationType(value)).toBeNull();
  });
});

describe('verificationTypeFor', () => {
  it('prefers the e-mail address, as the server does without a body', () => {
    expect(verificationTypeFor({ email: 'a@example.com', phoneNumber: '+15551234567' })).toBe(
      'email',
    );
    expect(verificationTypeFor({ email: 'a@example.com', phoneNumber: '' })).toBe('email');
  });

  it('falls back to the phone number', () => {
    expect(verificationTypeFor({ email: '', phoneNumber: '+15551234567' })).toBe('phone');
    expect(verificationTypeFor({ email: null, phoneNumber: '+15551234567' })).toBe('phone');
  });

  it('gives null without either', () => {
    expect(verificationTypeFor({ email: '', phoneNumber: '' })).toBeNull();
    expect(verificationTypeFor({})).toBeNull();
  });
});
