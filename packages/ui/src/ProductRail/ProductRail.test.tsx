import { fireEvent, render, screen } from '@testing-library/react';
import { FEATURED_SCROLL_STEP_PX } from '@wtkit/domain';
import { describe, expect, it, vi } from 'vitest';
import { sampleProducts } from '../fixtures/products.js';
import { ProductRail } from './ProductRail.js';

describe('ProductRail', () => {
  it('scrolls by 1000 px per button press', () => {
    render(<ProductRail products={sampleProducts} />);
    const list = screen.getByRole('list', { name: 'Most ordered' });
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 1000 });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 2500 });
    fireEvent.scroll(list);
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({
      left: FEATURED_SCROLL_STEP_PX,
      behavior: 'smooth',
    });
  });

  it('disables the buttons at the ends of the row', () => {
    render(<ProductRail products={sampleProducts} />);
    const list = screen.getByRole('list', { name: 'Most ordered' });
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 1000 });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 2500 });
    list.scrollLeft = 1500;
    fireEvent.scroll(list);
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeEnabled();
    list.scrollLeft = 0;
    fireEvent.scroll(list);
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeEnabled();
  });
});
