import { describe, expect, it } from 'vitest';
import { zipSchema } from './schemas/zip.js';
import { checkTdsZip, fiveDigitZip, US_ZIP, zipLookupAllowed } from './tdsZip.js';

describe('checkTdsZip', () => {
  it('accepts 5 digits, trimmed', () => {
    expect(checkTdsZip(' 75201 ')).toEqual({ ok: true, zip: '75201' });
    expect(checkTdsZip('00501')).toEqual({ ok: true, zip: '00501' });
  });

  it.each(['', '   ', undefined, null, 75201])('requires a ZIP (%j)', (zip) => {
    expect(checkTdsZip(zip)).toEqual({ ok: false, message: 'ZIP Code is required.' });
  });

  it.each(['7520', '752011', '7520a', '75201-1234', '75 201'])('refuses %j', (zip) => {
    expect(checkTdsZip(zip)).toEqual({ ok: false, message: 'ZIP Code must be 5 digits.' });
  });

  it('refuses text longer than the field', () => {
    expect(checkTdsZip('12345678901')).toEqual({
      ok: false,
      message: 'Must be at most 10 characters.',
    });
  });

  it.each([
    '',
    ' ',
    '75201',
    ' 75201\t',
    '7520',
    '75201-1234',
    '1234567890',
    '12345678901',
    '\u00a075201\u00a0',
    '٧٥٢٠١',
    undefined,
    null,
    12345,
  ])('agrees with zipSchema on %j', (zip) => {
    const parsed = zipSchema.safeParse(zip);
    expect(checkTdsZip(zip)).toEqual(
      parsed.success
        ? { ok: true, zip: parsed.data }
        : { ok: false, message: parsed.error.issues[0]?.message },
    );
  });
});

describe('zipLookupAllowed', () => {
  it('is false when the ZIP is empty', () => {
    expect(zipLookupAllowed('')).toBe(false);
    expect(zipLookupAllowed('  ')).toBe(false);
    expect(zipLookupAllowed(null)).toBe(false);
    expect(zipLookupAllowed(undefined)).toBe(false);
  });

  it('is false for a ZIP the lookup cannot answer', () => {
    expect(zipLookupAllowed('1234')).toBe(false);
    expect(zipLookupAllowed('12345-6789')).toBe(false);
  });

  it('is true for a 5-digit ZIP', () => {
    expect(zipLookupAllowed('75201')).toBe(true);
    expect(zipLookupAllowed(' 75201 ')).toBe(true);
  });
});

describe('US ZIP', () => {
  it.each([
    ['75201', '75201'],
    [' 75201 ', '75201'],
    ['75201-1234', '75201'],
  ])('%j has the five-digit part %j', (zip, zip5) => {
    expect(fiveDigitZip(zip)).toBe(zip5);
  });

  it.each(['', '7520', '752011', '75201-123', '75201 1234', 'abcde'])('%j is not one', (zip) => {
    expect(fiveDigitZip(zip)).toBeUndefined();
    expect(US_ZIP.test(zip)).toBe(false);
  });
});
