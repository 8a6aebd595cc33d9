import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { ShippingMethodList, type ShippingMethodListItem } from './ShippingMethodList.js';

const methods: ShippingMethodListItem[] = [
  {
    _id: 'm1',
    name: 'Standard',
    deliveryEstimate: '3-5 business days',
    price: 9.99,
    freeAbove: 100,
    states: ['NY', 'TX'],
    isActive: true,
  },
  {
    _id: 'm2',
    name: 'Overnight',
    deliveryEstimate: '1 business day',
    price: 39,
    freeAbove: null,
    states: ['TX'],
    isActive: false,
  },
];

const meta = {
  title: 'Admin/ShippingMethodList',
  component: ShippingMethodList,
  args: { methods, onEdit: fn(), onDeactivate: fn() },
} satisfies Meta<typeof ShippingMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each method with its price and rules; only an active one can be deactivated. */
export const Methods: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const items = canvas.getByRole('list', { name: 'Every shipping method' }).children;
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Free from $100.00');
    await expect(items[0]).toHaveTextContent('Ships to NY, TX');
    await expect(items[1]).toHaveTextContent('Inactive');
    await expect(canvas.queryByRole('button', { name: 'Deactivate Overnight' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Standard' }));
    await expect(args.onDeactivate).toHaveBeenCalledWith('m1');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Overnight' }));
    await expect(args.onEdit).toHaveBeenCalledWith('m2');
  },
};

/** The server's answer to an action, beside its method. */
export const Outcome: Story = {
  args: { outcome: { id: 'm1', tone: 'success', message: 'Shipping method deactivated.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shipping method deactivated.')).toBeVisible();
  },
};

/** None yet: shipping is not charged. */
export const Empty: Story = {
  args: { methods: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No shipping methods yet: shipping is not charged.'),
    ).toBeVisible();
  },
};

/** Phone width: one column. */
export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phone],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Every shipping method' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A host's own words (the second host's Spanish). */
export const HostCopy: Story = {
  render: (args) => (
    <WtkitProvider locale="es-US" strings={{ shippingRates: esStrings.shippingRates }}>
      <div lang="es-US">
        <ShippingMethodList {...args} />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Todos los métodos de envío' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Desactivar Standard' })).toBeVisible();
  },
};
