import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inSpanish } from '../storybook/hostCopy.js';
import { ListingPager } from './ListingPager.js';

const meta = {
  title: 'Catalogue/ListingPager',
  component: ListingPager,
  args: {
    offset: 48,
    shown: 48,
    total: 310,
    previousHref: '/residential?cursor=back',
    nextHref: '/residential?cursor=next',
  },
} satisfies Meta<typeof ListingPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page in the middle, before its scripts run: links to the pages on each side. */
export const Links: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect(canvas.getByText('Showing 49–96 of 310')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/residential?cursor=back',
    );
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
  },
};

/** With scripts: the next products come below the last, in place. */
export const ShowMore: Story = {
  args: { offset: 0, previousHref: null, onShowMore: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more products' }));
    await expect(args.onShowMore).toHaveBeenCalledOnce();
  },
};

/** A large catalogue's total is an estimate, and says so. */
export const EstimatedTotal: Story = {
  args: { offset: 0, shown: 48, total: 12_400, totalIsEstimate: true, previousHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1–48 of about 12,400')).toBeVisible();
  },
};

/** The last page: no way further. */
export const LastPage: Story = {
  args: { offset: 288, shown: 22, nextHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 289–310 of 310')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Next page' })).toBeNull();
  },
};

/** The host's copy, here in Spanish. */
export const HostCopy: Story = {
  decorators: [inSpanish('listings', 'listingPages')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Páginas' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 49–96 de 310')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Página siguiente' })).toBeVisible();
  },
};
