import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { esStrings } from '../../test/consumer/src/esStrings';
import { sampleCartItems } from '../fixtures/orders.js';
import { PromoCodeField } from '../PromoCodeField/PromoCodeField.js';
import { ShippingMethodPicker } from '../ShippingMethodPicker/ShippingMethodPicker.js';
import { desktop, phone, phoneGlobals } from '../storybook/widths.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { type CheckoutMoney, CheckoutSummary } from './CheckoutSummary.js';

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
    const rows = canvas.getByTestId('checkout-lines');
    await expect(rows).toHaveTextContent('Subtotal$568.49');
    await expect(canvas.getByTestId('checkout-discount')).toHaveTextContent(
      'Discount (SAVE10)−$56.85',
    );
    await expect(canvas.queryByTestId('checkout-shipping')).toBeNull();
    await expect(canvas.queryByTestId('checkout-tax')).toBeNull();
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

/** The server's figures for an order with a code, a paid shipping method and sales tax. */
const priced: CheckoutMoney = {
  subtotalCents: 56_849,
  discount: { code: 'SAVE10', cents: 5685 },
  shipping: { method: 'Standard', cents: 999 },
  taxCents: 4630,
  totalCents: 56_793,
};

/** Shipping and tax configured: every line as the server answered it, the total its amount. */
export const ShippingAndTax: Story = {
  args: { money: priced },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('checkout-lines')).toHaveTextContent('Subtotal$568.49');
    await expect(canvas.getByTestId('checkout-discount')).toHaveTextContent(
      'Discount (SAVE10)−$56.85',
    );
    await expect(canvas.getByTestId('checkout-shipping')).toHaveTextContent(
      'Shipping (Standard)$9.99',
    );
    await expect(canvas.getByTestId('checkout-tax')).toHaveTextContent('Sales tax$46.30');
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('$567.93');
  },
};

/** A method that costs this order nothing (above its threshold) says Free; no code, no tax. */
export const FreeShipping: Story = {
  args: {
    money: {
      subtotalCents: 56_849,
      discount: null,
      shipping: { method: 'Ground', cents: 0 },
      taxCents: 0,
      totalCents: 56_849,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('checkout-shipping')).toHaveTextContent(
      'Shipping (Ground)Free',
    );
    await expect(canvas.queryByTestId('checkout-discount')).toBeNull();
    await expect(canvas.getByTestId('checkout-tax')).toHaveTextContent('Sales tax$0.00');
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('$568.49');
  },
};

/**
 * A change being repriced: the last figures stay where they were, the total says Calculating,
 * the live region says so, and the summary is busy.
 */
export const Calculating: Story = {
  args: { money: priced, calculating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByTestId('checkout-calculating')).toHaveTextContent('Calculating...');
    await expect(canvas.queryByTestId('checkout-total')).toBeNull();
    await expect(canvas.getByTestId('checkout-shipping')).toHaveTextContent('$9.99');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Updating your total...'),
    );
  },
};

/**
 * Choosing another method: calculating while the server reprices, then its figures, with no
 * row moving (the summary's height is the same before, during and after) and the new total said.
 */
export const RepricedWithoutShift: Story = {
  render: function Render(args) {
    const [method, setMethod] = useState('standard');
    const [calculating, setCalculating] = useState(false);
    const [money, setMoney] = useState(priced);
    return (
      <>
        <CheckoutSummary {...args} money={money} calculating={calculating}>
          <ShippingMethodPicker
            methods={[
              { id: 'standard', name: 'Standard', deliveryEstimate: '3-5 days', priceCents: 999 },
              { id: 'express', name: 'Express', deliveryEstimate: '1-2 days', priceCents: 2499 },
            ]}
            value={method}
            onChange={(id) => {
              setMethod(id);
              setCalculating(true);
            }}
          />
        </CheckoutSummary>
        <button
          type="button"
          onClick={() => {
            setMoney({
              ...priced,
              shipping: { method: 'Express', cents: 2499 },
              totalCents: priced.totalCents + 1500,
            });
            setCalculating(false);
          }}
        >
          Server answers
        </button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    const before = summary.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('radio', { name: /^Express/ }));
    await expect(canvas.getByTestId('checkout-calculating')).toBeVisible();
    await expect(summary.getBoundingClientRect().height).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Server answers' }));
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('$582.93');
    await expect(canvas.getByTestId('checkout-shipping')).toHaveTextContent(
      'Shipping (Express)$24.99',
    );
    await expect(summary.getBoundingClientRect().height).toBe(before);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Total updated: $582.93.'),
    );
  },
};

/** A host's own words (the second host's Spanish) for the shipping, tax and calculating. */
export const HostCopy: Story = {
  render: (args) => (
    <WtkitProvider locale="es-US" strings={{ checkout: esStrings.checkout }}>
      <div lang="es-US">
        <CheckoutSummary {...args} money={priced} calculating />
      </div>
    </WtkitProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Envío (Standard)')).toBeVisible();
    await expect(canvas.getByText('Impuesto sobre las ventas')).toBeVisible();
    await expect(canvas.getByText('Calculando...')).toBeVisible();
  },
};
