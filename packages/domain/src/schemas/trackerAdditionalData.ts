import { z } from 'zod';
import {
  CONTACT_METHODS,
  EMAIL_MAX_LENGTH,
  HARDNESS_UNITS,
  PEOPLE_MAX,
  PETS_MAX,
  POOL_OPTIONS,
  SMS_MAX_LENGTH,
  TRACKER_WATER_SOURCES,
  WATER_READING_MAX,
  ZIP_MAX_LENGTH,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import { closedObject } from './fields.js';

const choice = { error: MESSAGES.form.invalidChoice };
const tooLong = (max: number) => MESSAGES.form.tooLong(max);

const reading = z
  .number({ error: MESSAGES.form.notANumber })
  .min(0, MESSAGES.form.minZero)
  .max(WATER_READING_MAX, MESSAGES.form.tooHigh(WATER_READING_MAX));

const count = (max: number) =>
  z
    .number({ error: MESSAGES.form.notANumber })
    .int(MESSAGES.form.wholeNumber)
    .min(0, MESSAGES.form.minZero)
    .max(max, MESSAGES.form.tooHigh(max))
    .nullable()
    .optional();

/**
 * `additionalData` of the install and add-tracked-product calls, as the server validates it
 * (the API contract's TrackerAdditionalData). Besides types and ranges it enforces the
 * dialog's contact rule: the chosen method's address must be present
 * ('Email is required for this contact method.' / 'Phone number is required for this contact
 * method.'). `hardness` may be absent (the estimate was used). Closed: unknown fields are refused.
 */
export const trackerAdditionalDataSchema = closedObject({
  contactMethod: z.enum(CONTACT_METHODS, choice),
  sms: z.string().trim().max(SMS_MAX_LENGTH, tooLong(SMS_MAX_LENGTH)).nullable().optional(),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH)).nullable().optional(),
  zipCode: z.string().trim().max(ZIP_MAX_LENGTH, tooLong(ZIP_MAX_LENGTH)).nullable().optional(),
  waterSource: z.enum(TRACKER_WATER_SOURCES, choice),
  useEstimate: z.boolean().optional(),
  tds: reading.nullable().optional(),
  hardness: reading.nullable().optional(),
  hardnessUnit: z.enum(HARDNESS_UNITS, choice),
  roPeople: count(PEOPLE_MAX),
  roPets: count(PETS_MAX),
  wholeHousePeople: count(PEOPLE_MAX),
  hasPool: z.enum(POOL_OPTIONS, choice).optional(),
}).superRefine((data, ctx) => {
  if (data.contactMethod === 'email' && !data.email) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.tracker.emailRequired });
  }
  if (data.contactMethod === 'sms' && !data.sms) {
    ctx.addIssue({ code: 'custom', path: ['sms'], message: MESSAGES.tracker.phoneRequired });
  }
});
export type TrackerAdditionalDataInput = z.input<typeof trackerAdditionalDataSchema>;
export type TrackerAdditionalData = z.output<typeof trackerAdditionalDataSchema>;
