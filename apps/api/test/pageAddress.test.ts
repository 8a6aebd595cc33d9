import { SEARCH_MAX_LENGTH } from '@wtkit/domain';
import { describe, expect, it } from 'vitest';
import { canonicalPath, pageAddress } from '../src/http/pageAddress.js';

// Joined, not resolved: `//products` is a path on the shop, as a request line gives it.
const at = (address: string) => pageAddress(new URL(`https://shop.example.com${address}`));
const PRODUCT = '3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e';

describe('pageAddress', () => {
  it('keys a public page by the parameters it reads alone, sorted and without defaults', () => {
    expect(at(`/product/${PRODUCT}?utm_source=x&b=1&a=2`)).toEqual({
      kind: 'page',
      key: `/product/${PRODUCT}`,
      path: `/product/${PRODUCT}`,
      search: '',
      shared: true,
    });
    expect(at('/?ref=mail')).toMatchObject({ kind: 'page', key: '/' });
    expect(at('/products?z=1&q=%20softener%20&a=2')).toMatchObject({
      key: '/products?q=softener',
      search: '?q=softener',
    });
    expect(at('/products?q=&page=2')).toMatchObject({ key: '/products', search: '' });
    // Only All Products searches; a category listing does not read q.
    expect(at('/residential?q=ro')).toMatchObject({ key: '/residential' });
    expect(at('/warranty?x=1')).toMatchObject({ key: '/warranty' });
  });

  it("keeps a listing's view in one spelling, and drops values the listing does not know", () => {
    expect(
      at('/residential?cursor=abc&sort=price-asc&type=filter&utm=1&category=commercial&price=1-2'),
    ).toMatchObject({
      kind: 'page',
      key: '/residential?type=filter&sort=price-asc&cursor=abc',
      search: '?type=filter&sort=price-asc&cursor=abc',
      shared: true,
    });
    expect(at('/products?inStock=true&price=5000-9999&category=commercial&q=kdf')).toMatchObject({
      key: '/products?q=kdf&category=commercial&price=5000-9999&inStock=true',
    });
    expect(at('/testkit?sort=relevance&inStock=yes')).toMatchObject({ key: '/testkit' });
  });

  it('renders a private or unknown page with its query as given (such pages are not kept)', () => {
    expect(at('/enterVerificationCode?email=a%40b.c')).toMatchObject({
      kind: 'page',
      key: '/enterVerificationCode?email=a%40b.c',
      search: '?email=a%40b.c',
      shared: false,
    });
    expect(at('/products/edit?x=1')).toMatchObject({ key: '/products/edit?x=1' });
    expect(at('/nowhere?x=1')).toMatchObject({ key: '/nowhere?x=1' });
  });

  it('refuses a search that is too long or holds control characters', () => {
    expect(at(`/products?q=${'a'.repeat(SEARCH_MAX_LENGTH)}`)).toMatchObject({ kind: 'page' });
    expect(at(`/products?q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`)).toEqual({ kind: 'badSearch' });
    expect(at('/products?q=ro%00')).toEqual({ kind: 'badSearch' });
    expect(at('/products?q=a%0Ab')).toEqual({ kind: 'badSearch' });
    expect(at(`/Products/?q=${'a'.repeat(15_000)}`)).toEqual({ kind: 'badSearch' });
  });

  it('redirects another spelling of a page to its canonical address, query kept', () => {
    expect(at('/Products/')).toEqual({ kind: 'redirect', location: '/products' });
    expect(at('//products')).toEqual({ kind: 'redirect', location: '/products' });
    expect(at('/products//?q=ro')).toEqual({ kind: 'redirect', location: '/products?q=ro' });
    expect(at(`/PRODUCT/${PRODUCT.toUpperCase()}`)).toEqual({
      kind: 'redirect',
      location: `/product/${PRODUCT}`,
    });
    expect(at('/SHOPPINGCART')).toEqual({ kind: 'redirect', location: '/shoppingCart' });
    expect(at('/log/Sign-Up/')).toEqual({ kind: 'redirect', location: '/log/sign-up' });
    // Never to another site: the location is a path, not a protocol-relative address.
    expect(at('//evil.example/x')).toEqual({ kind: 'redirect', location: '/evil.example/x' });
    expect(at('/%2F%2Fevil.example/')).toEqual({
      kind: 'redirect',
      location: '/%2F%2Fevil.example',
    });
  });

  it('keeps the canonical addresses and unknown paths as they are', () => {
    for (const path of [
      '/',
      '/products',
      '/testkit',
      `/product/${PRODUCT}`,
      '/shoppingCart',
      '/products/edit',
    ])
      expect(canonicalPath(path), path).toBe(path);
    expect(canonicalPath('/Some/Other/')).toBe('/Some/Other');
    expect(canonicalPath('///')).toBe('/');
  });
});
