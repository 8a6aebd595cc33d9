import type { Meta, StoryObj } from '@storybook/react-vite';
import { shippingMethodToFormValues } from '@wtkit/domain';
import { expect, fn, waitFor } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { ShippingMethodForm } from './ShippingMethodForm.js';

const meta = {
  title: 'Admin/ShippingMethodForm',
  component: ShippingMethodForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ShippingMethodForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new method: Create with nothing typed shows domain's messages; then the API's input. */
export const New: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create shipping method' }));
    const name = canvas.getByRole('textbox', { name: /^Name shoppers see/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Enter the name shoppers see.');
    await expect(
      canvas.getByRole('textbox', { name: /^States served/ }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one state this method ships to.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name, 'Standard');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Delivery estimate/ }),
      '3-5 business days',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Price/ }), '9.99');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Free from/ }), '100');
    await userEvent.type(canvas.getByRole('textbox', { name: /^States served/ }), 'tx, ny');
    await userEvent.click(canvas.getByRole('button', { name: 'Create shipping method' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Standard',
      deliveryEstimate: '3-5 business days',
      price: 9.99,
      freeAbove: 100,
      states: ['NY', 'TX'],
      isActive: true,
    });
  },
};

/** An unknown state code is the server's message on the field. */
export const UnknownState: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name shoppers see/ }), 'Ground');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Delivery estimate/ }), '5 days');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Price/ }), '5');
    await userEvent.type(canvas.getByRole('textbox', { name: /^States served/ }), 'TX, ZZ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create shipping method' }));
    await expect(
      canvas.getByRole('textbox', { name: /^States served/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('ZZ is not a US state code.'));
  },
};

/** Editing a method: its values, Save changes and Cancel. */
export const Edit: Story = {
  args: {
    onCancel: fn(),
    defaultValues: shippingMethodToFormValues({
      name: 'Express',
      deliveryEstimate: '1-2 business days',
      price: 24.99,
      freeAbove: null,
      states: ['CA', 'NY'],
      isActive: true,
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit Express' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^States served/ })).toHaveValue('CA, NY');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Phone width: the fields stack. */
export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phone],
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A host's own words (the second host's Spanish). */
export const HostCopy: Story = {
  render: (args) => (
    <WtkitProvider locale="es-US" strings={{ shippingRates: esStrings.shippingRates }}>
      <div lang="es-US">
        <ShippingMethodForm {...args} />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nuevo método de envío' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear método de envío' })).toBeVisible();
  },
};
