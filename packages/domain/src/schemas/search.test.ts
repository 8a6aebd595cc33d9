import { describe, expect, it } from 'vitest';
import { productSearchPath, searchTextSchema } from './search.js';

describe('searchTextSchema', () => {
  it('trims the text', () => {
    expect(searchTextSchema.parse('  reverse osmosis ')).toBe('reverse osmosis');
  });

  it.each(['', '   ', '\t\n'])('rejects blank text %j', (text) => {
    expect(searchTextSchema.safeParse(text).error?.issues[0]?.message).toBe(
      'Enter something to search for.',
    );
  });
});

describe('productSearchPath', () => {
  it('encodes the trimmed text into /products?q=', () => {
    expect(productSearchPath(' filter ')).toBe('/products?q=filter');
    expect(productSearchPath('under sink & RO/UV')).toBe(
      '/products?q=under%20sink%20%26%20RO%2FUV',
    );
    expect(productSearchPath('café #1?')).toBe('/products?q=caf%C3%A9%20%231%3F');
  });

  it.each(['', '  '])('is null for blank %j', (text) => {
    expect(productSearchPath(text)).toBeNull();
  });
});
