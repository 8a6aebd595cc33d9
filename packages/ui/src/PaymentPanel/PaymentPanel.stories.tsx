import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { desktop, phone, phoneGlobals } from '../storybook/widths.js';
import { PaymentPanel } from './PaymentPanel.js';

const meta = {
  title: 'Checkout/PaymentPanel',
  component: PaymentPanel,
  args: {
    onPay: fn(),
    total: '$568.49',
    children: <p>The payment provider's fields go here.</p>,
  },
  decorators: [desktop],
} satisfies Meta<typeof PaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pay Now reports to the host, by click or by Enter in the form. */
export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(canvas.getByText('$568.49')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** While paying, Pay Now is pending: more clicks do nothing. */
export const Paying: Story = {
  args: { isPaying: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Pay Now/ });
    await expect(button).toHaveAccessibleName('Pay Now Processing payment...');
    await userEvent.dblClick(button);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Disabled until the provider's fields are ready. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  },
};

/** The provider's message after a failed payment. */
export const Declined: Story = {
  args: { error: 'Your card was declined.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pay Now' });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
