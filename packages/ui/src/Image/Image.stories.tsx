import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BROKEN_IMAGE, photoImage, svgImage } from '../fixtures/images.js';
import { gallerySizes } from './filledSizes.js';
import { Image } from './Image.js';
import { IMAGE_SIZES } from './imageSources.js';

const photo = photoImage('Softener', '#1f6feb', '#0b3d91');

const meta = {
  title: 'Building blocks/Image',
  component: Image,
  args: {
    src: svgImage('Softener', '#1f6feb', '#0b3d91', 400, 300),
    alt: 'Water softener',
    loading: 'eager',
  },
  decorators: [(Story) => <div style={{ width: 320, height: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product picture with its text alternative. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Water softener' })).toBeVisible();
  },
};

/** A picture that fails to load, or none at all, gives way to the placeholder. */
export const Broken: Story = {
  args: { src: BROKEN_IMAGE },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Water softener: Image Not Found' })).toBeVisible(),
    );
  },
};

/**
 * An uploaded photo: a `<picture>` offering its AVIF and WebP widths, a JPEG `srcset`, the card's
 * `sizes` and the photo's own width and height, so its box is reserved before it loads. The
 * picture names the width and format the browser chose for this viewport.
 */
export const Variants: Story = {
  args: { src: photo.url, variants: photo.variants, sizes: IMAGE_SIZES.card, loading: 'lazy' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('picture > img') as HTMLImageElement;
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '720');
    // Chromium shows AVIF: the first source's candidate for the viewport.
    await waitFor(() => expect(decodeURIComponent(image.currentSrc)).toMatch(/Softener \d+w avif/));
  },
};

/** The page's largest image: fetched at once and first (`loading="eager"`, `fetchpriority="high"`). */
export const LargestPaint: Story = {
  args: {
    src: photo.url,
    variants: photo.variants,
    sizes: IMAGE_SIZES.gallery,
    loading: 'eager',
    fetchPriority: 'high',
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('picture > img') as HTMLImageElement;
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Below the fold: `loading="lazy"` (the default), fetched as it nears the viewport. */
export const BelowTheFold: Story = {
  args: { src: photo.url, variants: photo.variants, sizes: IMAGE_SIZES.card, loading: 'lazy' },
  decorators: [
    (Story) => <div style={{ paddingTop: '300vh', width: 320, height: 240 }}>{Story()}</div>,
  ],
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('picture > img') as HTMLImageElement;
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

const upright = photoImage('Tall filter', '#155e75', '#22d3ee', undefined, 4 / 3);

/**
 * An upright (3:4) photo drawn whole in a square box, as the product page's stage draws it
 * (`gallerySizes`): it fills three quarters of the box's width, and its `sizes` say so
 * (`calc(… * 0.75)`), so the browser takes a file three quarters as wide.
 */
export const PortraitInSquareBox: Story = {
  args: {
    src: upright.url,
    variants: upright.variants,
    sizes: gallerySizes(upright.variants),
    alt: 'Tall filter housing',
  },
  // The square stage's rule, here on the story's own class.
  decorators: [
    (Story) => (
      <div style={{ width: 320, height: 320, background: 'var(--wt-color-surface-muted)' }}>
        <style>{'.story-contain { object-fit: contain; }'}</style>
        {Story()}
      </div>
    ),
  ],
  render: (args) => <Image {...args} className="story-contain" />,
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('picture > img') as HTMLImageElement;
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '1280');
    await expect(image.getAttribute('sizes')).toContain('calc((100vw - 2rem) * 0.75)');
    for (const source of canvasElement.querySelectorAll('picture > source'))
      await expect(source.getAttribute('sizes')).toBe(image.getAttribute('sizes'));
  },
};
