import { describe, expect, it } from 'vitest';
import * as C from './constants.js';

describe('constants of 000 §9', () => {
  it('has the carousel, layout and home values', () => {
    expect(C.CAROUSEL_SLIDE_COUNT).toBe(4);
    expect(C.CAROUSEL_AUTO_ADVANCE_MS).toBe(6000);
    expect(C.CAROUSEL_RESUME_DELAY_MS).toBe(500);
    expect(C.CAROUSEL_ASPECT_RATIO).toBe(2.7);
    expect(C.HEADER_HEIGHT_PX).toBe(110);
    expect(C.CAROUSEL_TOP_MARGIN_PX).toBe(110);
    expect(C.FEATURED_SCROLL_STEP_PX).toBe(1000);
    expect(C.PRICE_DECIMALS).toBe(2);
    expect(C.CURRENCY).toBe('USD');
    expect(C.PAGE_COLOR_SCROLL_START_PX).toBe(300);
    expect(C.PAGE_COLOR_SCROLL_END_PX).toBe(900);
    expect(C.LISTING_GRID_COLUMNS).toEqual([2, 3, 4]);
    expect(C.MAGNIFIER_RADIUS_PX).toBe(80);
  });

  it('has the cart timings', () => {
    expect(C.QUANTITY_MIN).toBe(1);
    expect(C.SUCCESS_MESSAGE_MS).toBe(3000);
    expect(C.ERROR_MESSAGE_MS).toBe(5000);
    expect(C.LOGIN_REDIRECT_DELAY_MS).toBe(1500);
    expect(C.SESSION_EXPIRED_REDIRECT_MS).toBe(2000);
    expect(C.ORDERS_UNAUTHORIZED_REDIRECT_MS).toBe(2500);
  });

  it('has the enumerations', () => {
    expect(C.IMPORTANT_RANKS).toEqual([1, 2, 3]);
    expect(C.CATEGORIES).toEqual(['commercial', 'residential', 'test kit']);
    expect(C.PRODUCT_TYPES).toEqual(['none', 'part', 'filter']);
    expect(C.FILTER_TYPES).toEqual(['none', 'undersink', 'wholehouse']);
    expect(C.USER_ROLES).toEqual(['user', 'admin']);
    expect(C.ORDER_STATUSES).toEqual(['pending', 'paid', 'Shipped', 'Delivered']);
    expect(C.DEFAULT_CATEGORY).toBe('residential');
    expect(C.IMPORTANT_OPTIONS).toEqual(['no', ...C.IMPORTANT_RANKS.map(String)]);
    expect(C.FEATURED_OPTIONS).toEqual(['yes', 'no']);
  });

  it('maps every category to its listing route', () => {
    expect(C.CATEGORY_PATHS).toEqual({
      commercial: '/commercial',
      residential: '/residential',
      'test kit': '/testkit',
    });
    expect(Object.keys(C.CATEGORY_PATHS)).toEqual([...C.CATEGORIES]);
  });

  it('has the TDS rating bands and scaling table', () => {
    expect(C.TDS_RATING_THRESHOLDS).toEqual([50, 150, 250, 350, 500, 1000]);
    expect(C.TDS_RATING_LABELS).toHaveLength(C.TDS_RATING_THRESHOLDS.length + 1);
    expect(C.TDS_TONE_BANDS.map((b) => [b.above, b.tone])).toEqual([
      [500, 'red'],
      [400, 'light-red'],
      [300, 'amber'],
    ]);
    expect(C.TDS_SCALING).toEqual([
      { maxRaw: 100, factor: 2.5 },
      { maxRaw: 150, factor: 2.12 },
      { maxRaw: 200, factor: 1.73 },
      { maxRaw: 250, factor: 1.42 },
      { maxRaw: 300, factor: 1.12 },
      { maxRaw: 350, factor: 1 },
    ]);
    const bounds = C.TDS_SCALING.map((r) => r.maxRaw);
    expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
  });

  it('describes the four home banner slides', () => {
    expect(C.HOME_BANNER_SLIDES).toHaveLength(C.CAROUSEL_SLIDE_COUNT);
    expect(C.HOME_BANNER_SLIDES).toEqual([
      {
        title: 'Welcome to the product',
        subtitle: "King's Standard for Pure Hydration.",
        link: '/products',
      },
      { title: '', subtitle: '', link: '/residential', noGradient: true },
      {
        title: 'Ensure Your Water is Safe',
        subtitle: 'Get our Professional Water Testing Kits.',
        link: '/testkit',
      },
      { title: '', subtitle: '', link: '/residential', noGradient: true },
    ]);
    for (const slide of C.HOME_BANNER_SLIDES) {
      expect(slide.noGradient === true).toBe(slide.title === '');
    }
  });

  it('has the session and footer values', () => {
    expect(C.TOKEN_STORAGE_KEY).toBe('token');
    expect(C.COPYRIGHT_YEAR).toBe(2025);
    expect(C.API_BASE_PATH).toBe('/api/v1');
  });
});

