import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleCartItems } from '../fixtures/orders.js';
import { desktop, phone, phone390Globals, phoneGlobals } from '../storybook/widths.js';
import { CartLine } from './CartLine.js';

const first = sampleCartItems[0] ?? { product: null, quantity: 1 };
const second = sampleCartItems[1] ?? { product: null, quantity: 1 };

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: { item: first, onQuantityChange: fn(), onRemove: fn() },
  decorators: [desktop],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quantity 1: decrease disabled; increase and remove report to the host. */
export const QuantityOne: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Unit price and line total are both $449.99 at quantity 1.
    await expect(canvas.getAllByText('$449.99')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /^Decrease/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Increase/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Under-Sink Reverse Osmosis System' }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Quantity 3: the line total is price × quantity. */
export const SeveralUnits: Story = {
  args: { item: second },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$118.50')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Decrease/ })).toBeEnabled();
  },
};

export const Phone: Story = {
  args: { item: second },
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$118.50')).toBeVisible();
  },
};

/**
 * On a 390 px phone, as wide as the page: the quantity stepper is as wide as its controls (its
 * border, 1 px each side, is all it adds to its buttons and input).
 */
export const StepperWidthAt390: Story = {
  args: { item: second },
  decorators: [],
  globals: phone390Globals,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const group = canvas.getByRole('group');
    const own = group.getBoundingClientRect().width;
    const children = [...group.children].reduce(
      (sum, child) => sum + child.getBoundingClientRect().width,
      0,
    );
    await expect(own - children).toBeLessThanOrEqual(2.5);
  },
};

/** While the line updates, its controls are disabled. */
export const Busy: Story = {
  args: { item: second, isBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Remove/ })).toBeDisabled();
  },
};

/** An item without product data. */
export const ProductMissing: Story = {
  args: { item: { product: null, quantity: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error: Product data missing for an item.',
    );
  },
};
