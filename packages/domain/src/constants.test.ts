import { describe, expect, it } from 'vitest';
import * as C from './constants.js';

// The values themselves are stated once, in constants.ts; the contract and the database are
// checked against them by the API's contractAgreement test. These are the rules between them.
describe('constants', () => {
  it('derives the product form’s choices from the enumerations', () => {
    expect(C.IMPORTANT_OPTIONS).toEqual(['no', ...C.IMPORTANT_RANKS.map(String)]);
    expect(C.CATEGORIES).toContain(C.DEFAULT_CATEGORY);
  });

  it('has a listing route for every category, in their order', () => {
    expect(Object.keys(C.CATEGORY_PATHS)).toEqual([...C.CATEGORIES]);
  });

  it('has price bands from 0 up, each starting a cent after the last, the top one open', () => {
    expect(C.PRICE_BANDS[0]?.minCents).toBe(0);
    C.PRICE_BANDS.forEach((band, index) => {
      const next = C.PRICE_BANDS[index + 1];
      if (next) expect(next.minCents).toBe((band.maxCents ?? Number.NaN) + 1);
      else expect(band.maxCents).toBeNull();
    });
  });

  it('has a default page size within the largest', () => {
    expect(C.PRODUCT_PAGE_DEFAULT).toBeLessThanOrEqual(C.PRODUCT_PAGE_MAX);
  });

  it('has one TDS rating per band and the scaling ranges in growing order', () => {
    expect(C.TDS_RATINGS).toHaveLength(C.TDS_RATING_THRESHOLDS.length + 1);
    const bounds = C.TDS_SCALING.map((r) => r.maxRaw);
    expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
  });

  it('has one banner slide per carousel slide, image-only exactly when without a title', () => {
    expect(C.HOME_BANNER_SLIDES).toHaveLength(C.CAROUSEL_SLIDE_COUNT);
    for (const slide of C.HOME_BANNER_SLIDES) {
      expect(slide.noGradient === true).toBe(slide.title === '');
    }
  });

  it('has every default among its choices', () => {
    expect(C.CONTACT_METHODS).toContain(C.DEFAULT_CONTACT_METHOD);
    expect(C.HARDNESS_UNITS).toContain(C.DEFAULT_HARDNESS_UNIT);
    expect(C.TRACKER_WATER_SOURCES).toContain(C.DEFAULT_TRACKER_WATER_SOURCE);
    expect(C.WATER_TYPES).toContain(C.DEFAULT_WATER_TYPE);
    expect(C.POOL_OPTIONS).toContain(C.DEFAULT_POOL_OPTION);
  });

  it('keeps the limits consistent with each other', () => {
    expect(C.RESTOCKING_FEE_AFTER_DAYS).toBeLessThan(C.RETURN_WINDOW_DAYS);
    expect(C.QUANTITY_GUARD_MAX).toBeGreaterThan(C.QUANTITY_MIN);
    expect(C.PART_LIFE_RED_PERCENT).toBeLessThan(C.PART_LIFE_YELLOW_PERCENT);
    expect(C.PAGE_COLOR_SCROLL_START_PX).toBeLessThan(C.PAGE_COLOR_SCROLL_END_PX);
    expect(C.PASSWORD_MIN_LENGTH).toBeLessThan(C.PASSWORD_MAX_LENGTH);
  });
});
