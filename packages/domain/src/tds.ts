import {
  TDS_RATING_THRESHOLDS,
  TDS_RATINGS,
  TDS_SCALING,
  TDS_TONE_BANDS,
  type TdsRatingKey,
} from './constants.js';
import { fiveDigitZip } from './tdsZip.js';

/**
 * The number shown by the home page's water-quality checker: the raw regional TDS is
 * scaled by its range (up to 100 ×2.5, 150 ×2.12, 200 ×1.73, 250 ×1.42, 300 ×1.12, 350 ×1,
 * above 350 unscaled), the last two digits of the ZIP are added as a number, and the sum is
 * floored.
 *
 * `zip` is a US ZIP (`12345` or `12345-6789`); with a ZIP+4 the five-digit part counts.
 * Throws a RangeError for a negative or non-finite reading or a malformed ZIP: validate the
 * input with `zipSchema` first.
 */
export function displayTds(rawTds: number, zip: string): number {
  if (!Number.isFinite(rawTds) || rawTds < 0) {
    throw new RangeError(`TDS reading must be a finite number of 0 or more, got ${rawTds}.`);
  }
  const zip5 = fiveDigitZip(zip);
  if (zip5 === undefined) {
    throw new RangeError(`ZIP must be 5 digits or ZIP+4, got ${JSON.stringify(zip)}.`);
  }
  const zipAddend = Number(zip5.slice(-2));
  const range = TDS_SCALING.find((r) => rawTds <= r.maxRaw);
  // Factors are applied as whole hundredths: an integer reading then scales with exact integer
  // arithmetic, so a product like 250 × 1.42 can never floor to one less.
  const factorHundredths = range === undefined ? 100 : Math.round(range.factor * 100);
  const total = (rawTds * factorHundredths + zipAddend * 100) / 100;
  // Absorb binary noise of fractional readings before flooring.
  return Math.floor(Math.round(total * 1e6) / 1e6);
}

export type TdsTone = 'red' | 'light-red' | 'amber' | 'green' | 'neutral';

export interface TdsRating {
  /** The band's key (one of `TDS_RATINGS`), or null when the value is not a reading. */
  readonly rating: TdsRatingKey | null;
  readonly tone: TdsTone;
}

/**
 * Rating and colour of a ppm value: over 1000 unacceptable, over 500 veryPoor, over 350 poor,
 * over 250 fair, over 150 good, over 50 veryGood, 50 or below and non-zero excellent. Colour:
 * red above 500, light-red above 400, amber above 300, otherwise green. The rating is a key
 * (`TDS_RATINGS`); the UI words it.
 *
 * Only non-zero readings are rated: 0, negative, NaN and infinite values are not a reading and
 * give `{ rating: null, tone: 'neutral' }`.
 */
export function tdsRating(ppm: number): TdsRating {
  if (!Number.isFinite(ppm) || ppm <= 0) {
    return { rating: null, tone: 'neutral' };
  }
  let band = TDS_RATING_THRESHOLDS.findIndex((upper) => ppm <= upper);
  if (band === -1) band = TDS_RATING_THRESHOLDS.length;
  const rating = TDS_RATINGS[band] ?? 'unacceptable';
  const tone = TDS_TONE_BANDS.find((b) => ppm > b.above)?.tone ?? 'green';
  return { rating, tone };
}
