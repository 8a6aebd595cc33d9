import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { defaultNavItems, NavLinks } from './NavLinks.js';

const meta = {
  title: 'Layout/NavLinks',
  component: NavLinks,
  args: { items: defaultNavItems(), currentPath: '/residential' },
} satisfies Meta<typeof NavLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked for assistive technology and visibly. */
export const CurrentPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Residential' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('link', { name: 'Orders' })).toBeNull();
  },
};

/** Admins also get Orders; an edit-mode path still marks its listing. */
export const Admin: Story = {
  args: { items: defaultNavItems({ isAdmin: true }), currentPath: '/products/edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/receivedOrders',
    );
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Product pages highlight nothing. */
export const NoCurrentPage: Story = {
  args: { currentPath: null },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
  },
};
