import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleAdmin, sampleUser } from '../fixtures/layout.js';
import { defaultNavItems } from '../NavLinks/NavLinks.js';
import { boxOf, horizontalOverflow, intersects, rowsOf } from '../storybook/geometry.js';
import {
  desktop,
  desktopGlobals,
  laptopGlobals,
  phone,
  phoneGlobals,
} from '../storybook/widths.js';
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

/** The logo as the storefront draws it: a drop and the shop's short name, on one line. */
const shopLogo = (
  <span
    style={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 'var(--wt-space-2)',
      whiteSpace: 'nowrap',
      fontSize: 'var(--wt-font-size-lg)',
      fontWeight: 'var(--wt-font-weight-bold)',
    }}
  >
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M16 3C11 10 7 15 7 20a9 9 0 0 0 18 0c0-5-4-10-9-17z" fill="currentColor" />
    </svg>
    wtkit
  </span>
);

/** The admin's header is the fullest: the Orders link and, on a product page, the back button. */
const fullestAdmin = {
  logo: shopLogo,
  user: sampleAdmin,
  items: defaultNavItems({ isAdmin: true }),
  cartCount: 2,
  currentPath: null,
  onBack: fn(),
};

/** The header's boxes: search form and its button, avatar, the links' rows. */
function headerBoxes(root: HTMLElement) {
  return {
    search: boxOf(root.querySelector('.wt-SiteHeader [role="search"]')),
    submit: boxOf(root.querySelector('.wt-SiteHeader [role="search"] button')),
    avatar: boxOf(root.querySelector('.wt-SiteHeader a[href="/account"]')),
    linkRows: rowsOf(root.querySelectorAll('.wt-SiteHeader-nav a')),
  };
}

/** At 1280 px (no frame: as wide as the page) search, avatar and links keep apart on one line. */
async function expectDesktopHeaderApart(root: HTMLElement) {
  const boxes = headerBoxes(root);
  await expect(boxes.search, 'the header search').not.toBeNull();
  await expect(boxes.submit, 'the search button').not.toBeNull();
  await expect(boxes.avatar, 'the avatar').not.toBeNull();
  if (!boxes.search || !boxes.submit || !boxes.avatar) throw new Error('unreachable');
  await expect(intersects(boxes.search, boxes.avatar), 'search and avatar overlap').toBe(false);
  // The search button stays inside its form (it used to stick out over the avatar).
  await expect(boxes.submit.right).toBeLessThanOrEqual(boxes.search.right + 0.5);
  await expect(intersects(boxes.submit, boxes.avatar), 'search button and avatar overlap').toBe(
    false,
  );
  await expect(boxes.linkRows, 'header links on one line').toBe(1);
  const overflow = horizontalOverflow();
  await expect(overflow).toMatchObject({ scrollWidth: overflow.width });
}

/** The admin on a product page at 1280 px: back button, Orders link, search and avatar apart. */
export const AdminProductPageAt1280: Story = {
  globals: desktopGlobals,
  args: fullestAdmin,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await expectDesktopHeaderApart(canvasElement);
  },
};

/** The admin choosing a product to edit at 1280 px: the mode's words fit as well. */
export const AdminEditModeAt1280: Story = {
  globals: desktopGlobals,
  args: {
    ...fullestAdmin,
    onBack: undefined,
    currentPath: '/products/edit',
    modeLabel: 'Choose item to edit:',
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await expectDesktopHeaderApart(canvasElement);
  },
};

/**
 * At 1100 px, between the drawer and the desktop width: the links are in the bar or behind the
 * menu button, never on two rows, and search and avatar do not overlap.
 */
async function expectLaptopHeaderTidy(root: HTMLElement) {
  const boxes = headerBoxes(root);
  await expect(boxes.linkRows, 'header links on one line').toBeLessThanOrEqual(1);
  const nav = root.querySelector('.wt-SiteHeader-nav');
  const inBar = nav !== null && nav.getBoundingClientRect().width > 0;
  const menu = root.querySelector('button[aria-label="Open menu"]');
  const menuShown = menu !== null && menu.getBoundingClientRect().width > 0;
  await expect(inBar || menuShown, 'links in the bar or a menu button').toBe(true);
  if (boxes.search && boxes.avatar) {
    await expect(intersects(boxes.search, boxes.avatar), 'search and avatar').toBe(false);
  }
  const overflow = horizontalOverflow();
  await expect(overflow).toMatchObject({ scrollWidth: overflow.width });
}

export const VisitorAt1100: Story = {
  globals: laptopGlobals,
  args: { logo: shopLogo },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1100);
    await expectLaptopHeaderTidy(canvasElement);
  },
};

export const AdminProductPageAt1100: Story = {
  globals: laptopGlobals,
  args: fullestAdmin,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1100);
    await expectLaptopHeaderTidy(canvasElement);
  },
};
