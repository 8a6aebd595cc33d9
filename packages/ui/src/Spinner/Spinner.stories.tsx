import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.js';

const meta = {
  title: 'Building blocks/Spinner',
  component: Spinner,
  args: { label: 'Loading orders' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status that screen readers announce. */
export const Labelled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders');
  },
};

/** Without one it is decoration beside a text that already says what is happening. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
