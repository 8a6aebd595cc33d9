import { z } from 'zod';
import {
  CONTACT_METHODS,
  DEFAULT_CONTACT_METHOD,
  DEFAULT_HARDNESS_UNIT,
  DEFAULT_POOL_OPTION,
  DEFAULT_TRACKER_WATER_SOURCE,
  EMAIL_MAX_LENGTH,
  FILTER_TYPES,
  HARDNESS_UNITS,
  NAME_MAX_LENGTH,
  PEOPLE_MAX,
  PETS_MAX,
  POOL_OPTIONS,
  SMS_MAX_LENGTH,
  TRACKER_WATER_SOURCES,
  WATER_READING_MAX,
  ZIP_MAX_LENGTH,
} from '../constants.js';
import { formMessages, trackerMessages } from '../messages.js';
import {
  checkNumberField,
  type NumberFieldRule,
  type NumberLike,
  numberLike,
  optionalText,
  requiredText,
} from './fields.js';

const M = trackerMessages;
const choice = { error: formMessages.invalidChoice };

const tdsRule: NumberFieldRule = {
  requiredMessage: M.tdsRequired,
  min: 0,
  minMessage: formMessages.minZero,
  max: WATER_READING_MAX,
};
const hardnessRule: NumberFieldRule = { ...tdsRule, requiredMessage: M.hardnessRequired };
const peopleRule: NumberFieldRule = {
  requiredMessage: M.peopleRequired,
  invalidMessage: M.peopleRequired,
  integer: true,
  min: 1,
  minMessage: M.peopleRequired,
  max: PEOPLE_MAX,
};
const petsRule: NumberFieldRule = {
  integer: true,
  min: 0,
  minMessage: formMessages.minZero,
  max: PETS_MAX,
};

type NumberKey = 'tds' | 'hardness' | 'roPeople' | 'roPets' | 'wholeHousePeople';

interface RawTrackerValues {
  readonly useEstimate: boolean;
  readonly filterType: (typeof FILTER_TYPES)[number];
  readonly tds: NumberLike;
  readonly hardness: NumberLike;
  readonly roPeople: NumberLike;
  readonly roPets: NumberLike;
  readonly wholeHousePeople: NumberLike;
}

/**
 * Which number fields the dialog shows, with their rules: TDS and hardness unless the
 * estimate is used, people and pets for under-sink systems, people for whole-house systems.
 * Hidden fields are neither checked nor sent.
 */
function visibleNumberRules(values: RawTrackerValues): Array<[NumberKey, NumberFieldRule]> {
  const rules: Array<[NumberKey, NumberFieldRule]> = [];
  if (!values.useEstimate) rules.push(['tds', tdsRule], ['hardness', hardnessRule]);
  if (values.filterType === 'undersink') rules.push(['roPeople', peopleRule], ['roPets', petsRule]);
  if (values.filterType === 'wholehouse') rules.push(['wholeHousePeople', peopleRule]);
  return rules;
}

/**
 * Add Product Information dialog, checked on submit. The system's filter type
 * is part of the values (`filterType`, set by the page from the product, not shown as a field):
 * a field rather than a schema factory, so one schema, one set of types and one defaults
 * object serve every system, and a form library sees the context like any other value.
 *
 * Spec messages, each on its field: 'Tracker Name is required.', 'ZIP Code is required.',
 * 'Email is required for this contact method.' / 'Phone number is required for this contact
 * method.' for the chosen method, 'TDS value is required if not using estimate.' and
 * 'Hardness value is required if not using estimate.', and 'Number of people must be greater
 * than 0.' on roPeople (under-sink) or wholeHousePeople (whole-house). Numbers are at least 0
 * (people and pets whole numbers). The e-mail and SMS values are not checked for shape (they
 * are only required), so any phone format can be typed.
 *
 * Output: trimmed texts, numbers or null. TDS and hardness are null when the estimate is used
 * or the field is empty; number fields of the other system type are null.
 */
export const trackerDialogSchema = z
  .object({
    customName: requiredText(M.nameRequired, NAME_MAX_LENGTH),
    contactMethod: z.enum(CONTACT_METHODS, choice),
    sms: optionalText(SMS_MAX_LENGTH),
    email: optionalText(EMAIL_MAX_LENGTH),
    zipCode: requiredText(M.zipRequired, ZIP_MAX_LENGTH),
    waterSource: z.enum(TRACKER_WATER_SOURCES, choice),
    useEstimate: z.boolean(),
    tds: numberLike,
    hardness: numberLike,
    hardnessUnit: z.enum(HARDNESS_UNITS, choice),
    roPeople: numberLike,
    roPets: numberLike,
    wholeHousePeople: numberLike,
    hasPool: z.enum(POOL_OPTIONS, choice),
    filterType: z.enum(FILTER_TYPES, choice),
  })
  .superRefine((values, ctx) => {
    if (values.contactMethod === 'email' && values.email === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailRequired });
    }
    if (values.contactMethod === 'sms' && values.sms === '') {
      ctx.addIssue({ code: 'custom', path: ['sms'], message: M.phoneRequired });
    }
    for (const [key, rule] of visibleNumberRules(values)) {
      const result = checkNumberField(values[key], rule);
      if (!result.ok) ctx.addIssue({ code: 'custom', path: [key], message: result.message });
    }
  })
  .transform((values) => {
    const numbers: Record<NumberKey, number | null> = {
      tds: null,
      hardness: null,
      roPeople: null,
      roPets: null,
      wholeHousePeople: null,
    };
    for (const [key, rule] of visibleNumberRules(values)) {
      const result = checkNumberField(values[key], rule);
      numbers[key] = result.ok ? result.value : null;
    }
    return { ...values, ...numbers };
  });
export type TrackerDialogInput = z.input<typeof trackerDialogSchema>;
export type TrackerDialogOutput = z.output<typeof trackerDialogSchema>;

/**
 * A fresh dialog: contact by e-mail, hardness in gpg, no pool; water source municipal
 * and filterType 'none' are this package's choices. Spread in the system's filter type:
 * `{ ...trackerDialogDefaults, filterType: product.filterType }`.
 */
export const trackerDialogDefaults: TrackerDialogInput = {
  customName: '',
  contactMethod: DEFAULT_CONTACT_METHOD,
  sms: '',
  email: '',
  zipCode: '',
  waterSource: DEFAULT_TRACKER_WATER_SOURCE,
  useEstimate: false,
  tds: '',
  hardness: '',
  hardnessUnit: DEFAULT_HARDNESS_UNIT,
  roPeople: '',
  roPets: '',
  wholeHousePeople: '',
  hasPool: DEFAULT_POOL_OPTION,
  filterType: 'none',
};

export {
  type TrackerEstimate,
  type TrackerPrefillHouseData,
  type TrackerPrefillUser,
  toTrackerAdditionalData,
  trackerDialogPrefill,
} from './trackerPrefill.js';
