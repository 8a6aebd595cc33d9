import { describe, expect, it } from 'vitest';
import { classifyContact, isEmail, isPhoneNumber } from './contact.js';

/** The shape as commonly written; exponential on long near-misses, so short inputs only. */
const CLASSIC_EMAIL = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

function* allStrings(alphabet: readonly string[], maxLength: number): Generator<string> {
  let layer = [''];
  for (let length = 1; length <= maxLength; length += 1) {
    const next: string[] = [];
    for (const prefix of layer) for (const c of alphabet) next.push(prefix + c);
    yield* next;
    layer = next;
  }
}

describe('classifyContact', () => {
  it.each([
    'jane@example.com',
    'jane.doe@example.com',
    'jane-doe@mail.example.co',
    'j_d.x-y@sub-domain.example.org',
    'a@b.cd',
    'first.last@example.co.uk',
  ])('sends %s as email', (value) => {
    expect(classifyContact(value)).toEqual({ email: value });
  });

  it.each([
    'jane@example.info', // 4-letter suffix
    'jane@example.c', // 1-letter suffix
    'jane@example', // no suffix
    'jane..doe@example.com', // two dots in a row
    '.jane@example.com', // leading dot
    'jane.@example.com', // dot before @
    'jane@.example.com',
    'jane@example..com',
    'jane doe@example.com',
    'jane@@example.com',
    'jane+tag@example.com',
    '@example.com',
    'jane@',
  ])('does not send %s as email', (value) => {
    expect(classifyContact(value)).not.toHaveProperty('email');
    expect(isEmail(value)).toBe(false);
  });

  it.each([
    '01234567890', // 0 and 10 digits
    '+12025550123', // + and 11 digits
    '+12345678', // + and 8 digits: 1-digit country code, 7 digits
    '+123456789012345678', // + and 18 digits: 3-digit country code, 15 digits
  ])('sends %s as phoneNumber', (value) => {
    expect(classifyContact(value)).toEqual({ phoneNumber: value });
  });

  it.each([
    '0123456789', // 0 and 9 digits
    '012345678901', // 0 and 11 digits
    '+1234567', // + and 7 digits
    '+1234567890123456789', // + and 19 digits
    '2025550123', // 10 digits without 0 or +
    '+1 202 555 0123', // spaces inside
    '0123-456-7890',
    '++12345678',
    '+12345678a',
  ])('does not send %s as phoneNumber', (value) => {
    expect(classifyContact(value)).not.toHaveProperty('phoneNumber');
    expect(isPhoneNumber(value)).toBe(false);
  });

  it('trims before classifying and sends the trimmed value', () => {
    expect(classifyContact('  jane@example.com \n')).toEqual({ email: 'jane@example.com' });
    expect(classifyContact('\t01234567890 ')).toEqual({ phoneNumber: '01234567890' });
  });

  it.each(['', '   ', 'jane', '12345', 'hello world'])('sends neither for %j', (value) => {
    const result = classifyContact(value);
    expect(result).toEqual({});
    expect(Object.keys(result)).toHaveLength(0);
  });

  it('accepts exactly what the classic e-mail pattern accepts (all short strings)', () => {
    let checked = 0;
    let accepted = 0;
    for (const s of allStrings(['a', '.', '-', '@'], 9)) {
      const expected = CLASSIC_EMAIL.test(s);
      if (isEmail(s) !== expected) throw new Error(`disagree on ${JSON.stringify(s)}`);
      checked += 1;
      if (expected) accepted += 1;
    }
    expect(checked).toBeGreaterThan(200_000);
    expect(accepted).toBeGreaterThan(30);
  });

  it('accepts exactly what the classic e-mail pattern accepts (random strings)', () => {
    const alphabet = 'ab1_.-@ +x'.split('');
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 20_000; i += 1) {
      const length = 1 + Math.floor(random() * 14);
      let s = '';
      for (let j = 0; j < length; j += 1) s += alphabet[Math.floor(random() * alphabet.length)];
      expect(isEmail(s), s).toBe(CLASSIC_EMAIL.test(s));
    }
  });

  it('answers long near-misses quickly (no catastrophic backtracking)', () => {
    const nearMisses = [`${'a'.repeat(240)}!`, `a@${'a'.repeat(240)}!`, `${'a-'.repeat(120)}@x`];
    const started = performance.now();
    for (const value of nearMisses) expect(isEmail(value)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('rejects e-mail addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const at254 = `${local}@${'b'.repeat(254 - 64 - 1 - 4)}.com`;
    expect(at254).toHaveLength(254);
    expect(isEmail(at254)).toBe(true);
    expect(isEmail(`a${at254}`)).toBe(false);
  });
});
