import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.js';

/**
 * A host like the cart: the quantity is the server's, a change disables the stepper while the
 * update runs (300 ms here) and the answer brings the new quantity.
 */
function UpdatingHost({ onChange, defaultValue = 2 }: QuantityStepperProps) {
  const [serverQuantity, setServerQuantity] = useState(defaultValue);
  const [updating, setUpdating] = useState(false);
  return (
    <QuantityStepper
      value={serverQuantity}
      isDisabled={updating}
      onChange={(quantity) => {
        onChange?.(quantity);
        setUpdating(true);
        setTimeout(() => {
          setServerQuantity(quantity);
          setUpdating(false);
        }, 300);
      }}
    />
  );
}

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

/**
 * Disabled during an update: it shows the quantity it is given (the old one until the answer),
 * and disabling it (which blurs the field) does not report that old quantity again.
 */
export const DisabledDuringUpdate: Story = {
  render: (args) => <UpdatingHost {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase Quantity' });
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(increase).toBeDisabled();
    await expect(input).toHaveValue('2');
    await waitFor(() => expect(input).toHaveValue('3'));
    await expect(increase).toBeEnabled();
    // By keyboard: the arrow sends one change, and the answer's quantity stays.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(input).toHaveValue('4'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};
