import { describe, expect, it } from 'vitest';
import {
  isRefinedView,
  listingHref,
  listingPageHref,
  listingQueryOf,
  listingSearch,
  listingViewOptions,
  priceBandParam,
  readListingView,
} from './listingView.js';

const ALL = { searchable: true, categoryFilter: true };
const CATEGORY_PAGE = { searchable: false, categoryFilter: false };
const read = (search: string, options = ALL) =>
  readListingView(new URLSearchParams(search), options);

describe('listing views', () => {
  it('reads every filter, the order and the cursor, and writes them back in one order', () => {
    const view = read(
      'cursor=abc&sort=price-desc&inStock=true&price=5000-9999&filterType=undersink&type=filter&category=residential&q=%20ro%20',
    );
    expect(view).toEqual({
      q: 'ro',
      category: 'residential',
      type: 'filter',
      filterType: 'undersink',
      price: 1,
      inStock: true,
      sort: 'price-desc',
      cursor: 'abc',
    });
    expect(listingSearch(view)).toBe(
      'q=ro&category=residential&type=filter&filterType=undersink&price=5000-9999&inStock=true&sort=price-desc&cursor=abc',
    );
    expect(read(listingSearch(view))).toEqual(view);
  });

  it('leaves out what it does not know instead of failing', () => {
    expect(
      read('category=pool&type=gadget&filterType=x&price=1-2&inStock=yes&sort=cheapest&q=%20%20'),
    ).toEqual({});
    expect(read(`cursor=${'x'.repeat(4001)}`)).toEqual({});
  });

  it('ranks by relevance only with search text', () => {
    expect(read('sort=relevance')).toEqual({});
    expect(read('q=arsenic&sort=relevance')).toEqual({ q: 'arsenic', sort: 'relevance' });
  });

  it('reads neither a search nor a category on a category page', () => {
    expect(read('q=ro&category=commercial&type=part', CATEGORY_PAGE)).toEqual({ type: 'part' });
  });

  it('writes the price band without a top as its floor alone', () => {
    expect(priceBandParam(5)).toBe('100000-');
    expect(read('price=100000-')).toEqual({ price: 5 });
    expect(listingQueryOf({ price: 5 })).toEqual({ minPrice: 100_000 });
    expect(listingQueryOf({ price: 0, q: 'kdf', inStock: true })).toEqual({
      q: 'kdf',
      minPrice: 0,
      maxPrice: 4_999,
      inStock: true,
    });
  });

  it('says which views stay out of search indexes: searches, filters and orders, not pages', () => {
    expect(isRefinedView({})).toBe(false);
    expect(isRefinedView({ cursor: 'abc' })).toBe(false);
    expect(isRefinedView({ q: 'ro' })).toBe(true);
    expect(isRefinedView({ sort: 'newest' })).toBe(true);
    expect(isRefinedView({ price: 0 })).toBe(true);
  });

  it('knows which pages are listings, and which of them search', () => {
    expect(listingViewOptions('/products')).toEqual({ searchable: true, categoryFilter: true });
    expect(listingViewOptions('/testkit')).toEqual({ searchable: false, categoryFilter: false });
    expect(listingViewOptions('/products/edit')).toBeUndefined();
    expect(listingViewOptions('/cart')).toBeUndefined();
  });

  it('makes a listing address, plain without a view', () => {
    expect(listingHref('/residential', {})).toBe('/residential');
    expect(listingHref('/residential', { type: 'part', cursor: 'a/b' })).toBe(
      '/residential?type=part&cursor=a%2Fb',
    );
  });

  it("makes a neighbouring page's address in the same view, none without a cursor", () => {
    const view = { q: 'carbon', sort: 'price-asc', cursor: 'this-page' } as const;
    expect(listingPageHref('/products', view, 'next/one')).toBe(
      '/products?q=carbon&sort=price-asc&cursor=next%2Fone',
    );
    expect(listingPageHref('/testkit', {}, 'prev')).toBe('/testkit?cursor=prev');
    expect(listingPageHref('/products', view, null)).toBeNull();
    expect(listingPageHref('/products', view, undefined)).toBeNull();
    expect(listingPageHref('/products', view, '')).toBeNull();
  });
});
