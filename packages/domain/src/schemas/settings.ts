import { z } from 'zod';
import {
  DEFAULT_WATER_TYPE,
  PEOPLE_MAX,
  PETS_MAX,
  SHOWER_TIME_MAX_MINUTES,
  WATER_READING_MAX,
  WATER_TYPES,
  type WaterType,
} from '../constants.js';
import { formMessages, settingsMessages } from '../messages.js';
import { checkNumberField, closedObject, type NumberFieldRule, numberLike } from './fields.js';
import { usZipSchema } from './zip.js';

const S = settingsMessages;

const readingRule: NumberFieldRule = {
  min: 0,
  minMessage: formMessages.minZero,
  max: WATER_READING_MAX,
};

const rules = {
  peopleNumber: {
    requiredMessage: S.peopleRequired,
    invalidMessage: S.peopleMin,
    integer: true,
    integerMessage: S.peopleMin,
    min: 1,
    minMessage: S.peopleMin,
    max: PEOPLE_MAX,
  },
  petsNumber: {
    requiredMessage: S.petsRequired,
    invalidMessage: S.petsMin,
    integer: true,
    integerMessage: S.petsMin,
    min: 0,
    minMessage: S.petsMin,
    max: PETS_MAX,
  },
  tds: readingRule,
  hardness: readingRule,
  showerTime: {
    requiredMessage: S.showerTimeRequired,
    min: 0,
    minMessage: formMessages.minZero,
    max: SHOWER_TIME_MAX_MINUTES,
  },
} satisfies Record<string, NumberFieldRule>;

type NumberKey = keyof typeof rules;
const NUMBER_KEYS = Object.keys(rules) as NumberKey[];

/** The number fields checked for the values: TDS and hardness are skipped with the estimate. */
function checkedKeys(useEstimate: boolean): NumberKey[] {
  return NUMBER_KEYS.filter((key) => !(useEstimate && (key === 'tds' || key === 'hardness')));
}

/**
 * Household & Water Profile. ZIP (a US ZIP), people, pets, water type and
 * shower time are required; people is a whole number of at least 1, pets a whole number of 0
 * or more, TDS, hardness (ppm) and shower time (minutes) 0 or more. Number fields take text or
 * numbers. With `useEstimate`, TDS and hardness are not checked and come out null (the inputs
 * are disabled). Without it, an empty TDS or hardness also comes out null, which the next load
 * shows as the estimate being used. Messages other than 'ZIP Code is required.' are
 * this package's own.
 */
export const settingsSchema = z
  .object({
    zip: usZipSchema,
    peopleNumber: numberLike,
    petsNumber: numberLike,
    useEstimate: z.boolean(),
    tds: numberLike,
    hardness: numberLike,
    waterType: z.enum(WATER_TYPES, { error: S.waterTypeRequired }),
    showerTime: numberLike,
  })
  .superRefine((values, ctx) => {
    for (const key of checkedKeys(values.useEstimate)) {
      const result = checkNumberField(values[key], rules[key]);
      if (!result.ok) ctx.addIssue({ code: 'custom', path: [key], message: result.message });
    }
  })
  .transform((values) => {
    const read = (key: NumberKey): number | null => {
      if (!checkedKeys(values.useEstimate).includes(key)) return null;
      const result = checkNumberField(values[key], rules[key]);
      return result.ok ? result.value : null;
    };
    return {
      zip: values.zip,
      // Required fields: non-null once validation passed.
      peopleNumber: read('peopleNumber') ?? 0,
      petsNumber: read('petsNumber') ?? 0,
      useEstimate: values.useEstimate,
      tds: read('tds'),
      hardness: read('hardness'),
      waterType: values.waterType,
      showerTime: read('showerTime') ?? 0,
    };
  });
export type SettingsInput = z.input<typeof settingsSchema>;
export type SettingsOutput = z.output<typeof settingsSchema>;

/**
 * A new household: people 1, pets 0, water type Municipal, TDS, hardness and shower time 0, ZIP
 * empty.
 */
export const settingsDefaults: SettingsInput = {
  zip: '',
  peopleNumber: 1,
  petsNumber: 0,
  useEstimate: false,
  tds: 0,
  hardness: 0,
  waterType: DEFAULT_WATER_TYPE,
  showerTime: 0,
};

/** The tracker's household data as GET /trackers returns it; any part may be missing. */
export interface HouseDataLike {
  readonly peopleNumber?: number | null;
  readonly petsNumber?: number | null;
  readonly waterType?: WaterType | null;
  readonly tds?: number | null;
  readonly hardness?: number | null;
  readonly showerTime?: number | null;
}

/**
 * Settings form values from the stored household data and the user's ZIP: a null TDS
 * or hardness turns the estimate checkbox on (the field then shows its default); missing
 * values take the defaults.
 */
export function settingsFromHouseData(
  houseData: HouseDataLike | null | undefined,
  zip: string | null | undefined,
): SettingsInput {
  const d = settingsDefaults;
  return {
    zip: zip ?? d.zip,
    peopleNumber: houseData?.peopleNumber ?? d.peopleNumber,
    petsNumber: houseData?.petsNumber ?? d.petsNumber,
    useEstimate: houseData?.tds === null || houseData?.hardness === null,
    tds: houseData?.tds ?? d.tds,
    hardness: houseData?.hardness ?? d.hardness,
    waterType: houseData?.waterType ?? d.waterType,
    showerTime: houseData?.showerTime ?? d.showerTime,
  };
}

/** The houseData of PUT /trackers from validated settings (the ZIP goes to PUT /users/me). */
export function toHouseData(values: SettingsOutput): HouseData {
  return {
    peopleNumber: values.peopleNumber,
    petsNumber: values.petsNumber,
    waterType: values.waterType,
    showerTime: values.showerTime,
    tds: values.tds,
    hardness: values.hardness,
  };
}

/**
 * houseData of PUT /trackers as the server validates it (the API contract's HouseData):
 * people 1-100 and pets 0-100 whole numbers, TDS and hardness 0-100000 ppm or null (the
 * estimate), shower time 0-1440 minutes. Closed: unknown fields are refused.
 */
export const houseDataSchema = closedObject({
  peopleNumber: z
    .number({ error: S.peopleRequired })
    .int(S.peopleMin)
    .min(1, S.peopleMin)
    .max(PEOPLE_MAX, formMessages.tooHigh(PEOPLE_MAX)),
  petsNumber: z
    .number({ error: S.petsRequired })
    .int(S.petsMin)
    .min(0, S.petsMin)
    .max(PETS_MAX, formMessages.tooHigh(PETS_MAX)),
  waterType: z.enum(WATER_TYPES, { error: S.waterTypeRequired }),
  tds: z
    .number({ error: formMessages.notANumber })
    .min(0, formMessages.minZero)
    .max(WATER_READING_MAX, formMessages.tooHigh(WATER_READING_MAX))
    .nullable(),
  hardness: z
    .number({ error: formMessages.notANumber })
    .min(0, formMessages.minZero)
    .max(WATER_READING_MAX, formMessages.tooHigh(WATER_READING_MAX))
    .nullable(),
  showerTime: z
    .number({ error: S.showerTimeRequired })
    .min(0, formMessages.minZero)
    .max(SHOWER_TIME_MAX_MINUTES, formMessages.tooHigh(SHOWER_TIME_MAX_MINUTES)),
});
export type HouseDataInput = z.input<typeof houseDataSchema>;
export type HouseData = z.output<typeof houseDataSchema>;
