import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider as AriaRouterProvider, Link } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { NavLinks } from '../NavLinks/NavLinks.js';
import { ProductCard } from '../ProductCard/ProductCard.js';
import { SiteFooter } from '../SiteFooter/SiteFooter.js';
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

  it('gives the navigation and the footer plain links; another origin or window is the browser’s', () => {
    const navigate = vi.fn();
    const onNavigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <NavLinks
          items={[{ href: '/products', label: 'Products' }]}
          currentPath="/products"
          onNavigate={onNavigate}
        />
        <SiteFooter
          company={{ name: 'Shop', phone: '(555) 010-0199', email: 'a@b.test', address: [] }}
          socialLinks={[{ href: 'https://example.com/shop', label: 'Example' }]}
        />
      </RouterProvider>,
    );
    const products = screen.getByRole('link', { name: 'Products' });
    expect(products).not.toHaveAttribute('data-rac');
    expect(products).toHaveAttribute('aria-current', 'page');
    expect(fireEvent.click(products, { button: 0 })).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/products', undefined);
    expect(onNavigate).toHaveBeenCalledTimes(1);

    const links = screen.getAllByRole('link');
    const phone = links.find((link) => link.getAttribute('href')?.startsWith('tel:'));
    const social = links.find((link) => link.getAttribute('target') === '_blank');
    // What the page's own handlers left to the browser, kept from happening here.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    for (const link of [phone, social]) {
      expect(link).toBeDefined();
      expect(link).not.toHaveAttribute('data-rac');
      fireEvent.click(link as HTMLElement, { button: 0 });
    }
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
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
