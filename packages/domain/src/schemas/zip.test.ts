import { describe, expect, it } from 'vitest';
import { usZipSchema, zipSchema } from './zip.js';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('zipSchema', () => {
  it('accepts 5 digits, trimmed', () => {
    expect(zipSchema.parse(' 75201 ')).toBe('75201');
    expect(zipSchema.parse('00501')).toBe('00501');
  });

  it.each(['', '   '])('requires a value (%j)', (zip) => {
    expect(messages(zipSchema.safeParse(zip))).toEqual(['ZIP Code is required.']);
  });

  it('requires a string', () => {
    expect(messages(zipSchema.safeParse(undefined))).toEqual(['ZIP Code is required.']);
  });

  it.each(['7520', '752011', '7520a', '75201-1234', '75 201'])('rejects %j', (zip) => {
    expect(messages(zipSchema.safeParse(zip))).toEqual(['ZIP Code must be 5 digits.']);
  });
});

describe('usZipSchema', () => {
  it('accepts 5 digits and ZIP+4', () => {
    expect(usZipSchema.parse('75201')).toBe('75201');
    expect(usZipSchema.parse(' 75201-1234')).toBe('75201-1234');
  });

  it('reports missing and malformed ZIPs', () => {
    expect(messages(usZipSchema.safeParse(''))).toEqual(['ZIP Code is required.']);
    for (const zip of ['7520', '75201-123', '75201 1234', 'ABCDE']) {
      expect(messages(usZipSchema.safeParse(zip))).toEqual([
        'Enter a valid US ZIP Code, such as 12345 or 12345-6789.',
      ]);
    }
  });
});
