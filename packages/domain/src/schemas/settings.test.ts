import { describe, expect, it } from 'vitest';
import {
  houseDataSchema,
  settingsDefaults,
  settingsFromHouseData,
  settingsSchema,
  toHouseData,
} from './settings.js';

const issues = (value: unknown) =>
  settingsSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const valid = { ...settingsDefaults, zip: '75201' };

describe('settingsDefaults', () => {
  it('uses the documented defaults', () => {
    expect(settingsDefaults).toEqual({
      zip: '',
      peopleNumber: 1,
      petsNumber: 0,
      useEstimate: false,
      tds: 0,
      hardness: 0,
      waterType: 'Municipal',
      showerTime: 0,
    });
  });

  it('needs only a ZIP to be saved', () => {
    expect(issues(settingsDefaults)).toEqual([['zip', 'ZIP Code is required.']]);
    expect(settingsSchema.parse(valid)).toEqual(valid);
  });
});

describe('settingsSchema', () => {
  it('reads numbers typed as text', () => {
    expect(
      settingsSchema.parse({
        ...valid,
        peopleNumber: '4',
        petsNumber: ' 2 ',
        tds: '180.5',
        hardness: '120',
        showerTime: '7.5',
      }),
    ).toEqual({
      ...valid,
      peopleNumber: 4,
      petsNumber: 2,
      tds: 180.5,
      hardness: 120,
      showerTime: 7.5,
    });
  });

  it('requires people, pets and shower time, and a US ZIP', () => {
    expect(
      issues({ ...valid, zip: '752', peopleNumber: '', petsNumber: ' ', showerTime: Number.NaN }),
    ).toEqual([
      ['zip', 'Enter a valid US ZIP Code, such as 12345 or 12345-6789.'],
      ['peopleNumber', 'Number of people is required.'],
      ['petsNumber', 'Number of pets is required.'],
      ['showerTime', 'Shower time is required.'],
    ]);
  });

  it('requires a water type from the list', () => {
    expect(issues({ ...valid, waterType: '' })).toEqual([['waterType', 'Choose a water type.']]);
    for (const waterType of ['Municipal', 'Well', 'Other']) {
      expect(issues({ ...valid, waterType })).toEqual([]);
    }
  });

  it.each([
    [0, 'Number of people must be a whole number of at least 1.'],
    [-1, 'Number of people must be a whole number of at least 1.'],
    [1.5, 'Number of people must be a whole number of at least 1.'],
    [101, 'Must be at most 100.'],
  ])('rejects %d people', (peopleNumber, message) => {
    expect(issues({ ...valid, peopleNumber })).toEqual([['peopleNumber', message]]);
  });

  it('accepts 1 and 100 people, 0 and 100 pets', () => {
    expect(issues({ ...valid, peopleNumber: 1, petsNumber: 0 })).toEqual([]);
    expect(issues({ ...valid, peopleNumber: 100, petsNumber: 100 })).toEqual([]);
  });

  it('rejects negative pets, TDS, hardness and shower time', () => {
    expect(issues({ ...valid, petsNumber: -1, tds: -1, hardness: '-0.5', showerTime: -1 })).toEqual(
      [
        ['petsNumber', 'Number of pets must be a whole number of 0 or more.'],
        ['tds', 'Must be 0 or more.'],
        ['hardness', 'Must be 0 or more.'],
        ['showerTime', 'Must be 0 or more.'],
      ],
    );
  });

  it('rejects text that is not a number', () => {
    expect(issues({ ...valid, tds: 'lots', showerTime: '5 min' })).toEqual([
      ['tds', 'Must be a number.'],
      ['showerTime', 'Must be a number.'],
    ]);
  });

  it('with the estimate, ignores and nulls TDS and hardness', () => {
    expect(
      settingsSchema.parse({ ...valid, useEstimate: true, tds: -5, hardness: 'x' }),
    ).toMatchObject({
      useEstimate: true,
      tds: null,
      hardness: null,
    });
  });

  it('sends an empty TDS or hardness as null', () => {
    expect(settingsSchema.parse({ ...valid, tds: '', hardness: '' })).toMatchObject({
      tds: null,
      hardness: null,
    });
  });
});

describe('settingsFromHouseData', () => {
  it('copies stored values', () => {
    expect(
      settingsFromHouseData(
        {
          peopleNumber: 3,
          petsNumber: 2,
          waterType: 'Well',
          tds: 210,
          hardness: 95,
          showerTime: 8,
        },
        '75201',
      ),
    ).toEqual({
      zip: '75201',
      peopleNumber: 3,
      petsNumber: 2,
      useEstimate: false,
      tds: 210,
      hardness: 95,
      waterType: 'Well',
      showerTime: 8,
    });
  });

  it('turns the estimate on when TDS or hardness is null', () => {
    expect(settingsFromHouseData({ tds: null, hardness: 95 }, '75201')).toMatchObject({
      useEstimate: true,
      tds: 0,
      hardness: 95,
    });
    expect(settingsFromHouseData({ tds: 12, hardness: null }, '75201').useEstimate).toBe(true);
  });

  it('falls back to the defaults without house data', () => {
    expect(settingsFromHouseData(undefined, null)).toEqual(settingsDefaults);
    expect(settingsFromHouseData(null, '75201')).toEqual(valid);
  });
});

describe('toHouseData and houseDataSchema', () => {
  it('builds the PUT /trackers houseData that the server accepts', () => {
    const values = settingsSchema.parse({ ...valid, peopleNumber: '2', useEstimate: true });
    const houseData = toHouseData(values);
    expect(houseData).toEqual({
      peopleNumber: 2,
      petsNumber: 0,
      waterType: 'Municipal',
      showerTime: 0,
      tds: null,
      hardness: null,
    });
    expect(houseDataSchema.parse(houseData)).toEqual(houseData);
  });

  it('refuses unknown fields', () => {
    const houseData = toHouseData(settingsSchema.parse(valid));
    const result = houseDataSchema.safeParse({ ...houseData, zip: '75201' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Unknown field: zip.']);
  });

  it('checks the server body', () => {
    const result = houseDataSchema.safeParse({
      peopleNumber: 0,
      petsNumber: 1.5,
      waterType: 'River',
      tds: -1,
      hardness: 100_001,
      showerTime: 1441,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['peopleNumber', 'Number of people must be a whole number of at least 1.'],
      ['petsNumber', 'Number of pets must be a whole number of 0 or more.'],
      ['waterType', 'Choose a water type.'],
      ['tds', 'Must be 0 or more.'],
      ['hardness', 'Must be at most 100000.'],
      ['showerTime', 'Must be at most 1440.'],
    ]);
  });
});
