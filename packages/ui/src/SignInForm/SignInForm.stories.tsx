import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { SignInForm } from './SignInForm.js';

const meta = {
  title: 'Account/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty fields give the spec's message; a filled form submits trimmed values. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getAllByText('Please fill in all required fields.')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'E-mail or phone number' })).toHaveFocus();
    await userEvent.keyboard(' dana@example.com ');
    await userEvent.tab();
    await userEvent.keyboard('secret-password{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      credential: 'dana@example.com',
      password: 'secret-password',
    });
    await expect(canvas.getByRole('link', { name: "I don't have an account?" })).toHaveAttribute(
      'href',
      '/log/sign-up',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  },
};

/** Google sign-in in progress. */
export const Verifying: Story = {
  args: {
    status: 'Verifying...',
    googleButton: <Button variant="secondary">Sign in with Google</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying...');
  },
};

/** Google sign-in failed: the message in red under the form. */
export const GoogleError: Story = {
  args: { error: 'Google Login process failed. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Google Login process failed. Please try again.',
    );
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sign in/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
