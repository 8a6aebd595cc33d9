import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon } from './Icon.js';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology and out of focus', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with a label is an image with that name', () => {
    render(<Icon name="search" label="Search" />);
    const img = screen.getByRole('img', { name: 'Search' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('focusable', 'false');
  });

  it('keeps each drawing at its own size unless given one', () => {
    const { container, rerender } = render(<Icon name="chevron-left" />);
    const svg = () => container.querySelector('svg');
    expect(svg()).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg()).toHaveAttribute('width', '22');
    rerender(<Icon name="check" />);
    expect(svg()).toHaveAttribute('viewBox', '0 0 16 16');
    expect(svg()).toHaveAttribute('height', '14');
    rerender(<Icon name="check" size={32} />);
    expect(svg()).toHaveAttribute('width', '32');
  });

  it.each(ICON_NAMES)('draws %s', (name) => {
    const { container } = render(<Icon name={name} />);
    expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', name);
  });
});
