import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inSpanish } from '../storybook/hostCopy.js';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { ListingControls, type ListingFacets } from './ListingControls.js';

const facets: ListingFacets = {
  category: [
    { value: 'residential', count: 1204 },
    { value: 'commercial', count: 310 },
  ],
  type: [
    { value: 'none', count: 96 },
    { value: 'filter', count: 1100 },
    { value: 'part', count: 318 },
  ],
  filterType: [
    { value: 'undersink', count: 700 },
    { value: 'wholehouse', count: 400 },
  ],
  price: [
    { minCents: 0, maxCents: 4_999, count: 800 },
    { minCents: 5_000, maxCents: 9_999, count: 400 },
    { minCents: 25_000, maxCents: 49_999, count: 14 },
    { minCents: 100_000, maxCents: null, count: 2 },
  ],
};

const meta = {
  title: 'Catalogue/ListingControls',
  component: ListingControls,
  args: { action: '/products', view: {}, facets, categoryFilter: true },
} satisfies Meta<typeof ListingControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before the page's scripts run: a GET form with native controls and an Apply button; choices
 * that would show nothing are left out, the others say how many they would show.
 */
export const WithoutScripts: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Filter and sort' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/products');
    await expect(canvas.getByRole('option', { name: 'Commercial (310)' })).toBeInTheDocument();
    await expect(canvas.queryByRole('option', { name: /Test kits/ })).toBeNull();
    await expect(canvas.getByRole('option', { name: 'Under $50 (800)' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: '$1,000 and over (2)' })).toBeInTheDocument();
    await expect(canvas.queryByRole('option', { name: /\$100 to \$250/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
    // The filter kind is asked only of filters.
    await expect(canvas.queryByRole('combobox', { name: 'Filter kind' })).toBeNull();
  },
};

/** With scripts: each choice applies at once, from the listing's first page. */
export const AppliesAtOnce: Story = {
  args: { view: { cursor: 'page-3' }, onChange: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Product type' }), 'filter');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'filter' });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Filter kind' }),
      'undersink',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'filter',
      filterType: 'undersink',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'In stock only' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'filter',
      filterType: 'undersink',
      inStock: true,
    });
    // Another type drops the filter kind.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Product type' }), 'part');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'part', inStock: true });
  },
};

/** A search keeps its text and sorts by best match unless another order is chosen. */
export const Search: Story = {
  args: { view: { q: 'arsenic', sort: 'price-asc' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('input[type="hidden"][name="q"]')).toHaveValue(
      'arsenic',
    );
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('price-asc');
    await expect(canvas.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
  },
};

/** A category's own listing offers no category choice. */
export const CategoryListing: Story = {
  args: { action: '/residential', categoryFilter: false, view: { type: 'filter' } },
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Category' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Filter kind' })).toBeVisible();
  },
};

/** The host's copy and currency format, here in Spanish. */
export const HostCopy: Story = {
  decorators: [inSpanish('listings', 'listingPages')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Filtrar y ordenar' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeVisible();
  },
};
