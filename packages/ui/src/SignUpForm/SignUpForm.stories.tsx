import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SignUpForm } from './SignUpForm.js';

const meta = {
  title: 'Account/SignUpForm',
  component: SignUpForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both consents are required; the privacy policy is linked. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(canvas.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      '/log',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Dana Whitfield');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'E-mail or phone number' }),
      'dana@example.com',
    );
    await userEvent.type(canvas.getByLabelText('Password'), 'long-enough-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(
      canvas.getAllByText('You must agree to the terms and tracking conditions.'),
    ).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Reply STOP to opt out/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Dana Whitfield',
      contact: 'dana@example.com',
      password: 'long-enough-password',
      acceptMessages: true,
      acceptTerms: true,
    });
  },
};

/** Empty fields. */
export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getAllByText('Please fill in all required fields.')).toHaveLength(3);
  },
};

export const ServerError: Story = {
  args: { error: 'An error occurred during sign up.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred during sign up.');
  },
};

/** While the sign-up (or a Google sign-in) runs: Verifying... under the buttons. */
export const Verifying: Story = {
  args: { status: 'Verifying...', isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying...');
  },
};
