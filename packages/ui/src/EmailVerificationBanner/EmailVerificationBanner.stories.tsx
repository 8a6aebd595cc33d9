import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailVerificationBanner } from './EmailVerificationBanner.js';

const meta = {
  title: 'Layout/EmailVerificationBanner',
  component: EmailVerificationBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmailVerificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Your email is not verified. click here to verify.' }),
    ).toHaveAttribute('href', '/sendVerificationEmail');
  },
};
