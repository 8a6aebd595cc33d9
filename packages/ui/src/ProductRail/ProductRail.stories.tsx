import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sampleProducts } from '../fixtures/products.js';
import { desktop, phone, phoneGlobals } from '../storybook/widths.js';
import { ProductRail } from './ProductRail.js';

const meta = {
  title: 'Home/ProductRail',
  component: ProductRail,
  args: { products: sampleProducts },
  decorators: [desktop],
} satisfies Meta<typeof ProductRail>;

export default meta;
type Story = StoryObj<typeof meta>;

function scroller(canvasElement: HTMLElement): HTMLElement {
  const list = canvasElement.querySelector<HTMLElement>('.wt-ProductRail-list');
  if (!list) throw new Error('no list');
  return list;
}

/** Loaded: cards with name and price; the left button is disabled at the start. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Most ordered' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Most ordered' })).toBeVisible();
    await expect(canvas.getByText('$1,299.00')).toBeVisible();
    const left = canvas.getByRole('button', { name: 'Scroll left' });
    const right = canvas.getByRole('button', { name: 'Scroll right' });
    await waitFor(() => expect(left).toBeDisabled());
    await expect(right).toBeEnabled();
    const list = scroller(canvasElement);
    await userEvent.click(right);
    // One press scrolls 1000 px (or to the end when less is left).
    const expected = Math.min(1000, list.scrollWidth - list.clientWidth);
    await waitFor(() => expect(Math.round(list.scrollLeft)).toBe(Math.round(expected)), {
      timeout: 3000,
    });
    await waitFor(() => expect(right).toBeDisabled());
    await expect(left).toBeEnabled();
    await userEvent.click(left);
    await waitFor(() => expect(left).toBeDisabled(), { timeout: 3000 });
  },
};

/** Phone width: the row scrolls; the buttons stay usable. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeEnabled();
  },
};

/** Few products that fit: both buttons disabled. */
export const FitsWithoutScrolling: Story = {
  args: { products: sampleProducts.slice(0, 2) },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeDisabled(),
    );
    await expect(canvas.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading featured products...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No featured products available.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load featured products.');
  },
};
