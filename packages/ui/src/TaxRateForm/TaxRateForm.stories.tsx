import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { TaxRateForm } from './TaxRateForm.js';

const meta = {
  title: 'Admin/TaxRateForm',
  component: TaxRateForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof TaxRateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Set rate with nothing typed shows domain's messages; then the state, rate and shipping. */
export const SetRate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set rate' }));
    const state = canvas.getByRole('textbox', { name: /^State/ });
    await waitFor(() => expect(state).toHaveFocus());
    await expect(state).toHaveAccessibleDescription("Enter the state's two-letter code.");
    await expect(canvas.getByRole('textbox', { name: /^Rate/ })).toHaveAccessibleDescription(
      'Enter a percentage from 0 to 100 with at most three decimals.',
    );
    await userEvent.type(state, 'ny');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Rate/ }), '8.875');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Shipping is taxed in this state' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set rate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      state: 'NY',
      rate: 8.875,
      taxShipping: true,
    });
  },
};

/** A code that is no state and a rate with four decimals: the server's messages. */
export const Refused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^State/ }), 'ZZ');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Rate/ }), '8.8755');
    await userEvent.click(canvas.getByRole('button', { name: 'Set rate' }));
    await expect(canvas.getByRole('textbox', { name: /^State/ })).toHaveAccessibleDescription(
      'ZZ is not a US state code.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A host's own words (the second host's Spanish). */
export const HostCopy: Story = {
  render: (args) => (
    <WtkitProvider locale="es-US" strings={{ shippingRates: esStrings.shippingRates }}>
      <div lang="es-US">
        <TaxRateForm {...args} />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Fijar tasa' })).toBeVisible();
  },
};
