import { describe, expect, it } from 'vitest';
import {
  checkNumberField,
  numberLike,
  numberOrNull,
  optionalText,
  readNumber,
  requiredText,
  requiredTextMatching,
  splitTags,
} from './fields.js';

describe('requiredText', () => {
  const schema = requiredText('Needed.', 5);

  it('trims and accepts text up to the limit', () => {
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.parse('abcde')).toBe('abcde');
  });

  it('reports only the required message for blank or missing text', () => {
    for (const value of ['', '   ', undefined, null]) {
      const result = schema.safeParse(value);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Needed.']);
    }
  });

  it('reports text over the limit', () => {
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe(
      'Must be at most 5 characters.',
    );
  });
});

describe('requiredTextMatching', () => {
  const schema = requiredTextMatching('Needed.', (v) => /^\d+$/.test(v), 'Digits only.', 4);
  const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

  it('gives exactly one message per problem', () => {
    expect(schema.parse(' 123 ')).toBe('123');
    expect(messages('  ')).toEqual(['Needed.']);
    expect(messages('12a')).toEqual(['Digits only.']);
    expect(messages('12345')).toEqual(['Must be at most 4 characters.']);
  });
});

describe('optionalText', () => {
  it('allows empty text and enforces the limit', () => {
    expect(optionalText(3).parse('  ')).toBe('');
    expect(optionalText(3).safeParse('abcd').success).toBe(false);
  });
});

describe('readNumber', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['  ', { kind: 'empty' }],
    [null, { kind: 'empty' }],
    [undefined, { kind: 'empty' }],
    [Number.NaN, { kind: 'empty' }],
    ['0', { kind: 'number', value: 0 }],
    ['-0', { kind: 'number', value: 0 }],
    [' 12 ', { kind: 'number', value: 12 }],
    ['12.5', { kind: 'number', value: 12.5 }],
    ['.5', { kind: 'number', value: 0.5 }],
    ['5.', { kind: 'number', value: 5 }],
    ['-3', { kind: 'number', value: -3 }],
    ['1e3', { kind: 'number', value: 1000 }],
    [7, { kind: 'number', value: 7 }],
    ['abc', { kind: 'invalid' }],
    ['0x10', { kind: 'invalid' }],
    ['1,000', { kind: 'invalid' }],
    ['1 2', { kind: 'invalid' }],
    ['Infinity', { kind: 'invalid' }],
    ['1e999', { kind: 'invalid' }],
    [Number.POSITIVE_INFINITY, { kind: 'invalid' }],
  ])('reads %j as %j', (raw, reading) => {
    expect(readNumber(raw)).toEqual(reading);
  });

  it('numberOrNull keeps only numbers', () => {
    expect(numberOrNull('4')).toBe(4);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('x')).toBeNull();
  });
});

describe('splitTags', () => {
  it('splits on slashes, trims and drops empties', () => {
    expect(splitTags('a / b//c/')).toEqual(['a', 'b', 'c']);
    expect(splitTags('reverse osmosis/ under sink ')).toEqual(['reverse osmosis', 'under sink']);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(' / / ')).toEqual([]);
  });
});

describe('checkNumberField', () => {
  const rule = { min: 0, minMessage: 'Too low.', max: 10 };

  it('allows empty fields without a required message', () => {
    expect(checkNumberField('', rule)).toEqual({ ok: true, value: null });
    expect(checkNumberField(Number.NaN, rule)).toEqual({ ok: true, value: null });
  });

  it('reports empty fields with a required message', () => {
    expect(checkNumberField(' ', { ...rule, requiredMessage: 'Needed.' })).toEqual({
      ok: false,
      message: 'Needed.',
    });
  });

  it('checks in order: number, whole, min, max', () => {
    const whole = { ...rule, integer: true };
    expect(checkNumberField('x', whole)).toEqual({ ok: false, message: 'Must be a number.' });
    expect(checkNumberField('-0.5', whole)).toEqual({
      ok: false,
      message: 'Must be a whole number.',
    });
    expect(checkNumberField('-1', whole)).toEqual({ ok: false, message: 'Too low.' });
    expect(checkNumberField('11', whole)).toEqual({ ok: false, message: 'Must be at most 10.' });
    expect(checkNumberField('0', whole)).toEqual({ ok: true, value: 0 });
    expect(checkNumberField(10, whole)).toEqual({ ok: true, value: 10 });
    expect(checkNumberField('2.5', rule)).toEqual({ ok: true, value: 2.5 });
  });

  it('uses custom messages when given', () => {
    expect(
      checkNumberField('1.5', {
        ...rule,
        integer: true,
        integerMessage: 'Whole!',
        invalidMessage: 'NaN!',
      }),
    ).toEqual({ ok: false, message: 'Whole!' });
    expect(checkNumberField('a', { ...rule, invalidMessage: 'NaN!' })).toEqual({
      ok: false,
      message: 'NaN!',
    });
  });
});

describe('numberLike', () => {
  it('takes text, numbers and NaN (an empty input read as a number)', () => {
    expect(numberLike.parse('12')).toBe('12');
    expect(numberLike.parse(12)).toBe(12);
    expect(numberLike.parse(Number.NaN)).toBeNaN();
  });

  it('refuses other types', () => {
    expect(numberLike.safeParse(true).error?.issues[0]?.message).toBe('Must be a number.');
  });
});
