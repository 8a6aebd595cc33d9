import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { deliveredOrder, pendingOrder, shippedOrder } from '../fixtures/orders.js';
import { OrderCard } from './OrderCard.js';

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  args: { order: pendingOrder },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending order: warning badge, items collapsed until asked. */
export const Pending: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Dana Whitfield')).toBeVisible();
    await expect(canvas.getByText('dana@example.com')).toBeVisible();
    await expect(canvas.getByText('$568.49')).toBeVisible();
    await expect(canvas.getByText('Mar 5, 2026')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: 'Items (2)' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Alkaline Mineral Cartridge')).toBeVisible();
  },
};

/** An order a filter plan placed: labelled as such. */
export const PlanOrder: Story = {
  args: { order: { ...pendingOrder, status: 'paid', planId: 'plan1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Filter plan order')).toBeVisible();
  },
};

/** Paid with a promo code: the code and what it took off, above the total charged. */
export const WithPromoCode: Story = {
  args: { order: { ...pendingOrder, promoCode: 'SAVE10', discount: 63.17, totalPrice: 505.32 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-discount')).toHaveTextContent(
      'Discount (SAVE10)−$63.17',
    );
    await expect(canvas.getByText('$505.32')).toBeVisible();
  },
};

/** Charged shipping and sales tax: the method as named then, its price and the tax, above the total. */
export const WithShippingAndTax: Story = {
  args: {
    order: {
      ...pendingOrder,
      promoCode: 'SAVE10',
      discount: 63.17,
      shippingMethod: { name: 'Ground' },
      shipping: 5.99,
      tax: 44.84,
      totalPrice: 556.15,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-shipping')).toHaveTextContent('Shipping (Ground)$5.99');
    await expect(canvas.getByTestId('order-tax')).toHaveTextContent('Sales tax$44.84');
    await expect(canvas.getByText('$556.15')).toBeVisible();
  },
};

/** A method that shipped free (above its threshold, or a free-shipping code) says so; no tax, no line. */
export const FreeShipping: Story = {
  args: { order: { ...pendingOrder, shippingMethod: { name: 'Express' }, shipping: 0, tax: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-shipping')).toHaveTextContent('Shipping (Express)Free');
    await expect(canvas.queryByTestId('order-tax')).toBeNull();
  },
};

/** Shipped: blue badge, the date it left, its carrier and tracking number. */
export const Shipped: Story = {
  args: {
    order: {
      ...shippedOrder,
      shippedAt: '2026-03-08T15:00:00.000Z',
      carrier: 'UPS',
      trackingNumber: '1Z 999 AA1 0123 4567 84',
    },
    onMarkShipped: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Shipped')[0]).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('Mar 8, 2026')).toBeVisible();
    await expect(canvas.getByText('UPS')).toBeVisible();
    await expect(canvas.getByText('1Z 999 AA1 0123 4567 84')).toBeVisible();
    // Orders only go forward: a shipped order cannot be shipped again.
    await expect(canvas.queryByRole('button', { name: 'Mark as Shipped' })).toBeNull();
  },
};

/** Admin received orders: Mark as Shipped opens a short form; both fields are optional. */
export const AdminMarkShipped: Story = {
  args: { order: { ...pendingOrder, status: 'paid' }, onMarkShipped: fn(), onMarkDelivered: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const open = canvas.getByRole('button', { name: 'Mark as Shipped' });
    await userEvent.click(open);
    // The form's fields load when it is first opened.
    const carrier = await canvas.findByRole('textbox', { name: 'Carrier (optional)' });
    await waitFor(() => expect(carrier).toHaveFocus());
    await userEvent.type(carrier, ' UPS ');
    const tracking = canvas.getByRole('textbox', { name: 'Tracking number (optional)' });
    await userEvent.type(tracking, '<1Z>');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm shipment' }));
    await expect(tracking).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use letters, digits, spaces and dashes only.')).toBeVisible();
    await expect(args.onMarkShipped).not.toHaveBeenCalled();
    await userEvent.clear(tracking);
    await userEvent.type(tracking, '1Z 999-AA1{Enter}');
    await expect(args.onMarkShipped).toHaveBeenCalledWith({
      carrier: 'UPS',
      trackingNumber: '1Z 999-AA1',
    });
  },
};

/** Cancel (or Escape) closes the form and gives focus back to Mark as Shipped. */
export const AdminCancelShipping: Story = {
  args: { order: { ...pendingOrder, status: 'paid' }, onMarkShipped: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Shipped' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Mark as Shipped' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('textbox', { name: 'Carrier (optional)' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Mark as Shipped' })).toHaveFocus();
    await expect(args.onMarkShipped).not.toHaveBeenCalled();
  },
};

/** Delivered: green badge and the delivered date. */
export const Delivered: Story = {
  args: { order: deliveredOrder, onMarkDelivered: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Delivered')[0]).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Mar 11, 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark as Delivered' })).toBeNull();
  },
};

/** Admin received orders: Mark as Delivered on orders not delivered. */
export const AdminMarkDelivered: Story = {
  args: { onMarkDelivered: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Delivered' }));
    await expect(args.onMarkDelivered).toHaveBeenCalledOnce();
  },
};

/** Order history: items are pressable (the host opens the product). */
export const PressableItems: Story = {
  args: { onItemPress: fn(), defaultExpanded: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /Under-Sink Reverse Osmosis System/ }),
    );
    await expect(args.onItemPress).toHaveBeenCalledWith(
      expect.objectContaining({ product: 'p1', quantity: 1 }),
    );
  },
};

/** An item whose product was deleted since: shown as bought, but it does not open. */
export const DeletedProduct: Story = {
  args: {
    onItemPress: fn(),
    defaultExpanded: true,
    order: {
      ...pendingOrder,
      orderItems: pendingOrder.orderItems.map((item, index) =>
        index === 0 ? { ...item, product: null } : item,
      ),
    },
  },
  play: async ({ canvas, args }) => {
    const first = pendingOrder.orderItems[0];
    await expect(canvas.getByText(first?.name ?? '')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: new RegExp(first?.name ?? '') }),
    ).not.toBeInTheDocument();
    await expect(args.onItemPress).not.toHaveBeenCalled();
  },
};
