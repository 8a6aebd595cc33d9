import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { svgImage } from '../fixtures/images.js';
import { PendingInstallation } from './PendingInstallation.js';

const meta = {
  title: 'Tracker/PendingInstallation',
  component: PendingInstallation,
  args: {
    item: {
      _id: 'p1',
      name: '5-Stage Reverse Osmosis System',
      imageUrl: svgImage('RO', '#1f6feb', '#0b3d91', 200, 200),
    },
    orderedAt: '2026-10-02T15:00:00.000Z',
    onInstall: fn(),
    isInstalling: false,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PendingInstallation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filter from an order, waiting to be installed and tracked. */
export const Waiting: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('article', { name: '5-Stage Reverse Osmosis System' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Install & Track/ }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
  },
};

/** While the tracker is being made, the button waits. */
export const Installing: Story = { args: { isInstalling: true } };
