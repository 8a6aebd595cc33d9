import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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

export const Shipped: Story = {
  args: { order: shippedOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shipped')).toHaveAttribute('data-tone', 'info');
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
