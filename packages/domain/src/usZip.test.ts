import { describe, expect, it } from 'vitest';
import { fiveDigitZip, US_ZIP } from './usZip.js';

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
