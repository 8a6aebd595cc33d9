import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CartState } from './CartState.js';

const meta = {
  title: 'Cart/CartState',
  component: CartState,
  args: { state: 'empty', onRetry: fn() },
} satisfies Meta<typeof CartState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PleaseLogIn: Story = {
  args: { state: 'login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/log');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading cart...');
  },
};

export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load cart. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SessionExpired: Story = {
  args: { state: 'error', errorMessage: 'Authentication error. Please log in again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Authentication error. Please log in again.',
    );
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
