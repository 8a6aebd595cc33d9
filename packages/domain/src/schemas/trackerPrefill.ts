import { TRACKER_WATER_SOURCES } from '../constants.js';
import type { TrackerAdditionalData } from './trackerAdditionalData.js';
import type { TrackerDialogInput, TrackerDialogOutput } from './trackerDialog.js';

// The dialog's pre-fill and its save payload, apart from the schema (./trackerDialog.ts): the
// dashboard uses them on its first load, which stays without zod; the schema comes with the
// dialog, loaded on first open.

export interface TrackerEstimate {
  /** The ZIP-based TDS lookup's result; null or absent when the lookup failed. */
  readonly estimatedTds?: number | null;
}

/**
 * The `additionalData` of the install call (PUT /orders/{id}/items/{itemId}/install) and of
 * POST /trackers/tracked-products. Empty TDS or hardness is null. With the
 * estimate, `hardness` is left out and `tds` is the looked-up value, or null if the lookup
 * failed. Besides the dialog's own fields, it carries `zipCode` and `useEstimate`, which
 * the API contract accepts, so reminders know the household's ZIP.
 */
export function toTrackerAdditionalData(
  values: TrackerDialogOutput,
  { estimatedTds }: TrackerEstimate = {},
): TrackerAdditionalData {
  const common = {
    contactMethod: values.contactMethod,
    sms: values.sms,
    email: values.email,
    zipCode: values.zipCode,
    waterSource: values.waterSource,
    useEstimate: values.useEstimate,
    hardnessUnit: values.hardnessUnit,
    roPeople: values.roPeople,
    roPets: values.roPets,
    wholeHousePeople: values.wholeHousePeople,
    hasPool: values.hasPool,
  };
  if (values.useEstimate) return { ...common, tds: estimatedTds ?? null };
  return { ...common, tds: values.tds, hardness: values.hardness };
}

/** The household profile (GET /trackers houseData) as the dialog's pre-fill reads it. */
export interface TrackerPrefillHouseData {
  readonly peopleNumber?: number | null;
  readonly petsNumber?: number | null;
  readonly waterType?: string | null;
  /** ppm; null when the household uses the regional estimate. */
  readonly tds?: number | null;
  /** ppm; null when the household uses the regional estimate. */
  readonly hardness?: number | null;
}

/** The signed-in user (GET /users/me) as the dialog's pre-fill reads it. */
export interface TrackerPrefillUser {
  readonly email?: string | null;
  readonly phoneNumber?: string | null;
  readonly address?: { readonly zip?: string | null } | null;
}

function reading(value: number | null | undefined): string {
  // 0 is "no reading" (as the TDS rating treats it), and a fresh profile's default.
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? String(value) : '';
}

function count(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : '';
}

/**
 * The Add Product Information dialog's starting values from the household profile and
 * the user's account: ZIP, e-mail and phone from the account; people, pets, water source, TDS
 * and hardness from the profile. The profile keeps hardness in ppm, so a pre-filled hardness
 * comes with the ppm unit. A profile that uses the estimate (null TDS or hardness) turns the
 * estimate on, as the settings page does. Contact stays e-mail (the default) unless the account
 * has only a phone. Missing parts (a failed pre-fill) leave the defaults.
 */
export function trackerDialogPrefill(
  houseData: TrackerPrefillHouseData | null | undefined,
  user: TrackerPrefillUser | null | undefined,
): Partial<TrackerDialogInput> {
  const values: Partial<TrackerDialogInput> = {};
  const email = user?.email?.trim() ?? '';
  const phone = user?.phoneNumber?.trim() ?? '';
  const zip = user?.address?.zip?.trim() ?? '';
  if (email) values.email = email;
  if (phone) values.sms = phone;
  if (!email && phone) values.contactMethod = 'sms';
  if (zip) values.zipCode = zip;
  if (!houseData) return values;

  const source = houseData.waterType?.toLowerCase();
  const waterSource = TRACKER_WATER_SOURCES.find((candidate) => candidate === source);
  if (waterSource) values.waterSource = waterSource;
  if (houseData.tds === null || houseData.hardness === null) values.useEstimate = true;
  const tds = reading(houseData.tds);
  if (tds) values.tds = tds;
  const hardness = reading(houseData.hardness);
  if (hardness) {
    values.hardness = hardness;
    values.hardnessUnit = 'ppm';
  }
  const people = count(houseData.peopleNumber);
  if (people && people !== '0') {
    values.roPeople = people;
    values.wholeHousePeople = people;
  }
  const pets = count(houseData.petsNumber);
  if (pets) values.roPets = pets;
  return values;
}