describe('constants of 001 §9', () => {
  it('has timings and thresholds', () => {
    expect(C.VERIFICATION_CODE_LENGTH).toBe(6);
    expect(C.SEARCH_DEBOUNCE_MS).toBe(500);
    expect(C.ORDER_SUCCESS_REDIRECT_MS).toBe(3000);
    expect(C.VERIFICATION_REDIRECT_MS).toBe(2000);
    expect(C.VERIFICATION_REDIRECT_PATH).toBe('/account');
    expect(C.TRACKER_DIALOG_RESET_MS).toBe(300);
    expect(C.PART_LIFE_RED_PERCENT).toBe(20);
    expect(C.PART_LIFE_YELLOW_PERCENT).toBe(50);
    expect(C.GPG_TO_PPM).toBe(17.1);
    expect(C.PAYMENT_METHOD).toBe('Stripe');
  });

  it('has the tracker and settings choices with their defaults', () => {
    expect(C.CONTACT_METHODS).toEqual(['email', 'sms']);
    expect(C.DEFAULT_CONTACT_METHOD).toBe('email');
    expect(C.HARDNESS_UNITS).toEqual(['gpg', 'ppm']);
    expect(C.DEFAULT_HARDNESS_UNIT).toBe('gpg');
    expect(C.TRACKER_WATER_SOURCES).toEqual(['municipal', 'well', 'other']);
    expect(C.WATER_TYPES).toEqual(['Municipal', 'Well', 'Other']);
    expect(C.DEFAULT_WATER_TYPE).toBe('Municipal');
    expect(C.POOL_OPTIONS).toEqual(['Yes', 'No']);
    expect(C.DEFAULT_POOL_OPTION).toBe('No');
    expect(C.VERIFICATION_TYPES).toEqual(['email', 'phone']);
    expect(C.TRACKER_WATER_SOURCES).toContain(C.DEFAULT_TRACKER_WATER_SOURCE);
  });

  it('has the policy limits', () => {
    expect(C.WARRANTY_YEARS).toBe(1);
    expect(C.RETURN_WINDOW_DAYS).toBe(30);
    expect(C.RESTOCKING_FEE_PERCENT).toBe(10);
    expect(C.RESTOCKING_FEE_AFTER_DAYS).toBe(14);
    expect(C.INVOICE_DISPUTE_DAYS).toBe(10);
    expect(C.DAMAGE_REPORT_BUSINESS_DAYS).toBe(5);
    expect(C.FILTER_REPLACE_MINUTES).toBe(3);
    expect(C.RESTOCKING_FEE_AFTER_DAYS).toBeLessThan(C.RETURN_WINDOW_DAYS);
  });
});

describe('field limits', () => {
  it('match the API contract', () => {
    expect(C.NAME_MAX_LENGTH).toBe(100);
    expect(C.PRODUCT_NAME_MAX_LENGTH).toBe(200);
    expect(C.SKU_MAX_LENGTH).toBe(64);
    expect(C.DESCRIPTION_MAX_LENGTH).toBe(10_000);
    expect(C.TEXT_MAX_LENGTH).toBe(5000);
    expect(C.EMAIL_MAX_LENGTH).toBe(254);
    expect(C.PASSWORD_MIN_LENGTH).toBe(8);
    expect(C.PASSWORD_MAX_LENGTH).toBe(128);
    expect(C.PRICE_MAX_DOLLARS).toBe(1_000_000);
    expect(C.REPLACE_MONTHS_MAX).toBe(240);
    expect(C.QUANTITY_GUARD_MAX).toBeGreaterThan(C.QUANTITY_MIN);
  });
});
