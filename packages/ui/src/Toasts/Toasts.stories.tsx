import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ToastRegion } from './Toasts.js';

const meta = {
  title: 'Feedback/ToastRegion',
  component: ToastRegion,
  args: {
    onDismiss: fn(),
    toasts: [
      { id: 'a', tone: 'success', message: 'Item added to cart!', durationMs: null },
      { id: 'b', tone: 'danger', message: 'Upload failed.', durationMs: null },
      { id: 'c', tone: 'info', message: 'Verification code sent successfully!', durationMs: null },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ height: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Item added to cart!');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    await expect(args.onDismiss).toHaveBeenCalledWith('b');
  },
};
