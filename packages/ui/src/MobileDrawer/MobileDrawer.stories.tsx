import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sampleAdmin } from '../fixtures/layout.js';
import { defaultNavItems } from '../NavLinks/NavLinks.js';
import { phoneGlobals } from '../storybook/widths.js';
import { MobileDrawer } from './MobileDrawer.js';

const meta = {
  title: 'Layout/MobileDrawer',
  component: MobileDrawer,
  args: {
    items: defaultNavItems({ isAdmin: true }),
    currentPath: '/',
    user: sampleAdmin,
    onLogOut: fn(),
  },
  globals: phoneGlobals,
} satisfies Meta<typeof MobileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's details, the links, the account links and Log Out; Escape closes it. */
export const SignedInAdmin: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    // The sheet is loaded on the first open: wait until it is shown.
    const drawer = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(drawer.getByRole('heading', { name: 'Alex Admin' })).toBeVisible());
    await expect(drawer.getByText('dana@example.com')).toBeVisible();
    await expect(drawer.getByText('Admin')).toBeVisible();
    // The close button is an icon beside the user's details, on one line, overlapping nothing.
    const close = drawer.getByRole('button', { name: 'Close menu' }).getBoundingClientRect();
    const name = drawer.getByRole('heading', { name: 'Alex Admin' }).getBoundingClientRect();
    await expect(close.left).toBeGreaterThanOrEqual(name.right);
    await expect(close.height).toBeLessThanOrEqual(48);
    for (const name of ['Home', 'Orders', 'Shopping Cart', 'Dashboard', 'Account']) {
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log Out' }),
    );
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

export const SignedOut: Story = {
  args: { user: null, items: defaultNavItems() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    await expect(drawer.queryByRole('button', { name: 'Log Out' })).toBeNull();
    await expect(drawer.queryByRole('link', { name: 'Account' })).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
