import type { z } from 'zod';
import { SYNONYM_MAX_LENGTH } from '../constants.js';
import { searchMessages } from '../messages.js';
import { searchPhrase } from '../searchWords.js';
import { closedObject, requiredText } from './fields.js';

const phrase = (requiredMessage: string) =>
  requiredText(requiredMessage, SYNONYM_MAX_LENGTH)
    .refine((value) => value === '' || searchPhrase(value) !== '', searchMessages.noWords)
    .transform(searchPhrase);

/**
 * Two phrases search treats as one ("RO" and "reverse osmosis"), stored as their words
 * (lower-case, one space apart). They must differ once so written.
 */
export const searchSynonymSchema = closedObject({
  term: phrase(searchMessages.termRequired),
  synonym: phrase(searchMessages.synonymRequired),
}).refine((pair) => pair.term === '' || pair.term !== pair.synonym, {
  message: searchMessages.sameMeaning,
  path: ['synonym'],
});
export type SearchSynonymInput = z.input<typeof searchSynonymSchema>;
export type SearchSynonymOutput = z.output<typeof searchSynonymSchema>;
