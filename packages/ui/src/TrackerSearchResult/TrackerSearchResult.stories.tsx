import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '../fixtures/products.js';
import { PendingInstallation } from '../PendingInstallation/PendingInstallation.js';
import { phoneGlobals } from '../storybook/widths.js';
import { TrackerSearchResult } from './TrackerSearchResult.js';

const product = {
  ...(sampleProducts[0] ?? { _id: 'p1', name: 'Filter', price: 1 }),
  description: 'Five-stage reverse osmosis under the sink.',
};

const meta = {
  title: 'Tracker/TrackerSearchResult',
  component: TrackerSearchResult,
  args: { product, onAdd: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrackerSearchResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Five-stage reverse osmosis under the sink.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Tracker' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const NoDescription: Story = {
  args: { product: { ...product, description: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No description available.')).toBeVisible();
  },
};

/** On a phone the button takes a line of its own: the name keeps a readable width. */
export const Phone: Story = {
  globals: phoneGlobals,
  args: { product: { ...product, name: 'Whole-House 3-Stage Carbon Filtration System' } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('heading', { name: /Whole-House/ }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Add to Tracker' }).getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(name.bottom);
    await expect(name.width).toBeGreaterThan(180);
  },
};

/** Pending Installations: a filter from an order, not installed yet. */
export const PendingInstallationItem: Story = {
  render: () => (
    <PendingInstallation
      item={{ _id: 'oi1', name: product.name, imageUrl: product.imageUrl ?? null }}
      orderedAt="2026-03-05T15:20:00.000Z"
      onInstall={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From order on Mar 5, 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Install & Track' })).toBeVisible();
  },
};
