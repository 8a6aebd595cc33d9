import { describe, expect, it } from 'vitest';
import { parseExpiry, testCardDefaults, testCardSchema, toTestCard } from './testCard.js';

const issues = (value: unknown): [string, string][] => {
  const parsed = testCardSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('testCardSchema', () => {
  it('parses a card with spaces into the test-confirm body', () => {
    const parsed = testCardSchema.safeParse({
      number: ' 4242 4242 4242 4242 ',
      expiry: '12/34',
      cvc: '123',
    });
    if (!parsed.success) throw new Error('the card was refused');
    const values = parsed.data;
    expect(values).toEqual({ number: '4242424242424242', expiry: '12/34', cvc: '123' });
    expect(toTestCard(values)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
  });

  it('requires every field', () => {
    expect(issues(testCardDefaults)).toEqual([
      ['number', 'Card number is required.'],
      ['expiry', 'Expiry date is required.'],
      ['cvc', 'CVC is required.'],
    ]);
  });

  it('refuses malformed values', () => {
    expect(issues({ number: '4242 4242', expiry: '13/30', cvc: '12' })).toEqual([
      ['number', 'Enter the 13 to 19 digits of the card number.'],
      ['expiry', 'Enter the expiry date as MM/YY.'],
      ['cvc', 'Enter the 3 or 4 digits of the CVC.'],
    ]);
    expect(issues({ number: '4000-0000-0000-0002', expiry: '1/2031', cvc: '1234' })).toEqual([]);
  });

  it('says a number of spaces and dashes alone is no card number', () => {
    expect(issues({ number: ' - - ', expiry: '12/34', cvc: '123' })).toEqual([
      ['number', 'Enter the 13 to 19 digits of the card number.'],
    ]);
  });

  it('treats a missing or non-text field as empty', () => {
    expect(issues({ number: 4242424242424242, expiry: '12/34' })).toEqual([
      ['number', 'Card number is required.'],
      ['cvc', 'CVC is required.'],
    ]);
    expect(issues(null).map(([field]) => field)).toEqual(['number', 'expiry', 'cvc']);
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('01/30')).toEqual({ expMonth: 1, expYear: 2030 });
    expect(parseExpiry('7 / 2031')).toEqual({ expMonth: 7, expYear: 2031 });
  });
  it('refuses other shapes', () => {
    for (const value of ['00/30', '13/30', '1230', '12/3', 'ab/cd', '']) {
      expect(parseExpiry(value)).toBeNull();
    }
  });
});
