import { GPG_TO_PPM } from '@wtkit/domain';

/** TrackerDialog. */
export const trackerStrings = {
  title: 'Add Product Information',
  nameRequiredAlert: 'A tracker name is required.',
  trackerName: 'Tracker name',
  contactMethod: 'Contact method',
  email: 'E-mail',
  sms: 'SMS',
  zip: 'ZIP/postal code',
  waterSource: 'Water source',
  hardnessUnit: 'Hardness unit',
  useEstimate: "Use the product's regional water quality estimate",
  tds: 'TDS (ppm)',
  hardness: 'Hardness',
  hardnessNote: `1 gpg = ${GPG_TO_PPM} ppm`,
  people: 'Number of people',
  pets: 'Number of pets',
  pool: 'Supplies a pool',
  poolOptions: { yes: 'Yes', no: 'No' },
  cancel: 'Cancel',
  save: 'Save Information',
} as const;
