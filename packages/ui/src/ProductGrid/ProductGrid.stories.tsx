import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '../fixtures/products.js';
import { desktop, phone, phoneGlobals, tablet } from '../storybook/widths.js';
import { ProductGrid } from './ProductGrid.js';

const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: { products: sampleProducts, label: 'Residential' },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

function columns(canvasElement: HTMLElement): number {
  const list = canvasElement.querySelector('ul');
  if (!list) return 0;
  return getComputedStyle(list).gridTemplateColumns.split(' ').length;
}

/** Phone width: two columns. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Residential' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(sampleProducts.length);
    await expect(columns(canvasElement)).toBe(2);
  },
};

/** Medium width: three columns. */
export const Tablet: Story = {
  decorators: [tablet],
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(3);
  },
};

/** Desktop width: four columns; cards link to /product/{id}. */
export const Desktop: Story = {
  decorators: [desktop],
  play: async ({ canvas, canvasElement }) => {
    await expect(columns(canvasElement)).toBe(4);
    await expect(
      canvas.getByRole('link', { name: 'Under-Sink Reverse Osmosis System' }),
    ).toHaveAttribute('href', '/product/p1');
  },
};

/** Under a listing's h1 the names are level-2 headings (no level skipped). */
export const UnderPageHeading: Story = {
  decorators: [desktop],
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(sampleProducts.length);
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

/** Edit mode: every card leads to the edit form. */
export const EditMode: Story = {
  decorators: [desktop],
  args: { mode: 'edit' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(sampleProducts.length);
    for (const link of links) await expect(link).toHaveAttribute('href', '/createProduct');
  },
};

/** Delete mode: check cards, then the confirm button deletes the checked ones. */
export const DeleteMode: Story = {
  decorators: [desktop],
  args: { mode: 'delete', onDeleteSelected: fn(), onSelectionChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const confirm = canvas.getByRole('button', { name: 'Delete selected (0)' });
    await expect(confirm).toBeDisabled();
    // The checkbox cards load on first use.
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Home Water Test Kit/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /UV Sterilizer Lamp/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['p6', 'p8']);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected (2)' }));
    await expect(args.onDeleteSelected).toHaveBeenCalledWith(['p6', 'p8']);
  },
};

/** No products: the listing's empty state. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found.')).toBeVisible();
  },
};
