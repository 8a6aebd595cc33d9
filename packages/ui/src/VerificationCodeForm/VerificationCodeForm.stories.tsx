import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VerificationCodeForm } from './VerificationCodeForm.js';

const meta = {
  title: 'Account/VerificationCodeForm',
  component: VerificationCodeForm,
  args: { type: 'email', onSubmit: fn() },
} satisfies Meta<typeof VerificationCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six digits only; the input takes at most 6 characters. */
export const Email: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('maxlength', '6');
    await userEvent.type(input, '12a');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('Please enter a valid 6-digit code.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '1234567');
    await expect(input).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '123456' });
  },
};

export const Phone: Story = {
  args: { type: 'phone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Verify Your Phone' })).toBeVisible();
  },
};

export const Verified: Story = {
  args: { success: 'Verification successful! Redirecting...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Verification successful! Redirecting...',
    );
  },
};

/** No type in the address: the error and Return to Settings. */
export const NoType: Story = {
  args: { type: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No verification type specified. Please start the process again.',
    );
    await expect(canvas.getByRole('link', { name: 'Return to Settings' })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};
