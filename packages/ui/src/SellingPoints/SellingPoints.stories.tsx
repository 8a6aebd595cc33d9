import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, phone, phoneGlobals } from '../storybook/widths.js';
import { SellingPoints } from './SellingPoints.js';

const meta = {
  title: 'Home/SellingPoints',
  component: SellingPoints,
} satisfies Meta<typeof SellingPoints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  decorators: [desktop],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your water is our Passion' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Quick Support')).toBeVisible();
  },
};

/** Small width: the last two tiles are hidden. */
export const Small: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Easy Installation')).toBeVisible();
    await expect(canvas.getByText('Trusted Water Care')).not.toBeVisible();
    await expect(canvas.getByText('Quick Support')).not.toBeVisible();
  },
};

/** Phone width: the strip is left out. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fast & Reliable Delivery')).not.toBeVisible();
  },
};
