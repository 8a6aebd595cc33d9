import { describe, expect, it } from 'vitest';
import { productStyleClasses } from './styleClasses.js';

describe('productStyleClasses', () => {
  it('gives the plain class names of the text, once each', () => {
    expect(productStyleClasses('  promo  best-seller promo _x ')).toEqual([
      'promo',
      'best-seller',
      '_x',
    ]);
    expect(productStyleClasses(undefined)).toEqual([]);
    expect(productStyleClasses('')).toEqual([]);
  });

  it('leaves out what is not a plain class name, and the kit’s and storefront’s own', () => {
    expect(
      productStyleClasses('"><script> 9lives a.b wt-Button sf-logo ok x'.concat('y'.repeat(70))),
    ).toEqual(['ok']);
  });
});
