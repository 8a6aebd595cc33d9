/** The filter tracker's and the settings page's choices and thresholds. */

export const CONTACT_METHODS = ['email', 'sms'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const DEFAULT_CONTACT_METHOD: ContactMethod = 'email';

/** Water source choices of the tracker dialog (lower case there). */
export const TRACKER_WATER_SOURCES = ['municipal', 'well', 'other'] as const;
export type TrackerWaterSource = (typeof TRACKER_WATER_SOURCES)[number];
/** Our choice: the first option, matching the settings default. */
export const DEFAULT_TRACKER_WATER_SOURCE: TrackerWaterSource = 'municipal';

/** Water type choices of the settings page (capitalised there). */
export const WATER_TYPES = ['Municipal', 'Well', 'Other'] as const;
export type WaterType = (typeof WATER_TYPES)[number];
export const DEFAULT_WATER_TYPE: WaterType = 'Municipal';

export const POOL_OPTIONS = ['Yes', 'No'] as const;
export type PoolOption = (typeof POOL_OPTIONS)[number];
export const DEFAULT_POOL_OPTION: PoolOption = 'No';

/** Part life shows red at or below this percentage. */
export const PART_LIFE_RED_PERCENT = 20;
/** Part life shows yellow at or below this percentage (and above the red one). */
export const PART_LIFE_YELLOW_PERCENT = 50;

/** Query values of /enterVerificationCode?type=. */
export const VERIFICATION_TYPES = ['email', 'phone'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
