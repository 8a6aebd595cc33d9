import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ContactForm } from './ContactForm.js';

const meta = {
  title: 'Account/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Name is required.')).toBeVisible();
    await expect(canvas.getByText('Message is required.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Dana');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'dana@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Dealer programme');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Tell me more.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Dana',
      email: 'dana@example.com',
      subject: 'Dealer programme',
      message: 'Tell me more.',
    });
  },
};

export const Sent: Story = {
  args: { success: 'Success! Message received' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Success! Message received');
  },
};
