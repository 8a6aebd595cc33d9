import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ShippingForm } from './ShippingForm.js';

const meta = {
  title: 'Account/ShippingForm',
  component: ShippingForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ShippingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Shipping Details' }));
    await expect(canvas.getByText('Street is required.')).toBeVisible();
    await expect(canvas.getByText('ZIP Code is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: {
    defaultValues: { street: '100 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Shipping Details' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      street: '100 Main St',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
    });
  },
};

export const Saved: Story = {
  args: { success: 'Shipping Details updated successfully!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Shipping Details updated successfully!',
    );
  },
};
