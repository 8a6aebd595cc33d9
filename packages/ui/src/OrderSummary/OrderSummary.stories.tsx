import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleCartItems } from '../fixtures/orders.js';
import { OrderSummary } from './OrderSummary.js';

const meta = {
  title: 'Cart/OrderSummary',
  component: OrderSummary,
  args: { items: sampleCartItems },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 449.99 + 3 × 39.50 = $568.49; shipping and tax at checkout. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getAllByText('$568.49')).toHaveLength(2);
    await expect(canvas.getAllByText('Calculated at checkout')).toHaveLength(2);
    await expect(canvas.getByText('Shipping')).toBeVisible();
    await expect(canvas.getByText('Tax')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

export const CheckoutDisabled: Story = {
  args: { isCheckoutDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
