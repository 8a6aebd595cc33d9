import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.js';
import { Spinner } from '../Spinner/Spinner.js';
import { Alert } from './Alert.js';

const meta = {
  title: 'Building blocks/Alert',
  component: Alert,
  args: { children: 'Settings updated successfully!' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tones: errors are alerts, the rest status messages. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <Alert tone="success">Settings updated successfully!</Alert>
      <Alert tone="info">Verification code sent successfully!</Alert>
      <Alert tone="warning">Please log in first.</Alert>
      <Alert tone="danger">Failed to load orders.</Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load orders.');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** Badges (order status, admin, upload) and the spinner. */
export const BadgesAndSpinner: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Badge tone="success">Delivered</Badge>
      <Badge tone="info">Shipped</Badge>
      <Badge tone="warning">pending</Badge>
      <Badge tone="danger">Image upload failed, retry logging in.</Badge>
      <Badge>Admin</Badge>
      <Spinner label="Loading" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivered')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};
