import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartBadge } from './CartBadge.js';

const meta = {
  title: 'Layout/CartBadge',
  component: CartBadge,
  args: { count: 3 },
} satisfies Meta<typeof CartBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shopping Cart, 3 items' });
    await expect(link).toHaveAttribute('href', '/shoppingCart');
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

/** No badge at 0. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shopping Cart' })).toBeVisible();
    await expect(canvas.queryByText('0')).toBeNull();
  },
};
