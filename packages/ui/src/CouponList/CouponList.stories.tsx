import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { type CouponItem, CouponList } from './CouponList.js';

const code = (
  id: string,
  rules: Partial<CouponItem['promoCode']> & Pick<CouponItem['promoCode'], 'code' | 'kind'>,
): CouponItem['promoCode'] => ({
  _id: id,
  percentOff: null,
  amountOff: null,
  minimumSubtotal: null,
  startsAt: null,
  endsAt: null,
  ...rules,
});

const coupons: CouponItem[] = [
  {
    promoCode: code('c1', {
      code: 'SPRING10',
      kind: 'percentage',
      percentOff: 10,
      minimumSubtotal: 50,
      endsAt: '2026-05-31T00:00:00.000Z',
    }),
    state: 'available',
  },
  {
    promoCode: code('c2', { code: 'WELCOME5', kind: 'fixed-amount', amountOff: 5 }),
    state: 'used',
  },
  {
    promoCode: code('c3', {
      code: 'SHIPFREE',
      kind: 'free-shipping',
      startsAt: '2026-12-01T00:00:00.000Z',
    }),
    state: 'not-yet-valid',
  },
  {
    promoCode: code('c4', { code: 'WINTER', kind: 'percentage', percentOff: 15 }),
    state: 'expired',
  },
  {
    promoCode: code('c5', { code: 'FIRST-50', kind: 'fixed-amount', amountOff: 20 }),
    state: 'limit-reached',
  },
  {
    promoCode: code('c6', { code: 'OLD-CODE', kind: 'percentage', percentOff: 5 }),
    state: 'inactive',
  },
];

const meta = {
  title: 'Account/CouponList',
  component: CouponList,
  args: { coupons, label: 'Coupons' },
} satisfies Meta<typeof CouponList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state, with what each code takes off and its conditions. */
export const EveryState: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').filter((item) => item.dataset.state);
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('SPRING10');
    await expect(items[0]).toHaveTextContent('Available');
    await expect(items[0]).toHaveTextContent('10% off');
    await expect(items[0]).toHaveTextContent('On a subtotal of $50.00 or more');
    await expect(items[0]).toHaveTextContent('Valid until May 31, 2026');
    await expect(items[1]).toHaveTextContent('$5.00 off');
    await expect(items[1]).toHaveTextContent('Used');
    await expect(items[2]).toHaveTextContent('Free shipping');
    await expect(items[2]).toHaveTextContent('Valid from Dec 1, 2026');
    await expect(items[3]).toHaveTextContent('Expired');
    await expect(items[4]).toHaveTextContent('No uses left');
    await expect(items[5]).toHaveTextContent('No longer active');
  },
};

/** None granted yet. */
export const Empty: Story = {
  args: { coupons: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No coupons available yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { coupons: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading coupons...');
  },
};

export const Failed: Story = {
  args: { coupons: undefined, error: 'Not authorized, token failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not authorized, token failed');
  },
};

/** Phone width: one column, long codes wrap. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('.wt-CouponList');
    await expect(list?.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A host's own words (the second host's Spanish). */
export const HostCopy: Story = {
  render: (args) => (
    <WtkitProvider locale="es-US" strings={{ accountMenu: esStrings.accountMenu }}>
      <div lang="es-US">
        <CouponList {...args} label={esStrings.accountMenu.coupons} />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Cupones' });
    await expect(list).toHaveTextContent('10 % de descuento');
    await expect(list).toHaveTextContent('Disponible');
    await expect(list).toHaveTextContent('Envío gratis');
  },
};
