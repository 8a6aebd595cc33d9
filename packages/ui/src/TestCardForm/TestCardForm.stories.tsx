import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { desktop, phone, phoneGlobals } from '../storybook/widths.js';
import { TestCardForm } from './TestCardForm.js';

const meta = {
  title: 'Checkout/TestCardForm',
  component: TestCardForm,
  args: { onPay: fn(), total: '$449.99' },
  decorators: [desktop],
} satisfies Meta<typeof TestCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marked as test mode, with the cards the test provider implements. */
export const TestMode: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByTestId('test-mode');
    await expect(notice).toHaveTextContent('Test mode: no real card is charged.');
    await expect(notice).toHaveTextContent('4242 4242 4242 4242 Succeeds');
    await expect(notice).toHaveTextContent('4000 0000 0000 0002 Declined: Your card was declined.');
    await expect(notice).toHaveTextContent(
      '4000 0000 0000 9995 Declined: Your card has insufficient funds.',
    );
  },
};

/** A typed card is sent as the test-confirm body. */
export const PaysWithACard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await userEvent.type(canvas.getByLabelText(/Expiry/), '12/34');
    await userEvent.type(canvas.getByLabelText(/CVC/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await expect(args.onPay).toHaveBeenCalledWith({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
  },
};

/** Empty or malformed fields say what to fix; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(canvas.getByText('Card number is required.')).toBeVisible();
    await expect(canvas.getByText('Expiry date is required.')).toBeVisible();
    await expect(canvas.getByText('CVC is required.')).toBeVisible();
    await expect(canvas.getByLabelText(/Card number/)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/Expiry/), '13/30');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(canvas.getByText('Enter the expiry date as MM/YY.')).toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The provider's decline message. */
export const Declined: Story = {
  args: { error: 'Your card was declined.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

/** While paying the fields are locked and Pay Now cannot be pressed again. */
export const Paying: Story = {
  args: { isPaying: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText(/Card number/)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Pay Now/ }));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/CVC/)).toBeVisible();
    await expect(canvas.getByTestId('test-mode').getBoundingClientRect().width).toBeLessThanOrEqual(
      375,
    );
  },
};
