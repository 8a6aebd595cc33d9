import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleCartItems } from '../fixtures/orders.js';
import { PromoCodeField } from '../PromoCodeField/PromoCodeField.js';
import { desktop, phone, phoneGlobals } from '../storybook/widths.js';
import { CheckoutSummary } from './CheckoutSummary.js';

const meta = {
  title: 'Checkout/CheckoutSummary',
  component: CheckoutSummary,
  args: { items: sampleCartItems },
  decorators: [desktop],
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each item with its quantity and line total (price × quantity), and the grand total. */
export const TwoItems: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '2 items' });
    const lines = list.querySelectorAll('li');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent('Under-Sink Reverse Osmosis System');
    await expect(lines[0]).toHaveTextContent('Qty 1');
    await expect(lines[0]).toHaveTextContent('$449.99');
    await expect(lines[1]).toHaveTextContent('Alkaline Mineral Cartridge');
    await expect(lines[1]).toHaveTextContent('Qty 3');
    await expect(lines[1]).toHaveTextContent('Line total: $118.50');
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('$568.49');
  },
};

/** Cents are summed exactly: 3 × $0.10 is $0.30, not $0.30000000000000004. */
export const ExactCents: Story = {
  args: {
    items: [
      { product: { _id: 'a', name: 'O-ring', price: 0.1, imageUrl: null }, quantity: 3 },
      {
        product: { _id: 'b', name: 'Sediment Pre-Filter', price: 14.99, imageUrl: null },
        quantity: 2,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0.30')).toBeVisible();
    await expect(canvas.getByText('$29.98')).toBeVisible();
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('$30.28');
  },
};

/** Phone width: the lines stay readable in one column. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    const total = canvas.getByTestId('checkout-total');
    await expect(total).toBeVisible();
    const box = canvas.getByRole('region', { name: 'Order Summary' }).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(375);
  },
};

/** A promo code applied: the subtotal, the code's discount and the server's total. */
export const DiscountApplied: Story = {
  args: {
    discount: {
      state: 'applied',
      code: 'SAVE10',
      subtotalCents: 56_849,
      discountCents: 5685,
      totalCents: 51_164,
    },
  },
  play: async ({ canvas }) => {
    const rows = canvas.getByTestId('checkout-discount');
    await expect(rows).toHaveTextContent('Subtotal$568.49');
    await expect(rows).toHaveTextContent('Discount (SAVE10)−$56.85');
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('$511.64');
  },
};

/** The discount could not be priced: its message, and the lines' sum as the total. */
export const DiscountError: Story = {
  args: { discount: { state: 'error', message: 'This promo code has reached its usage limit.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('checkout-discount')).toHaveTextContent(
      'DiscountThis promo code has reached its usage limit.',
    );
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('$568.49');
  },
};

/** With the promo-code field between the lines and the total, as checkout shows it. */
export const WithPromoCodeField: Story = {
  args: {
    children: <PromoCodeField applied={null} totalCents={56_849} onApply={fn()} onRemove={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
    await expect(canvas.queryByTestId('checkout-discount')).toBeNull();
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('$568.49');
  },
};
