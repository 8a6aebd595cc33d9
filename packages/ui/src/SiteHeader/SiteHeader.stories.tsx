import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleAdmin, sampleUser } from '../fixtures/layout.js';
import { defaultNavItems } from '../NavLinks/NavLinks.js';
import { desktop, phone, phoneGlobals } from '../storybook/widths.js';
import { SiteHeader } from './SiteHeader.js';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  args: {
    logo: <span>Example Water Co.</span>,
    items: defaultNavItems(),
    currentPath: '/',
    onSearch: fn(),
    onLogOut: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out at desktop width: links, search, Sign in and the cart. */
export const DesktopSignedOut: Story = {
  decorators: [desktop],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/log');
    await expect(canvas.getByRole('link', { name: 'Shopping Cart' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/** Signed-in admin with items in the cart. */
export const DesktopAdmin: Story = {
  decorators: [desktop],
  args: {
    user: sampleAdmin,
    items: defaultNavItems({ isAdmin: true }),
    cartCount: 2,
    currentPath: '/receivedOrders',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Account, Alex Admin' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(canvas.getByRole('link', { name: 'Shopping Cart, 2 items' })).toBeVisible();
  },
};

/**
 * Signed in, the user not known yet (the page has just loaded): the avatar's place is kept, blank,
 * with no Sign in button that would flash and then give way.
 */
export const UserPending: Story = {
  decorators: [desktop],
  args: { isUserPending: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const placeholder = canvasElement.querySelector('.wt-SiteHeader-avatar[data-pending]');
    await expect(placeholder).not.toBeNull();
    await expect(placeholder?.getBoundingClientRect().width).toBe(40);
  },
};

/**
 * Before the scripts run, a page opened with a session gives an ancestor the class `wt-session`: the
 * Sign in button is drawn as the avatar's blank circle, the same size, so nothing shifts.
 */
export const SessionMarkedBeforeScripts: Story = {
  decorators: [
    desktop,
    (Story) => (
      <div className="wt-session">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const signIn = canvasElement.querySelector('.wt-SiteHeader-signin');
    await expect(signIn).not.toBeNull();
    const box = signIn?.getBoundingClientRect();
    await expect(box?.width).toBe(40);
    await expect(box?.height).toBe(40);
    await expect(getComputedStyle(signIn as Element).color).toBe('rgba(0, 0, 0, 0)');
  },
};

/** Phone width: the menu button replaces the links; no search box. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  args: { user: sampleUser, cartCount: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // Hidden on small widths (display: none), so out of the accessibility tree too.
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Contact Us' })).toBeNull();
    await expect(canvasElement.querySelector('input[type="search"]')).not.toBeVisible();
  },
};

/** Product page: a back button and no highlighted link. */
export const ProductPage: Story = {
  decorators: [desktop],
  args: { currentPath: null, onBack: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};

/** Delete mode of a listing. */
export const DeleteMode: Story = {
  decorators: [desktop],
  args: {
    user: sampleAdmin,
    currentPath: '/residential/delete',
    modeLabel: 'Choose items to delete:',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose items to delete:')).toBeVisible();
  },
};
