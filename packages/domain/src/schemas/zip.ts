import type { z } from 'zod';
import { ZIP_MAX_LENGTH } from '../constants.js';
import { zipMessages } from '../messages.js';
import { FIVE_DIGIT_ZIP, US_ZIP } from '../tdsZip.js';
import { requiredTextMatching } from './fields.js';

/**
 * The water-quality checker's ZIP: required ('ZIP Code is required.') and, beyond the
 * spec, exactly 5 digits ('ZIP Code must be 5 digits.'), the only form the lookup accepts.
 * Trimmed. `checkTdsZip` applies the same rule without zod.
 */
export const zipSchema = requiredTextMatching(
  zipMessages.required,
  (zip) => FIVE_DIGIT_ZIP.test(zip),
  zipMessages.invalidFiveDigit,
  ZIP_MAX_LENGTH,
);
export type ZipInput = z.input<typeof zipSchema>;
export type ZipOutput = z.output<typeof zipSchema>;

/** A US ZIP of an address: 5 digits or ZIP+4, required. Trimmed. */
export const usZipSchema = requiredTextMatching(
  zipMessages.required,
  (zip) => US_ZIP.test(zip),
  zipMessages.invalidUs,
  ZIP_MAX_LENGTH,
);
