import { describe, expect, it } from 'vitest';
import { productSearchPath } from './searchPath.js';

describe('productSearchPath', () => {
  it('encodes the trimmed text into /products?q=', () => {
    expect(productSearchPath(' filter ')).toBe('/products?q=filter');
    expect(productSearchPath('under sink & RO/UV')).toBe(
      '/products?q=under%20sink%20%26%20RO%2FUV',
    );
    expect(productSearchPath('café #1?')).toBe('/products?q=caf%C3%A9%20%231%3F');
  });

  it.each(['', '  ', '\t\n'])('is null for blank %j', (text) => {
    expect(productSearchPath(text)).toBeNull();
  });
});
