import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleCompany } from '../fixtures/layout.js';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { SiteFooter } from './SiteFooter.js';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  args: {
    company: sampleCompany,
    socialLinks: [
      { href: 'https://facebook.com/example', label: 'Facebook' },
      { href: 'https://instagram.com/example', label: 'Instagram' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '(214) 555-0142' })).toHaveAttribute(
      'href',
      'tel:2145550142',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await expect(canvas.getByText(/© 2025/)).toBeVisible();
    const facebook = canvas.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const SignedIn: Story = {
  args: { isSignedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dallas, TX 75201')).toBeVisible();
  },
};
