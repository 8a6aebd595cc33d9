import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { NOW, sampleTracked, sampleTrackedWithReplacements } from '../fixtures/tracker.js';
import { TrackedFilterCard } from './TrackedFilterCard.js';

const meta = {
  title: 'Tracker/TrackedFilterCard',
  component: TrackedFilterCard,
  args: { tracked: sampleTracked, now: NOW, onResetPart: fn(), onReorder: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrackedFilterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part with its bar, remaining time and Reset. */
export const WithParts: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Kitchen sink' })).toBeVisible();
    await expect(canvas.getByText('Under-Sink Reverse Osmosis System')).toBeVisible();
    await expect(canvas.getByText('Installed Jan 15, 2026')).toBeVisible();
    await expect(canvas.getAllByRole('meter')).toHaveLength(5);
    await expect(canvas.getByRole('meter', { name: 'RO Membrane' })).toHaveAttribute(
      'aria-valuetext',
      '5 month(s)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Carbon Block' }));
    await expect(args.onResetPart).toHaveBeenCalledWith('pb');
  },
};

/** Delete asks first; Cancel keeps the filter, Delete confirms. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Kitchen sink' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(
      within(dialog).getByText('Are you sure you want to stop tracking this item?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Focus goes back to the button that opened it.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Delete Kitchen sink' })).toHaveFocus(),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Kitchen sink' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A part's reset is running. */
export const Resetting: Story = {
  args: { resettingPartId: 'pa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Reset Sediment Pre-Filter/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const NoParts: Story = {
  args: { tracked: { ...sampleTracked, trackedSystemParts: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No trackable parts for this item.')).toBeVisible();
  },
};

/**
 * Each part's replacement product beside its bar: price and stock with Reorder now, which a sold
 * out product cannot offer; a part the catalogue has no product for says so.
 */
export const WithReplacements: Story = {
  args: { tracked: sampleTrackedWithReplacements },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Sediment Pre-Filter 5 Micron')).toBeVisible();
    await expect(canvas.getByText('$8.99')).toBeVisible();
    await expect(canvas.getByText('240 in stock')).toBeVisible();
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.getByText('No replacement product in the catalogue.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Reorder now Carbon Block 10"' }),
    ).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Reorder now Sediment Pre-Filter 5 Micron' }),
    );
    await expect(args.onReorder).toHaveBeenCalledWith(
      expect.objectContaining({
        _id: 'pa',
        replacement: expect.objectContaining({ _id: 'p-sed', price: 8.99 }),
      }),
    );
  },
};
