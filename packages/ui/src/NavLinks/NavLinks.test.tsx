import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavLinks } from './NavLinks.js';

describe('NavLinks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists two entries that lead to the same address (My Products and Dashboard) once each', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <NavLinks
        items={[
          { href: '/dashboard', label: 'My Products' },
          { href: '/dashboard', label: 'Dashboard' },
        ]}
        currentPath="/dashboard"
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'My Products',
      'Dashboard',
    ]);
    // React reports duplicate keys through console.error.
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });
});
