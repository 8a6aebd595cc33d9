import { describe, expect, it } from 'vitest';
import { trackerAdditionalDataSchema } from './trackerAdditionalData.js';
import {
  type TrackerDialogInput,
  toTrackerAdditionalData,
  trackerDialogDefaults,
  trackerDialogPrefill,
  trackerDialogSchema,
} from './trackerDialog.js';

const issues = (value: unknown) =>
  trackerDialogSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
  [];

const undersink: TrackerDialogInput = {
  ...trackerDialogDefaults,
  filterType: 'undersink',
  customName: ' Kitchen RO ',
  email: ' jane@example.com ',
  zipCode: '75201',
  tds: '120',
  hardness: '7',
  roPeople: '3',
  roPets: '1',
};

describe('trackerDialogDefaults', () => {
  it('uses the documented defaults', () => {
    expect(trackerDialogDefaults).toEqual({
      customName: '',
      contactMethod: 'email',
      sms: '',
      email: '',
      zipCode: '',
      waterSource: 'municipal',
      useEstimate: false,
      tds: '',
      hardness: '',
      hardnessUnit: 'gpg',
      roPeople: '',
      roPets: '',
      wholeHousePeople: '',
      hasPool: 'No',
      filterType: 'none',
    });
  });

  it('reports the spec messages when submitted untouched', () => {
    expect(issues(trackerDialogDefaults)).toEqual([
      ['customName', 'Tracker Name is required.'],
      ['zipCode', 'ZIP Code is required.'],
      ['email', 'Email is required for this contact method.'],
      ['tds', 'TDS value is required if not using estimate.'],
      ['hardness', 'Hardness value is required if not using estimate.'],
    ]);
  });
});

describe('trackerDialogSchema', () => {
  it('parses an under-sink dialog into numbers', () => {
    expect(trackerDialogSchema.parse(undersink)).toEqual({
      ...undersink,
      customName: 'Kitchen RO',
      email: 'jane@example.com',
      tds: 120,
      hardness: 7,
      roPeople: 3,
      roPets: 1,
      wholeHousePeople: null,
    });
  });

  it('requires the phone number for SMS and the e-mail for e-mail', () => {
    expect(issues({ ...undersink, contactMethod: 'sms', sms: '  ' })).toEqual([
      ['sms', 'Phone number is required for this contact method.'],
    ]);
    expect(issues({ ...undersink, contactMethod: 'sms', sms: '214 555 0100', email: '' })).toEqual(
      [],
    );
    expect(issues({ ...undersink, email: '   ' })).toEqual([
      ['email', 'Email is required for this contact method.'],
    ]);
  });

  it('treats a blank name or ZIP as missing', () => {
    expect(issues({ ...undersink, customName: '   ', zipCode: ' ' })).toEqual([
      ['customName', 'Tracker Name is required.'],
      ['zipCode', 'ZIP Code is required.'],
    ]);
  });

  it('requires TDS and hardness only without the estimate', () => {
    expect(issues({ ...undersink, tds: '', hardness: ' ' })).toEqual([
      ['tds', 'TDS value is required if not using estimate.'],
      ['hardness', 'Hardness value is required if not using estimate.'],
    ]);
    const estimated = trackerDialogSchema.parse({
      ...undersink,
      useEstimate: true,
      tds: '',
      hardness: 'x',
    });
    expect(estimated).toMatchObject({ tds: null, hardness: null, useEstimate: true });
  });

  it('accepts TDS and hardness of 0 and above, as numbers or text', () => {
    expect(trackerDialogSchema.parse({ ...undersink, tds: '0', hardness: 0 })).toMatchObject({
      tds: 0,
      hardness: 0,
    });
    expect(trackerDialogSchema.parse({ ...undersink, tds: 12.5, hardness: '3.5' })).toMatchObject({
      tds: 12.5,
      hardness: 3.5,
    });
    expect(issues({ ...undersink, tds: '-1', hardness: 'hard' })).toEqual([
      ['tds', 'Must be 0 or more.'],
      ['hardness', 'Must be a number.'],
    ]);
    expect(issues({ ...undersink, tds: '100001' })).toEqual([['tds', 'Must be at most 100000.']]);
  });

  it.each(['', '0', '-1', 'none'])('requires under-sink people above 0 (%j)', (roPeople) => {
    expect(issues({ ...undersink, roPeople })).toEqual([
      ['roPeople', 'Number of people must be greater than 0.'],
    ]);
  });

  it('accepts 1 under-sink person and counts pets from 0', () => {
    expect(trackerDialogSchema.parse({ ...undersink, roPeople: '1', roPets: '0' })).toMatchObject({
      roPeople: 1,
      roPets: 0,
    });
    expect(trackerDialogSchema.parse({ ...undersink, roPets: '' }).roPets).toBeNull();
    expect(issues({ ...undersink, roPets: '-1' })).toEqual([['roPets', 'Must be 0 or more.']]);
    expect(issues({ ...undersink, roPeople: '2.5', roPets: '1.5' })).toEqual([
      ['roPeople', 'Must be a whole number.'],
      ['roPets', 'Must be a whole number.'],
    ]);
  });

  it('checks whole-house people instead for whole-house systems', () => {
    const wholehouse = {
      ...undersink,
      filterType: 'wholehouse' as const,
      roPeople: '',
      roPets: 'x',
    };
    expect(issues({ ...wholehouse, wholeHousePeople: '0' })).toEqual([
      ['wholeHousePeople', 'Number of people must be greater than 0.'],
    ]);
    expect(
      trackerDialogSchema.parse({ ...wholehouse, wholeHousePeople: '4', hasPool: 'Yes' }),
    ).toMatchObject({
      wholeHousePeople: 4,
      roPeople: null,
      roPets: null,
      hasPool: 'Yes',
    });
  });

  it('checks no people count for systems of filter type none', () => {
    expect(
      trackerDialogSchema.parse({
        ...undersink,
        filterType: 'none',
        roPeople: '',
        wholeHousePeople: '0',
      }),
    ).toMatchObject({ roPeople: null, roPets: null, wholeHousePeople: null });
  });

  it('rejects values outside the choices', () => {
    expect(
      issues({
        ...undersink,
        contactMethod: 'fax',
        waterSource: 'Municipal',
        hardnessUnit: 'mg/L',
        hasPool: 'yes',
      }),
    ).toEqual([
      ['contactMethod', 'Choose one of the options.'],
      ['waterSource', 'Choose one of the options.'],
      ['hardnessUnit', 'Choose one of the options.'],
      ['hasPool', 'Choose one of the options.'],
    ]);
  });
});

