import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { CheckoutStatus } from './CheckoutStatus.js';

const meta = {
  title: 'Checkout/CheckoutStatus',
  component: CheckoutStatus,
  args: { state: 'loading' },
} satisfies Meta<typeof CheckoutStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading checkout...');
  },
};

/** Checkout Error with Back to Cart. */
export const CheckoutError: Story = {
  args: { state: 'error', message: 'Failed to load checkout details.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checkout Error' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load checkout details.');
    await expect(canvas.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute(
      'href',
      '/shoppingCart',
    );
  },
};

/** A reason the order cannot start is a Checkout Error too, with Back to Cart. */
export const EmptyCart: Story = {
  args: { state: 'blocked', message: 'Your cart is empty.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checkout Error' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your cart is empty.');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute(
      'href',
      '/shoppingCart',
    );
  },
};

/** A missing ZIP leads to the shipping details page. */
export const ShippingMissing: Story = {
  args: {
    state: 'blocked',
    message: 'Shipping address is missing. Please update it in your profile.',
    action: { label: 'Update your shipping details', href: '/shippingDetails' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Shipping address is missing. Please update it in your profile.',
    );
    await expect(
      canvas.getByRole('link', { name: 'Update your shipping details' }),
    ).toHaveAttribute('href', '/shippingDetails');
    await expect(canvas.getByRole('heading', { name: 'Checkout Error' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Cart' })).toBeVisible();
  },
};

export const Success: Story = {
  args: {
    state: 'success',
    message: 'Order Placed Successfully! Thank you! Redirecting to your order history...',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Order Placed Successfully! Thank you! Redirecting to your order history...',
    );
  },
};

export const PhoneError: Story = {
  args: { state: 'error', message: 'Failed to finalize order.' },
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to Cart' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
