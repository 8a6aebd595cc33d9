import { describe, expect, it } from 'vitest';
import { productSearchPath } from '../searchPath.js';
import { searchTextSchema } from './search.js';

describe('searchTextSchema', () => {
  it('trims the text', () => {
    expect(searchTextSchema.parse('  reverse osmosis ')).toBe('reverse osmosis');
  });

  it.each(['', '   ', '\t\n'])('rejects blank text %j', (text) => {
    expect(searchTextSchema.safeParse(text).error?.issues[0]?.message).toBe(
      'Enter something to search for.',
    );
  });

  it.each(['', ' ', '\u00a0\t', ' filter ', 'RO/UV', '\u2003x\u2003'])(
    'agrees with productSearchPath on %j',
    (text) => {
      const result = searchTextSchema.safeParse(text);
      expect(productSearchPath(text)).toBe(
        result.success ? `/products?q=${encodeURIComponent(result.data)}` : null,
      );
    },
  );
});
