import { describe, expect, it } from 'vitest';
import {
  HARD_WATER_PPM,
  HEAVY_USE_PEOPLE,
  HEAVY_USE_PETS,
  HIGH_TDS_PPM,
  heavyWearReasons,
  LONG_SHOWER_MINUTES,
  type PartWearConditions,
  partLifespanMonths,
  trackedSystemWearConditions,
} from './partLifespan.js';

const PART = { quickReplaceMonths: 6, slowReplaceMonths: 12 };
const GOOD: PartWearConditions = {
  tdsPpm: 100,
  hardnessPpm: 50,
  waterSource: 'municipal',
  people: 2,
  pets: 0,
  hasPool: false,
  showerTimeMinutes: 8,
};

describe('thresholds', () => {
  it('are the documented figures', () => {
    expect(HIGH_TDS_PPM).toBe(300);
    expect(HARD_WATER_PPM).toBe(120);
    expect(HEAVY_USE_PEOPLE).toBe(5);
    expect(HEAVY_USE_PETS).toBe(3);
    expect(LONG_SHOWER_MINUTES).toBe(10);
  });
});

describe('heavyWearReasons', () => {
  it('is empty for good water and light use, and for nothing known', () => {
    expect(heavyWearReasons(GOOD)).toEqual([]);
    expect(heavyWearReasons({})).toEqual([]);
    expect(
      heavyWearReasons({
        tdsPpm: null,
        hardnessPpm: null,
        waterSource: null,
        people: null,
        pets: null,
        hasPool: null,
        showerTimeMinutes: null,
      }),
    ).toEqual([]);
  });

  it.each([
    // [field, value just at the line (light), value just past it (heavy), reason]
    ['tdsPpm', 300, 300.01, 'high-tds'],
    ['hardnessPpm', 120, 120.01, 'hard-water'],
    ['people', 4, 5, 'many-people'],
    ['pets', 2, 3, 'many-pets'],
    ['showerTimeMinutes', 10, 10.01, 'long-showers'],
  ] as const)('%s: %d is light, %d is heavy (%s)', (field, light, heavy, reason) => {
    expect(heavyWearReasons({ ...GOOD, [field]: light })).toEqual([]);
    expect(heavyWearReasons({ ...GOOD, [field]: heavy })).toEqual([reason]);
  });

  it('counts 0 and values far past the line the same way', () => {
    expect(heavyWearReasons({ ...GOOD, tdsPpm: 0, hardnessPpm: 0, people: 0 })).toEqual([]);
    expect(heavyWearReasons({ ...GOOD, tdsPpm: 100000 })).toEqual(['high-tds']);
    expect(heavyWearReasons({ ...GOOD, people: 100 })).toEqual(['many-people']);
  });

  it('takes well water in either spelling, and only well water', () => {
    expect(heavyWearReasons({ ...GOOD, waterSource: 'well' })).toEqual(['well-water']);
    expect(heavyWearReasons({ ...GOOD, waterSource: 'Well' })).toEqual(['well-water']);
    for (const source of ['municipal', 'other', 'Municipal', 'Other'] as const) {
      expect(heavyWearReasons({ ...GOOD, waterSource: source })).toEqual([]);
    }
  });

  it('takes a pool only when one is supplied', () => {
    expect(heavyWearReasons({ ...GOOD, hasPool: true })).toEqual(['pool']);
    expect(heavyWearReasons({ ...GOOD, hasPool: false })).toEqual([]);
  });

  it('ignores readings that are not finite numbers', () => {
    expect(
      heavyWearReasons({
        tdsPpm: Number.NaN,
        hardnessPpm: Number.POSITIVE_INFINITY,
        people: Number.NaN,
        pets: Number.POSITIVE_INFINITY,
        showerTimeMinutes: Number.NaN,
      }),
    ).toEqual([]);
  });

  it('lists every reason that applies, in a fixed order', () => {
    expect(
      heavyWearReasons({
        tdsPpm: 301,
        hardnessPpm: 121,
        waterSource: 'well',
        people: 5,
        pets: 3,
        hasPool: true,
        showerTimeMinutes: 11,
      }),
    ).toEqual([
      'high-tds',
      'hard-water',
      'well-water',
      'many-people',
      'many-pets',
      'pool',
      'long-showers',
    ]);
  });
});

