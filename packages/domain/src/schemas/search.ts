import { z } from 'zod';
import { searchMessages } from '../messages.js';

/**
 * Search text: must be non-empty after trimming; the output is trimmed.
 * `productSearchPath` applies the same rule without zod (a test keeps them in step).
 */
export const searchTextSchema = z
  .string({ error: searchMessages.empty })
  .trim()
  .min(1, searchMessages.empty);
export type SearchTextInput = z.input<typeof searchTextSchema>;
export type SearchTextOutput = z.output<typeof searchTextSchema>;
