import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { homeBannerSlides } from '../fixtures/banner.js';
import { BROKEN_IMAGE } from '../fixtures/images.js';
import { desktop, phone, phoneGlobals } from '../storybook/widths.js';
import { BannerCarousel } from './BannerCarousel.js';

const meta = {
  title: 'Home/BannerCarousel',
  component: BannerCarousel,
  parameters: { layout: 'fullscreen' },
  args: { slides: homeBannerSlides, onIndexChange: fn() },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four home slides at desktop width, rotating every 6000 ms. */
export const Desktop: Story = {
  decorators: [desktop],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Highlights' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvas.getAllByRole('group');
    await expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    await expect(canvas.getByRole('link', { name: 'Welcome to the product' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.getByRole('link', { name: 'Ensure Your Water is Safe' })).toHaveAttribute(
      'href',
      '/testkit',
    );
    await expect(canvas.getByText("King's Standard for Pure Hydration.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The track reserves its 2.7:1 box.
    const track = region.querySelector<HTMLElement>('.wt-BannerCarousel-track');
    const box = track?.getBoundingClientRect();
    await expect(box ? Math.round((box.width / box.height) * 10) / 10 : 0).toBe(2.7);
  },
};

/** Phone width: the same slides, the ratio kept, text scaled down. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    const track = canvas
      .getByRole('region', { name: 'Highlights' })
      .querySelector<HTMLElement>('.wt-BannerCarousel-track');
    const box = track?.getBoundingClientRect();
    await expect(box?.width).toBe(375);
    await expect(box ? Math.round(box.height) : 0).toBe(Math.round(375 / 2.7));
    // The text stays clear of the pause button and the dots, and inside the slide.
    const region = canvas.getByRole('region', { name: 'Highlights' });
    const rect = (selector: string) =>
      region.querySelector(selector)?.getBoundingClientRect() ?? new DOMRect();
    const title = rect('.wt-BannerCarousel-slide .wt-BannerCarousel-title');
    const subtitle = rect('.wt-BannerCarousel-slide .wt-BannerCarousel-subtitle');
    const controlsTop = Math.min(
      rect('.wt-BannerCarousel-rotation').top,
      rect('.wt-BannerCarousel-dots').top,
    );
    await expect(subtitle.height).toBeGreaterThan(0);
    await expect(subtitle.bottom).toBeLessThanOrEqual(controlsTop - 4);
    await expect(title.top).toBeGreaterThanOrEqual(rect('.wt-BannerCarousel-slide').top);
  },
};

/** A dot jumps to its slide: the track scrolls there and the dot becomes current. */
export const DotNavigation: Story = {
  decorators: [desktop],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
    const track = canvas
      .getByRole('region', { name: 'Highlights' })
      .querySelector<HTMLElement>('.wt-BannerCarousel-track');
    await waitFor(() => expect(track?.scrollLeft).toBe(2 * (track?.clientWidth ?? 0)), {
      timeout: 3000,
    });
  },
};

/**
 * Keyboard: the rotation control comes first in tab order; keyboard focus entering the
 * carousel stops rotation, the control then offers to start it again.
 */
export const Keyboard: Story = {
  decorators: [desktop],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const rotation = canvas.getByRole('button', { name: 'Start slide rotation' });
    await expect(rotation).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Stop slide rotation' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Welcome to the product' })).toHaveFocus();
  },
};

/** Rotation switched off from the start (as prefers-reduced-motion does). */
export const RotationStopped: Story = {
  decorators: [desktop],
  args: { defaultRotating: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    const track = canvas
      .getByRole('region', { name: 'Highlights' })
      .querySelector<HTMLElement>('.wt-BannerCarousel-track');
    await expect(track).toHaveAttribute('aria-live', 'polite');
  },
};

/** A slide whose image fails shows the local Image Not Found placeholder. */
export const BrokenImage: Story = {
  decorators: [desktop],
  args: {
    slides: homeBannerSlides.map((slide, i) =>
      i === 0 ? { ...slide, image: BROKEN_IMAGE } : slide,
    ),
    defaultRotating: false,
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Image Not Found')).toBeVisible());
  },
};
