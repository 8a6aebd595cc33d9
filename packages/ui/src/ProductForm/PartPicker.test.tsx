import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PartOption } from './PartPicker.js';
import { ProductForm, type ProductFormProps } from './ProductForm.js';

const part = (id: string, name: string): PartOption => ({
  _id: id,
  name,
  quickReplaceMonths: 3,
  slowReplaceMonths: 6,
});
const sediment = part('pa', 'Sediment Pre-Filter');
const carbon = part('pb', 'Carbon Block');
const membrane = part('pc', 'RO Membrane');
const uv = part('pd', 'UV Lamp');

/** An edited filter with a product the schema accepts, so that saving reaches `onSubmit`. */
const filter = {
  name: 'Under-Sink RO',
  sku: 'RO-5',
  price: '349.00',
  stock: '8',
  description: 'Five stages.',
  type: 'filter' as const,
  parts: ['pa'],
};

/** A host that searches its parts by name, as the storefront asks the server to. */
function SearchingHost(props: Omit<ProductFormProps, 'partOptions'> & { parts: PartOption[] }) {
  const { parts, ...form } = props;
  const [text, setText] = useState('');
  const results = parts.filter((p) => p.name.toLowerCase().includes(text.trim().toLowerCase()));
  return (
    <ProductForm {...form} partOptions={results} partSearch={text} onPartSearchChange={setText} />
  );
}

const box = (name: string) => screen.queryByRole('checkbox', { name: new RegExp(name) });

describe('ProductForm parts picker', () => {
  it('keeps the chosen parts shown and checked while a search leaves them out, and submits them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <SearchingHost
        mode="edit"
        defaultValues={filter}
        chosenParts={[sediment]}
        // The edited filter's part is not among the first results.
        parts={[carbon, membrane, uv]}
        onSubmit={onSubmit}
      />,
    );
    expect(box('Sediment Pre-Filter')).toBeChecked();
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'mem');
    expect(box('Carbon Block')).toBeNull();
    expect(box('Sediment Pre-Filter')).toBeChecked();
    // Checked from the keyboard: Space on the focused checkbox.
    const found = box('RO Membrane');
    if (!found) throw new Error('no RO Membrane result');
    act(() => found.focus());
    await user.keyboard(' ');
    expect(found).toBeChecked();

    // Another search leaves the part just checked out of the results: it stays, checked.
    await user.clear(screen.getByRole('searchbox', { name: 'Search parts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'uv{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box('RO Membrane')).toBeChecked();
    expect(box('Sediment Pre-Filter')).toBeChecked();
    expect(box('UV Lamp')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ parts: ['pa', 'pc'] }));
  }, 20_000);

  it('says when no part matches the search, and while parts load', () => {
    const props: ProductFormProps = {
      onSubmit: vi.fn(),
      defaultValues: { type: 'filter' },
      partSearch: 'zzz',
      onPartSearchChange: vi.fn(),
    };
    const { rerender } = render(<ProductForm {...props} isLoadingParts />);
    expect(screen.getByText('Loading parts…')).toBeInTheDocument();
    rerender(<ProductForm {...props} />);
    expect(screen.getByText('No parts match “zzz”.')).toBeInTheDocument();
  });

  it('Show more parts asks for the next page, and focus goes to its first part', async () => {
    const user = userEvent.setup();
    const onLoadMoreParts = vi.fn();
    const props: ProductFormProps = {
      onSubmit: vi.fn(),
      defaultValues: { type: 'filter' },
      onPartSearchChange: vi.fn(),
      onLoadMoreParts,
    };
    const { rerender } = render(
      <ProductForm {...props} partOptions={[sediment, carbon]} hasMoreParts />,
    );
    const more = screen.getByRole('button', { name: 'Show more parts' });
    await user.click(more);
    expect(onLoadMoreParts).toHaveBeenCalledTimes(1);
    rerender(
      <ProductForm
        {...props}
        partOptions={[sediment, carbon, membrane, uv]}
        hasMoreParts={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Show more parts' })).toBeNull();
    expect(document.activeElement).toBe(box('RO Membrane'));
    const parts = screen.getByRole('group', { name: 'Parts' });
    expect(within(parts).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('shows no search box to a host that does not search', () => {
    render(
      <ProductForm
        onSubmit={vi.fn()}
        defaultValues={{ type: 'filter' }}
        partOptions={[sediment]}
      />,
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(box('Sediment Pre-Filter')).not.toBeChecked();
  });
});
