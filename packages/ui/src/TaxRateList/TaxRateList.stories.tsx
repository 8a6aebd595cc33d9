import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { TaxRateList } from './TaxRateList.js';

const meta = {
  title: 'Admin/TaxRateList',
  component: TaxRateList,
  args: {
    rates: [
      { state: 'NY', rate: 8.875, taxShipping: true },
      { state: 'TX', rate: 6.25, taxShipping: false },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof TaxRateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each state with its rate and whether shipping is taxed; Remove takes the rate off. */
export const Rates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const items = canvas.getByRole('list', { name: 'Every tax rate' }).children;
    await expect(items[0]).toHaveTextContent('New York (NY)');
    await expect(items[0]).toHaveTextContent('8.875 %');
    await expect(items[0]).toHaveTextContent('Shipping taxed');
    await expect(items[1]).toHaveTextContent('Shipping not taxed');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the rate of Texas (TX)' }));
    await expect(args.onRemove).toHaveBeenCalledWith('TX');
  },
};

/** None yet: no sales tax is charged. */
export const Empty: Story = {
  args: { rates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tax rates yet: no sales tax is charged.')).toBeVisible();
  },
};

/** A host's own words (the second host's Spanish). */
export const HostCopy: Story = {
  args: { outcome: { id: 'NY', tone: 'success', message: 'Tax rate removed.' } },
  render: (args) => (
    <WtkitProvider locale="es-US" strings={{ shippingRates: esStrings.shippingRates }}>
      <div lang="es-US">
        <TaxRateList {...args} />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Quitar la tasa de New York (NY)' }),
    ).toBeVisible();
  },
};
