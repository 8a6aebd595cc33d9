import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper.js';

const meta = {
  title: 'Cart/QuantityStepper',
  component: QuantityStepper,
  args: { onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at the minimum 1: decrease is disabled there; there is no maximum. */
export const AtMinimum: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeEnabled();
  },
};

/** Keyboard: arrows step, typing works, and values below 1 snap back to 1. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(250);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};

/** A large quantity: no maximum. */
export const LargeQuantity: Story = {
  args: { defaultValue: 999 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  },
};
