import { describe, expect, it } from 'vitest';
import { TDS_RATING_THRESHOLDS, TDS_RATINGS, TDS_SCALING } from './constants.js';
import { displayTds, tdsRating } from './tds.js';

describe('displayTds', () => {
  // ZIP 10000 adds 0, so these check the scaling alone.
  it.each([
    [0, 0],
    [1, 2], // 2.5 floored
    [100, 250], // last value of the ×2.5 range
    [101, 214], // 101 × 2.12 = 214.12
    [150, 318], // 150 × 2.12 = 318
    [151, 261], // 151 × 1.73 = 261.23
    [200, 346], // 200 × 1.73 = 346
    [201, 285], // 201 × 1.42 = 285.42
    [250, 355], // 250 × 1.42 = 355
    [251, 281], // 251 × 1.12 = 281.12
    [300, 336], // 300 × 1.12 = 336
    [301, 301], // × 1
    [350, 350],
    [351, 351], // above 350: unscaled
    [1234, 1234],
  ])('scales raw %d to %d', (raw, expected) => {
    expect(displayTds(raw, '10000')).toBe(expected);
  });

  it('scales fractional readings by the range they fall in, then floors', () => {
    expect(displayTds(100.5, '10000')).toBe(213); // 100.5 × 2.12 = 213.06
    expect(displayTds(350.5, '10000')).toBe(350); // unscaled, floored
    expect(displayTds(99.9, '10000')).toBe(249); // 249.75
  });

  it('adds the last two digits of the ZIP as a number', () => {
    expect(displayTds(100, '75201')).toBe(251);
    expect(displayTds(100, '75299')).toBe(349);
    expect(displayTds(100, '75207')).toBe(257); // '07' adds 7
    expect(displayTds(400, '90210')).toBe(410);
  });

  it('adds the ZIP digits before flooring', () => {
    expect(displayTds(101, '00001')).toBe(215); // 214.12 + 1
    expect(displayTds(0.5, '00099')).toBe(100); // 1.25 + 99
  });

  it('uses the five-digit part of a ZIP+4 and ignores surrounding spaces', () => {
    expect(displayTds(100, '75201-9999')).toBe(251);
    expect(displayTds(100, ' 75201 ')).toBe(251);
  });

  it('matches the range table for every integer reading up to 400', () => {
    for (let raw = 0; raw <= 400; raw += 1) {
      const range = TDS_SCALING.find((r) => raw <= r.maxRaw);
      const cents = raw * Math.round((range?.factor ?? 1) * 100);
      expect(displayTds(raw, '12300')).toBe(Math.floor(cents / 100));
    }
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws a RangeError for reading %d',
    (raw) => {
      expect(() => displayTds(raw, '75201')).toThrow(RangeError);
    },
  );

  it.each(['', '7520', '752011', 'abcde', '75201-12'])('throws a RangeError for ZIP %j', (zip) => {
    expect(() => displayTds(100, zip)).toThrow(RangeError);
  });
});

describe('tdsRating', () => {
  it.each([
    [1, 'excellent', 'green'],
    [50, 'excellent', 'green'],
    [50.5, 'veryGood', 'green'],
    [51, 'veryGood', 'green'],
    [150, 'veryGood', 'green'],
    [151, 'good', 'green'],
    [250, 'good', 'green'],
    [251, 'fair', 'green'],
    [300, 'fair', 'green'],
    [301, 'fair', 'amber'],
    [350, 'fair', 'amber'],
    [351, 'poor', 'amber'],
    [400, 'poor', 'amber'],
    [401, 'poor', 'light-red'],
    [500, 'poor', 'light-red'],
    [501, 'veryPoor', 'red'],
    [1000, 'veryPoor', 'red'],
    [1001, 'unacceptable', 'red'],
    [25_000, 'unacceptable', 'red'],
  ])('rates %d ppm as %s (%s)', (ppm, rating, tone) => {
    expect(tdsRating(ppm)).toEqual({ rating, tone });
  });

  it('rates values just above a threshold in the next band', () => {
    for (const [i, threshold] of TDS_RATING_THRESHOLDS.entries()) {
      expect(tdsRating(threshold).rating).toBe(TDS_RATINGS[i]);
      expect(tdsRating(threshold + 0.01).rating).toBe(TDS_RATINGS[i + 1]);
    }
  });

  it.each([0, -0, -5, Number.NaN, Number.POSITIVE_INFINITY])('gives no rating for %d', (ppm) => {
    expect(tdsRating(ppm)).toEqual({ rating: null, tone: 'neutral' });
  });

  it('rates tiny positive readings as Excellent', () => {
    expect(tdsRating(0.001)).toEqual({ rating: 'excellent', tone: 'green' });
  });
});
