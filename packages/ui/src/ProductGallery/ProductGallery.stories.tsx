import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { BROKEN_IMAGE, photoImage, svgImage } from '../fixtures/images.js';
import { phone, phoneGlobals } from '../storybook/widths.js';
import { ProductGallery } from './ProductGallery.js';

const images = [
  svgImage('Front', '#0a5ca8', '#38bdf8', 800, 800),
  svgImage('Side', '#155e75', '#22d3ee', 800, 800),
  svgImage('Parts', '#1e3a8a', '#60a5fa', 800, 800),
];

const meta = {
  title: 'Product/ProductGallery',
  component: ProductGallery,
  args: { name: 'Under-Sink Reverse Osmosis System', images, onIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thumbnails with unique names; previous and next wrap around. */
export const Desktop: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('img', { name: 'Under-Sink Reverse Osmosis System, image 1 of 3' }),
    ).toBeVisible();
    const third = canvas.getByRole('button', { name: 'Show image 3 of 3' });
    await expect(third).toBeVisible();
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(
      canvas.getByRole('img', { name: 'Under-Sink Reverse Osmosis System, image 3 of 3' }),
    ).toBeVisible();
  },
};

/** Phone width: no thumbnails; previous and next remain. */
export const Phone: Story = {
  decorators: [phone],
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Show image 1 of 3' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next image' })).toBeVisible();
  },
};

/** Mouse: the 80 px lens follows the pointer; Escape dismisses it. */
export const HoverMagnifier: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const frame = canvasElement.querySelector<HTMLElement>('.wt-Magnifier');
    if (!frame) throw new Error('no magnifier');
    await userEvent.hover(frame);
    const lens = await waitFor(() => {
      const found = frame.querySelector<HTMLElement>('.wt-Magnifier-lens');
      if (!found) throw new Error('no lens yet');
      return found;
    });
    await expect(lens.getBoundingClientRect().width).toBe(160);
    await userEvent.keyboard('{Escape}');
    await expect(frame.querySelector('.wt-Magnifier-lens')).toBeNull();
  },
};

/** Keyboard: the zoom button opens the enlarged image; Escape closes it. */
export const KeyboardZoom: Story = {
  play: async ({ canvas, userEvent }) => {
    const zoom = canvas.getByRole('button', { name: 'Zoom in' });
    zoom.focus();
    await userEvent.keyboard('{Enter}');
    // The zoom dialog is loaded on first use: wait until it is shown.
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close zoom' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria gives focus back once the dialog has gone (a frame later on a busy machine).
    await waitFor(() => expect(zoom).toHaveFocus());
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next image' })).toBeNull();
    await expect(
      canvas.getByRole('img', { name: 'Under-Sink Reverse Osmosis System' }),
    ).toBeVisible();
  },
};

/** A broken image shows the local placeholder. */
export const BrokenImage: Story = {
  args: { images: [BROKEN_IMAGE, ...images.slice(1)] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', {
        name: 'Under-Sink Reverse Osmosis System, image 1 of 3: Image Not Found',
      }),
    ).toBeVisible();
  },
};

/**
 * Uploaded photos, as the API's `images` give them: the main image a `<picture>` sized for the
 * gallery, the thumbnails for their 4.5rem boxes.
 */
export const Photos: Story = {
  args: {
    images: [photoImage('Front', '#0a5ca8', '#38bdf8'), photoImage('Side', '#155e75', '#22d3ee')],
  },
  play: async ({ canvasElement }) => {
    const [main, ...thumbs] = canvasElement.querySelectorAll<HTMLImageElement>('picture > img');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() =>
      expect(decodeURIComponent(main?.currentSrc ?? '')).toMatch(/Front \d+w avif/),
    );
    await expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) await expect(thumb).toHaveAttribute('loading', 'lazy');
  },
};

/**
 * An upright (3:4) photo: drawn whole in the square stage, it fills three quarters of its width,
 * and the main image's `sizes` say that part, so the browser takes a narrower file. A sideways
 * photo beside it keeps the stage's full width.
 */
export const UprightPhoto: Story = {
  args: {
    images: [
      photoImage('Upright', '#0a5ca8', '#38bdf8', undefined, 4 / 3),
      photoImage('Sideways', '#155e75', '#22d3ee'),
    ],
  },
  play: async ({ canvasElement }) => {
    const main = canvasElement.querySelector<HTMLImageElement>('.wt-Magnifier picture > img');
    await expect(main).toHaveAttribute('height', '1280');
    await expect(main?.getAttribute('sizes')).toContain('* 0.75)');
    const box = main?.getBoundingClientRect();
    await waitFor(() => expect(main?.naturalWidth).toBeGreaterThan(0));
    // Drawn whole: as tall as the square stage, three quarters of its width.
    const drawn = box && main ? (box.height * main.naturalWidth) / main.naturalHeight : 0;
    await expect(Math.abs(drawn - (box?.width ?? 0) * 0.75)).toBeLessThanOrEqual(1);
  },
};
