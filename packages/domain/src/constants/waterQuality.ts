/** Water-quality bands, scaling and units. */

/** Upper bounds (ppm) of the rating bands, lowest first. */
export const TDS_RATING_THRESHOLDS = [50, 150, 250, 350, 500, 1000] as const;

/**
 * The rating of each band, best first, one more than the thresholds: the last is above the
 * highest. These are keys; a UI words them (the kit's catalogue has a text for each).
 */
export const TDS_RATINGS = [
  'excellent',
  'veryGood',
  'good',
  'fair',
  'poor',
  'veryPoor',
  'unacceptable',
] as const;
export type TdsRatingKey = (typeof TDS_RATINGS)[number];

/** Colour bands of a ppm value: the first whose `above` the value exceeds wins. */
export const TDS_TONE_BANDS = [
  { above: 500, tone: 'red' },
  { above: 400, tone: 'light-red' },
  { above: 300, tone: 'amber' },
] as const;

export interface TdsScalingRange {
  /** The range covers raw values up to and including this one. */
  readonly maxRaw: number;
  /** Multiplier applied to raw values in the range. */
  readonly factor: number;
}

/** Range table of the TDS display value; raw values above the last range are unscaled. */
export const TDS_SCALING: readonly TdsScalingRange[] = [
  { maxRaw: 100, factor: 2.5 },
  { maxRaw: 150, factor: 2.12 },
  { maxRaw: 200, factor: 1.73 },
  { maxRaw: 250, factor: 1.42 },
  { maxRaw: 300, factor: 1.12 },
  { maxRaw: 350, factor: 1 },
];

/** 1 gpg (grains per gallon) = 17.1 ppm. */
export const GPG_TO_PPM = 17.1;

export const HARDNESS_UNITS = ['gpg', 'ppm'] as const;
export type HardnessUnit = (typeof HARDNESS_UNITS)[number];
export const DEFAULT_HARDNESS_UNIT: HardnessUnit = 'gpg';