describe('toTrackerAdditionalData', () => {
  it('sends the measured TDS and hardness', () => {
    const data = toTrackerAdditionalData(trackerDialogSchema.parse(undersink), {
      estimatedTds: 300,
    });
    expect(data).toEqual({
      contactMethod: 'email',
      sms: '',
      email: 'jane@example.com',
      zipCode: '75201',
      waterSource: 'municipal',
      useEstimate: false,
      tds: 120,
      hardness: 7,
      hardnessUnit: 'gpg',
      roPeople: 3,
      roPets: 1,
      wholeHousePeople: null,
      hasPool: 'No',
    });
    expect(trackerAdditionalDataSchema.parse(data)).toEqual(data);
  });

  it('with the estimate, leaves hardness out and sends the looked-up TDS', () => {
    const values = trackerDialogSchema.parse({ ...undersink, useEstimate: true });
    const data = toTrackerAdditionalData(values, { estimatedTds: 287 });
    expect(data.tds).toBe(287);
    expect(data).not.toHaveProperty('hardness');
    expect(trackerAdditionalDataSchema.safeParse(data).success).toBe(true);
  });

  it('with the estimate, sends null TDS when the lookup failed', () => {
    const values = trackerDialogSchema.parse({ ...undersink, useEstimate: true });
    expect(toTrackerAdditionalData(values, { estimatedTds: null }).tds).toBeNull();
    expect(toTrackerAdditionalData(values).tds).toBeNull();
  });
});

describe('trackerDialogPrefill', () => {
  const houseData = {
    peopleNumber: 4,
    petsNumber: 2,
    waterType: 'Well',
    tds: 180,
    hardness: 120,
    showerTime: 8,
  };
  const user = {
    email: 'jane@example.com',
    phoneNumber: '+15125550100',
    address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  };

  it('pre-fills the account contact and ZIP and the household profile', () => {
    expect(trackerDialogPrefill(houseData, user)).toEqual({
      email: 'jane@example.com',
      sms: '+15125550100',
      zipCode: '78701',
      waterSource: 'well',
      tds: '180',
      hardness: '120',
      hardnessUnit: 'ppm',
      roPeople: '4',
      wholeHousePeople: '4',
      roPets: '2',
    });
  });

  it('keeps e-mail contact unless the account only has a phone', () => {
    expect(trackerDialogPrefill(null, user).contactMethod).toBeUndefined();
    expect(trackerDialogPrefill(null, { ...user, email: null }).contactMethod).toBe('sms');
    expect(trackerDialogPrefill(null, { email: null, phoneNumber: null })).toEqual({});
  });

  it('turns the estimate on when the profile uses it (null TDS or hardness)', () => {
    const values = trackerDialogPrefill({ ...houseData, tds: null, hardness: null }, null);
    expect(values.useEstimate).toBe(true);
    expect(values).not.toHaveProperty('tds');
    expect(values).not.toHaveProperty('hardness');
    expect(trackerDialogPrefill(houseData, null)).not.toHaveProperty('useEstimate');
  });

  it("leaves a fresh profile's zero readings empty, so the dialog asks for them", () => {
    const values = trackerDialogPrefill({ ...houseData, tds: 0, hardness: 0, petsNumber: 0 }, null);
    expect(values).not.toHaveProperty('tds');
    expect(values).not.toHaveProperty('hardness');
    expect(values).not.toHaveProperty('hardnessUnit');
    expect(values.roPets).toBe('0');
  });

  it('nothing when both calls failed: the defaults stay', () => {
    expect(trackerDialogPrefill(undefined, undefined)).toEqual({});
  });

  it('gives values the dialog schema accepts as they are', () => {
    const parsed = trackerDialogSchema.parse({
      ...trackerDialogDefaults,
      ...trackerDialogPrefill(houseData, user),
      customName: 'Kitchen',
      filterType: 'undersink',
    });
    expect(parsed).toMatchObject({ tds: 180, hardness: 120, roPeople: 4, roPets: 2 });
  });
});
