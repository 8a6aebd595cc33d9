import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { PromoCodeList, type PromoCodeListItem } from './PromoCodeList.js';

const base = {
  percentOff: null,
  amountOff: null,
  minimumSubtotal: null,
  category: null,
  productIds: [],
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  timesUsed: 0,
  isActive: true,
} satisfies Omit<PromoCodeListItem, '_id' | 'code' | 'kind'>;

const codes: PromoCodeListItem[] = [
  {
    ...base,
    _id: 'c1',
    code: 'SPRING10',
    kind: 'percentage',
    percentOff: 10,
    minimumSubtotal: 50,
    category: 'residential',
    endsAt: '2026-06-01T00:00:00.000Z',
    usageLimit: 100,
    timesUsed: 12,
    perCustomerLimit: 1,
  },
  { ...base, _id: 'c2', code: 'WELCOME5', kind: 'fixed-amount', amountOff: 5, timesUsed: 1 },
  {
    ...base,
    _id: 'c3',
    code: 'SHIPFREE',
    kind: 'free-shipping',
    productIds: ['p1', 'p2'],
    isActive: false,
  },
];

const meta = {
  title: 'Admin/PromoCodeList',
  component: PromoCodeList,
  args: { codes, onEdit: fn(), onDeactivate: fn(), onGrant: fn() },
} satisfies Meta<typeof PromoCodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each code with its offer and rules; Edit, Deactivate (active codes) and Grant by e-mail. */
export const Codes: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Every promo code' });
    await expect(list).toHaveTextContent('SPRING10');
    await expect(list).toHaveTextContent('10% off');
    await expect(list).toHaveTextContent('Used in 12 of 100 orders');
    await expect(list).toHaveTextContent('At most 1 per customer');
    await expect(list).toHaveTextContent('Limited to 2 products');
    await expect(canvas.queryByRole('button', { name: 'Deactivate SHIPFREE' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit WELCOME5' }));
    await expect(args.onEdit).toHaveBeenCalledWith('c2');
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate SPRING10' }));
    await expect(args.onDeactivate).toHaveBeenCalledWith('c1');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Customer e-mail for WELCOME5' }),
      ' ana@example.com {Enter}',
    );
    await expect(args.onGrant).toHaveBeenCalledWith('c2', 'ana@example.com');
  },
};

/** A grant's outcome beside its code, and a deactivation running. */
export const Outcomes: Story = {
  args: {
    busyId: 'c1',
    outcome: { id: 'c2', tone: 'danger', message: 'No customer has this id or e-mail address.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No customer has this id');
  },
};

export const Empty: Story = { args: { codes: [] } };
export const Loading: Story = { args: { codes: undefined } };

/** Phone width: one column. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('.wt-PromoCodeList');
    await expect(list?.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A host's own words (the second host's Spanish). */
export const HostCopy: Story = {
  render: (args) => (
    <WtkitProvider
      locale="es-US"
      strings={{ promoCodes: esStrings.promoCodes, accountMenu: esStrings.accountMenu }}
    >
      <div lang="es-US">
        <PromoCodeList {...args} />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('list', { name: 'Todos los códigos promocionales' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Desactivar SPRING10' })).toBeVisible();
  },
};
