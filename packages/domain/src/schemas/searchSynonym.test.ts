import { describe, expect, it } from 'vitest';
import { SYNONYM_MAX_LENGTH } from '../constants.js';
import { searchMessages } from '../messages.js';
import { searchSynonymSchema } from './searchSynonym.js';

const messages = (value: unknown) => {
  const result = searchSynonymSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('searchSynonymSchema', () => {
  it('stores both phrases as lower-case words one space apart', () => {
    expect(searchSynonymSchema.parse({ term: ' RO ', synonym: 'Reverse   Osmosis' })).toEqual({
      term: 'ro',
      synonym: 'reverse osmosis',
    });
    expect(searchSynonymSchema.parse({ term: '5-Micron', synonym: '5 µm' })).toEqual({
      term: '5 micron',
      synonym: '5 µm',
    });
  });

  it('refuses empty, wordless, too long and identical phrases, and unknown fields', () => {
    expect(messages({ term: '', synonym: 'x' })).toContain(searchMessages.termRequired);
    expect(messages({ term: 'x' })).toContain(searchMessages.synonymRequired);
    expect(messages({ term: '--', synonym: 'x' })).toContain(searchMessages.noWords);
    expect(messages({ term: 'x'.repeat(SYNONYM_MAX_LENGTH + 1), synonym: 'y' })).toHaveLength(1);
    expect(messages({ term: 'Whole House', synonym: 'whole-house' })).toEqual([
      searchMessages.sameMeaning,
    ]);
    expect(messages({ term: 'a', synonym: 'b', id: 'c' })).toHaveLength(1);
  });
});
