import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { ThankYouDialog } from './ThankYouDialog.js';

const meta = {
  title: 'Checkout/ThankYouDialog',
  component: ThankYouDialog,
  args: { isOpen: true, onAdd: fn(), onDecline: fn() },
} satisfies Meta<typeof ThankYouDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Why to add the system (filter reminders) and Add System to My Products (focused first). */
export const Open: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your order!' });
    await expect(dialog).toHaveTextContent('system tracking and SMS or e-mail filter reminders');
    await expect(dialog).toHaveTextContent('water quality of your ZIP code');
    await expect(dialog).toHaveTextContent('consent and accept the terms');
    await expect(dialog).toHaveTextContent('cancel tracking at any time');
    const add = screen.getByRole('button', { name: 'Add System to My Products' });
    await expect(add).toHaveFocus();
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

/** No Thanks, I'll Do It Later declines. */
export const Decline: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.click(
      await screen.findByRole('button', { name: "No Thanks, I'll Do It Later" }),
    );
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
};

/** Escape also declines (the keyboard way out of a modal). */
export const EscapeDeclines: Story = {
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Phone width: the buttons stack and stay inside the screen. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async () => {
    const add = await screen.findByRole('button', { name: 'Add System to My Products' });
    const decline = screen.getByRole('button', { name: "No Thanks, I'll Do It Later" });
    await expect(add.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(decline.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
