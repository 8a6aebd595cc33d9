import { describe, expect, it } from 'vitest';
import { SearchAdmission } from '../src/http/searchAdmission.js';

describe('SearchAdmission', () => {
  it('admits a search from its second asking, and forgets the oldest past its capacity', () => {
    const searches = new SearchAdmission(2);
    expect(searches.askedBefore('/products?q=ro')).toBe(false);
    expect(searches.askedBefore('/products?q=ro')).toBe(true);
    expect(searches.askedBefore('/products?q=uv')).toBe(false);
    // A third search makes room by forgetting the first.
    expect(searches.askedBefore('/products?q=softener')).toBe(false);
    expect(searches.askedBefore('/products?q=ro')).toBe(false);
    expect(searches.askedBefore('/products?q=softener')).toBe(true);
  });
});
