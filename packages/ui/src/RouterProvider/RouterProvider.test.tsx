import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider as AriaRouterProvider, Link } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../ProductCard/ProductCard.js';
import { RouterProvider } from './RouterProvider.js';

const PRODUCT = { _id: 'a', name: 'Carbon Block Cartridge', price: 19.99 };
const card = <ProductCard product={PRODUCT} href="/product/a" />;

describe('RouterProvider', () => {
  it('gives product cards a plain link whose click goes through the host’s router', () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate} useHref={(href) => `/shop${href}`}>
        {card}
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Carbon Block Cartridge' });
    // No react-aria hooks: not react-aria's element.
    expect(link).not.toHaveAttribute('data-rac');
    expect(link).toHaveAttribute('href', '/shop/product/a');

    const plain = fireEvent.click(link, { button: 0 });
    expect(plain).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/product/a', undefined);

    // A new tab or window is the browser's to open.
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      const opened = fireEvent.click(link, { button: 0, [modifier]: true });
      expect(opened).toBe(true);
    }
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves react-aria’s Link in place for a host with react-aria’s provider alone', () => {
    const navigate = vi.fn();
    render(<AriaRouterProvider navigate={navigate}>{card}</AriaRouterProvider>);
    const link = screen.getByRole('link', { name: 'Carbon Block Cartridge' });
    expect(link).toHaveAttribute('data-rac');
    fireEvent.click(link, { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/product/a', undefined);
  });

  it('is react-aria’s router too: its own links navigate through it', () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate} useHref={(href) => `/shop${href}`}>
        <Link href="/cart">Cart</Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/shop/cart');
    fireEvent.click(link, { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/cart', undefined);
  });
});
