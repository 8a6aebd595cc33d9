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
import { formMessages, trackerMessages } from '../messages.js';
import { closedObject } from './fields.js';

const choice = { error: formMessages.invalidChoice };
const tooLong = (max: number) => formMessages.tooLong(max);

const reading = z
  .number({ error: formMessages.notANumber })
  .min(0, formMessages.minZero)
  .max(WATER_READING_MAX, formMessages.tooHigh(WATER_READING_MAX));

const count = (max: number) =>
  z
    .number({ error: formMessages.notANumber })
    .int(formMessages.wholeNumber)
    .min(0, formMessages.minZero)
    .max(max, formMessages.tooHigh(max))
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
    ctx.addIssue({ code: 'custom', path: ['email'], message: trackerMessages.emailRequired });
  }
  if (data.contactMethod === 'sms' && !data.sms) {
    ctx.addIssue({ code: 'custom', path: ['sms'], message: trackerMessages.phoneRequired });
  }
});
export type TrackerAdditionalDataInput = z.input<typeof trackerAdditionalDataSchema>;
export type TrackerAdditionalData = z.output<typeof trackerAdditionalDataSchema>;
