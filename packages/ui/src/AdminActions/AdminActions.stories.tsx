import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminActions } from './AdminActions.js';

const meta = {
  title: 'Admin/AdminActions',
  component: AdminActions,
  args: { listingPath: '/residential' },
  decorators: [
    (Story) => (
      <div style={{ height: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/createProduct',
    );
    await expect(canvas.getByRole('link', { name: 'Edit products' })).toHaveAttribute(
      'href',
      '/residential/edit',
    );
    await expect(canvas.getByRole('link', { name: 'Delete products' })).toHaveAttribute(
      'href',
      '/residential/delete',
    );
  },
};

/** Hidden in edit mode. */
export const EditMode: Story = {
  args: { mode: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
