import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/** Search text (000 §5): must be non-empty after trimming; the output is trimmed. */
export const searchTextSchema = z
  .string({ error: MESSAGES.search.empty })
  .trim()
  .min(1, MESSAGES.search.empty);
export type SearchTextInput = z.input<typeof searchTextSchema>;
export type SearchTextOutput = z.output<typeof searchTextSchema>;

/**
 * Where the header search goes (000 §2): `/products?q=` and the trimmed, URL-encoded text, or
 * null when the text is blank (no navigation).
 */
export function productSearchPath(text: string): string | null {
  const result = searchTextSchema.safeParse(text);
  return result.success ? `/products?q=${encodeURIComponent(result.data)}` : null;
}
