import { GPG_TO_PPM } from '../constants.js';

/** Add Product Information dialog. */
export const trackerMessages = {
  nameRequired: 'Tracker Name is required.',
  zipRequired: 'ZIP Code is required.',
  emailRequired: 'Email is required for this contact method.',
  phoneRequired: 'Phone number is required for this contact method.',
  tdsRequired: 'TDS value is required if not using estimate.',
  hardnessRequired: 'Hardness value is required if not using estimate.',
  peopleRequired: 'Number of people must be greater than 0.',
  /** The save handler's alert for a blank name. */
  nameRequiredAlert: 'A tracker name is required.',
  /** The hardness note under the field (its wording is ours). */
  hardnessNote: `1 gpg = ${GPG_TO_PPM} ppm`,
} as const;
