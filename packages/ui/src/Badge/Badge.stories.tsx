import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge.js';

const meta = {
  title: 'Building blocks/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Image uploaded successfully!' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'info', 'warning', 'danger', 'neutral'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One badge; its tone and text are controls. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Image uploaded successfully!')).toBeVisible();
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge tone="success">Paid</Badge>
      <Badge tone="info">Shipped</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="danger">Failed to upload image</Badge>
      <Badge tone="neutral">Draft</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Paid', 'Shipped', 'Pending', 'Failed to upload image', 'Draft'])
      await expect(canvas.getByText(text)).toBeVisible();
  },
};
