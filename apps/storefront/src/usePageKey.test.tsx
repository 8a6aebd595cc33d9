import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageKey } from './usePageKey';

type At = { pathname: string; search: string; state: unknown };

describe('the page key', () => {
  const start = (at: At) =>
    renderHook((location: At) => usePageKey(location), { initialProps: at });

  it('changes with the path or the query', () => {
    const { result, rerender } = start({ pathname: '/products', search: '', state: null });
    expect(result.current).toBe('/products');
    rerender({ pathname: '/products', search: '?q=ro', state: null });
    expect(result.current).toBe('/products?q=ro');
    rerender({ pathname: '/cart', search: '', state: null });
    expect(result.current).toBe('/cart');
  });

  it('stays when the address changed in place on the same page', () => {
    const { result, rerender } = start({ pathname: '/residential', search: '', state: null });
    rerender({ pathname: '/residential', search: '?type=part', state: { inPlace: true } });
    expect(result.current).toBe('/residential');
    rerender({ pathname: '/residential', search: '?type=part&cursor=x', state: { inPlace: true } });
    expect(result.current).toBe('/residential');
    // Another page is a new page, whatever its state says.
    rerender({ pathname: '/commercial', search: '', state: { inPlace: true } });
    expect(result.current).toBe('/commercial');
  });
});
