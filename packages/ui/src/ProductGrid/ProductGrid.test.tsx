import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductCardProduct } from '../ProductCard/ProductCard.js';
import { ProductGrid } from './ProductGrid.js';

const PRODUCTS: ProductCardProduct[] = [
  { _id: 'a', name: 'Carbon Block Cartridge', price: 19.99 },
  { _id: 'b', name: 'Sediment Cartridge', price: 9.5 },
];

describe('ProductGrid', () => {
  it('leaves its cards alone when it renders again with the same products and functions', () => {
    const getHref = vi.fn((product: ProductCardProduct) => `/product/${product._id}`);
    // The host's router options (their type comes from its RouterConfig; none here).
    const getRouterOptions = vi.fn((_product: ProductCardProduct) => undefined);
    const grid = (label: string, products = PRODUCTS) => (
      <ProductGrid
        products={products}
        label={label}
        getHref={getHref}
        getRouterOptions={getRouterOptions}
      />
    );
    const { rerender } = render(grid('Products'));
    expect(getHref).toHaveBeenCalledTimes(2);

    rerender(grid('All products'));
    expect(screen.getByRole('list', { name: 'All products' })).toBeInTheDocument();
    expect(getHref).toHaveBeenCalledTimes(2);
    expect(getRouterOptions).toHaveBeenCalledTimes(2);

    // A changed product draws its own card again, and only that one.
    rerender(
      grid('All products', [PRODUCTS[0], { ...PRODUCTS[1], price: 8.5 }] as ProductCardProduct[]),
    );
    expect(getHref).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('link', { name: 'Sediment Cartridge' })).toHaveAttribute(
      'href',
      '/product/b',
    );
    expect(screen.getByText('$8.50')).toBeInTheDocument();
  });
});
