import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, LinkButton } from './Button.js';

const meta = {
  title: 'Building blocks/Button',
  component: Button,
  args: { onPress: fn(), children: 'Save Settings' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every variant; keyboard focus shows the ring and Enter or Space presses. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} isDisabled>
        Disabled
      </Button>
      <LinkButton href="/products">Link</LinkButton>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const primary = canvas.getByRole('button', { name: 'Primary' });
    await expect(primary).toHaveFocus();
    await expect(primary).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Link' })).toHaveAttribute('href', '/products');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  },
};