describe('partLifespanMonths', () => {
  it('uses the slow months in good water and light use', () => {
    expect(partLifespanMonths(PART, GOOD)).toBe(12);
    expect(partLifespanMonths(PART, {})).toBe(12);
  });

  it.each([
    ['high TDS', { tdsPpm: 301 }],
    ['hard water', { hardnessPpm: 121 }],
    ['well water', { waterSource: 'well' }],
    ['5 people', { people: 5 }],
    ['3 pets', { pets: 3 }],
    ['a pool', { hasPool: true }],
    ['long showers', { showerTimeMinutes: 11 }],
  ] as const)('uses the quick months with %s', (_label, extra) => {
    expect(partLifespanMonths(PART, { ...GOOD, ...extra })).toBe(6);
  });

  it('stays slow exactly at each line', () => {
    const atTheLine = {
      tdsPpm: 300,
      hardnessPpm: 120,
      people: 4,
      pets: 2,
      showerTimeMinutes: 10,
    };
    expect(partLifespanMonths(PART, atTheLine)).toBe(12);
  });

  it('uses the one figure the part has, whatever the water', () => {
    expect(partLifespanMonths({ quickReplaceMonths: 6 }, GOOD)).toBe(6);
    expect(partLifespanMonths({ quickReplaceMonths: 6, slowReplaceMonths: null }, GOOD)).toBe(6);
    expect(partLifespanMonths({ slowReplaceMonths: 12 }, { tdsPpm: 900 })).toBe(12);
    expect(partLifespanMonths({ quickReplaceMonths: null, slowReplaceMonths: 12 }, {})).toBe(12);
  });

  it('is null without either figure', () => {
    expect(partLifespanMonths({}, GOOD)).toBeNull();
    expect(
      partLifespanMonths({ quickReplaceMonths: null, slowReplaceMonths: null }, {}),
    ).toBeNull();
  });

  it('treats 0, negative and fractional months as missing', () => {
    expect(partLifespanMonths({ quickReplaceMonths: 0, slowReplaceMonths: 12 }, { pets: 9 })).toBe(
      12,
    );
    expect(partLifespanMonths({ quickReplaceMonths: 6, slowReplaceMonths: -1 }, GOOD)).toBe(6);
    expect(partLifespanMonths({ quickReplaceMonths: 2.5, slowReplaceMonths: 1.5 }, GOOD)).toBe(
      null,
    );
    expect(
      partLifespanMonths({ quickReplaceMonths: Number.NaN, slowReplaceMonths: 12 }, GOOD),
    ).toBe(12);
  });

  it('takes the figures as given when quick is not the shorter one', () => {
    expect(partLifespanMonths({ quickReplaceMonths: 12, slowReplaceMonths: 6 }, GOOD)).toBe(6);
    expect(partLifespanMonths({ quickReplaceMonths: 12, slowReplaceMonths: 6 }, { pets: 3 })).toBe(
      12,
    );
  });
});

describe('trackedSystemWearConditions', () => {
  const house = {
    peopleNumber: 2,
    petsNumber: 1,
    waterType: 'Municipal' as const,
    tds: 100,
    hardness: 60,
    showerTime: 12,
  };

  it('takes an under-sink system’s people and pets, and never a pool', () => {
    expect(
      trackedSystemWearConditions({
        filterType: 'undersink',
        houseData: house,
        additionalData: {
          waterSource: 'well',
          tds: 350,
          hardness: 7,
          hardnessUnit: 'gpg',
          roPeople: 6,
          roPets: 4,
          wholeHousePeople: 1,
          hasPool: 'Yes',
        },
      }),
    ).toEqual({
      tdsPpm: 350,
      hardnessPpm: 7 * 17.1,
      waterSource: 'well',
      people: 6,
      pets: 4,
      hasPool: false,
      showerTimeMinutes: 12,
    });
  });

  it('takes a whole-house system’s people and pool, and the household’s pets', () => {
    expect(
      trackedSystemWearConditions({
        filterType: 'wholehouse',
        houseData: house,
        additionalData: {
          waterSource: 'municipal',
          hardness: 130,
          hardnessUnit: 'ppm',
          roPeople: 9,
          roPets: 9,
          wholeHousePeople: 3,
          hasPool: 'Yes',
        },
      }),
    ).toEqual({
      tdsPpm: 100,
      hardnessPpm: 130,
      waterSource: 'municipal',
      people: 3,
      pets: 1,
      hasPool: true,
      showerTimeMinutes: 12,
    });
  });

  it('falls back on the household for every value the dialog left out', () => {
    expect(
      trackedSystemWearConditions({
        filterType: 'undersink',
        houseData: { ...house, waterType: 'Well' },
        additionalData: {
          waterSource: null,
          tds: null,
          hardness: null,
          roPeople: null,
          roPets: null,
        },
      }),
    ).toEqual({
      tdsPpm: 100,
      hardnessPpm: 60,
      waterSource: 'Well',
      people: 2,
      pets: 1,
      hasPool: false,
      showerTimeMinutes: 12,
    });
  });

  it('converts gpg when the unit is missing (gpg is the default unit)', () => {
    const conditions = trackedSystemWearConditions({
      filterType: 'undersink',
      additionalData: { hardness: 7.1 },
    });
    expect(conditions.hardnessPpm).toBeCloseTo(121.41);
    expect(heavyWearReasons(conditions)).toEqual(['hard-water']);
    // 7 gpg is 119.7 ppm: still under the 120 ppm line.
    expect(
      heavyWearReasons(
        trackedSystemWearConditions({ filterType: 'undersink', additionalData: { hardness: 7 } }),
      ),
    ).toEqual([]);
  });

  it('knows nothing with neither source', () => {
    expect(trackedSystemWearConditions({ filterType: 'none' })).toEqual({
      tdsPpm: undefined,
      hardnessPpm: undefined,
      waterSource: undefined,
      people: undefined,
      pets: undefined,
      hasPool: false,
      showerTimeMinutes: undefined,
    });
    expect(partLifespanMonths(PART, trackedSystemWearConditions({ filterType: 'none' }))).toBe(12);
  });
});
