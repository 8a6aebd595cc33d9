import { describe, expect, it } from 'vitest';
import { enUS } from './enUS.js';
import { formatString } from './formatString.js';

describe('formatString', () => {
  it('fills each placeholder with its value', () => {
    expect(formatString('Delete {name}', { name: 'Under-sink filter' })).toBe(
      'Delete Under-sink filter',
    );
    expect(formatString('{position} of {count}', { position: 2, count: 5 })).toBe('2 of 5');
  });

  it('fills a placeholder used twice, in any order of the values', () => {
    expect(formatString('{a}-{b}-{a}', { b: 'y', a: 'x' })).toBe('x-y-x');
  });

  it('leaves a placeholder without a value as written, and a text without any unchanged', () => {
    expect(formatString('Order {id}', {})).toBe('Order {id}');
    expect(formatString('Add to Cart', { count: 1 })).toBe('Add to Cart');
  });

  it('does not read inherited properties as values', () => {
    expect(formatString('{toString}', {})).toBe('{toString}');
  });

  it("gives today's texts from the default catalogue word for word", () => {
    expect(formatString(enUS.home.goToSlide, { position: 4 })).toBe('Go to slide 4');
    expect(formatString(enUS.product.imageOf, { name: 'RO System', position: 1, count: 3 })).toBe(
      'RO System, image 1 of 3',
    );
    expect(formatString(enUS.layout.copyright, { year: 2025 })).toBe('© 2025');
    expect(formatString(enUS.productForm.replaceMonths, { quick: 6, slow: '—' })).toBe(
      'Quick 6 / slow — months',
    );
    expect(formatString(enUS.layout.opensInNewTab, { label: 'Facebook' })).toBe(
      'Facebook (opens in a new tab)',
    );
  });
});
