import { describe, expect, it } from 'vitest';
import { trackerAdditionalDataSchema } from './trackerAdditionalData.js';

const issues = (value: unknown) =>
  trackerAdditionalDataSchema
    .safeParse(value)
    .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const base = {
  contactMethod: 'email',
  email: 'a@b.cd',
  waterSource: 'well',
  hardnessUnit: 'ppm',
};

describe('trackerAdditionalDataSchema', () => {
  it('accepts the minimal body and optional fields', () => {
    expect(issues(base)).toEqual([]);
    expect(
      issues({
        ...base,
        tds: null,
        hardness: 0,
        roPeople: 2,
        roPets: null,
        wholeHousePeople: null,
        hasPool: 'No',
      }),
    ).toEqual([]);
  });

  it('requires the chosen contact', () => {
    expect(issues({ ...base, email: null })).toEqual([
      ['email', 'Email is required for this contact method.'],
    ]);
    expect(issues({ ...base, contactMethod: 'sms', sms: '' })).toEqual([
      ['sms', 'Phone number is required for this contact method.'],
    ]);
  });

  it('checks ranges and choices', () => {
    expect(
      issues({
        ...base,
        tds: -1,
        hardness: 100_001,
        roPeople: 1.5,
        roPets: 101,
        waterSource: 'lake',
      }),
    ).toEqual([
      ['waterSource', 'Choose one of the options.'],
      ['tds', 'Must be 0 or more.'],
      ['hardness', 'Must be at most 100000.'],
      ['roPeople', 'Must be a whole number.'],
      ['roPets', 'Must be at most 100.'],
    ]);
  });

  it('refuses unknown fields', () => {
    expect(issues({ ...base, isAdmin: true })).toEqual([['', 'Unknown field: isAdmin.']]);
  });
});
