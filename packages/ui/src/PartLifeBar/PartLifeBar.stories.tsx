import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NOW } from '../fixtures/tracker.js';
import { PartLifeBar } from './PartLifeBar.js';

const meta = {
  title: 'Tracker/PartLifeBar',
  component: PartLifeBar,
  args: {
    label: 'Carbon Block',
    installationDate: '2026-01-15T00:00:00.000Z',
    lifespanMonths: 12,
    now: NOW,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartLifeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 7 of 12 months left: 58 %, green. */
export const Green: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Carbon Block' });
    await expect(meter).toHaveAttribute('aria-valuenow', '58');
    await expect(meter).toHaveAttribute('aria-valuetext', '7 month(s)');
    await expect(meter).toHaveAttribute('data-tone', 'green');
  },
};

/** 3 of 8 months left: 38 %, yellow. */
export const Yellow: Story = {
  args: { lifespanMonths: 8 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', '3 month(s)');
    await expect(meter).toHaveAttribute('data-tone', 'yellow');
  },
};

/** 1 of 6 months left: 17 %, red. */
export const Red: Story = {
  args: { lifespanMonths: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('data-tone', 'red');
    await expect(canvas.getByText('1 month(s)')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { lifespanMonths: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** No installation date or lifespan: 100 % and N/A. */
export const NotAvailable: Story = {
  args: { lifespanMonths: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};
