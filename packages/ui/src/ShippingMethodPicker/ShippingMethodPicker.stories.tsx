import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import { desktop, phone, phoneGlobals } from '../storybook/widths.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { type ShippingMethodOption, ShippingMethodPicker } from './ShippingMethodPicker.js';

const methods: ShippingMethodOption[] = [
  { id: 'ground', name: 'Ground', deliveryEstimate: '5-7 business days', priceCents: 0 },
  { id: 'standard', name: 'Standard', deliveryEstimate: '3-5 business days', priceCents: 999 },
  { id: 'express', name: 'Express', deliveryEstimate: '1-2 business days', priceCents: 2499 },
];

const meta = {
  title: 'Checkout/ShippingMethodPicker',
  component: ShippingMethodPicker,
  args: { methods, value: 'ground', onChange: fn() },
  decorators: [desktop],
} satisfies Meta<typeof ShippingMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's methods in its order (cheapest first): name, estimate and price; 0 is Free. */
export const ThreeMethods: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Shipping method' });
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(group).toHaveTextContent(/Ground.*5-7 business days.*Free/);
    await expect(
      canvas.getByRole('radio', { name: /^Ground\W+5-7 business days\W+Free$/ }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: /^Express\W+1-2 business days\W+\$24\.99$/ }),
    ).not.toBeChecked();
  },
};

/** Arrow keys move the choice; each move is one change for the page to reprice. */
export const Keyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ShippingMethodPicker
        {...args}
        value={value}
        onChange={(id) => {
          setValue(id);
          args.onChange(id);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^Ground/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('standard');
    await expect(canvas.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
  },
};

/** A payment has started: the choice cannot change. */
export const Disabled: Story = {
  args: { isDisabled: true, value: 'standard' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Phone width: the price stays on the option's line, the estimate wraps under the name. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  args: {
    methods: [
      ...methods,
      {
        id: 'freight',
        name: 'White-glove freight delivery with installation appointment',
        deliveryEstimate: '10-14 business days, scheduled by phone',
        priceCents: 14_900,
      },
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Shipping method' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    await expect(canvas.getByText('$149.00')).toBeVisible();
  },
};

/** A host's own words (the second host's Spanish) for the group and Free. */
export const HostCopy: Story = {
  render: (args) => (
    <WtkitProvider locale="es-US" strings={{ checkout: esStrings.checkout }}>
      <div lang="es-US">
        <ShippingMethodPicker {...args} />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Método de envío' })).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: /^Ground\W+5-7 business days\W+Gratis$/ }),
    ).toBeChecked();
  },
};
