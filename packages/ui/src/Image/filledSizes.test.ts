import { describe, expect, it } from 'vitest';
import { filledShare, filledSizes, IMAGE_CONTAIN_BOX } from './filledSizes.js';
import { IMAGE_SIZES } from './imageSources.js';

/** A photo's widths in one format, `height ÷ width` tall. */
const photoOf = (tall: number) =>
  [480, 960].map((width) => ({
    width,
    height: Math.round(width * tall),
    format: 'avif',
    url: `/files/${width}w.avif`,
  }));

const portrait = photoOf(4 / 3);
const landscape = photoOf(3 / 4);
const square = photoOf(1);

describe('filledShare', () => {
  it('is the share of a contain box a photo fills: 3:4 in a square, three quarters', () => {
    expect(filledShare(portrait, 1)).toBe(0.75);
    expect(filledShare(landscape, 1)).toBe(1);
    expect(filledShare(square, 1)).toBe(1);
    // A 4:3 box: a square photo fills three quarters of its width, a 3:4 one 9/16.
    expect(filledShare(square, 4 / 3)).toBe(0.75);
    expect(filledShare(portrait, 4 / 3)).toBe(0.563);
    expect(filledShare(undefined, 1)).toBe(1);
  });

  it('rounds up, never saying the slot narrower than the photo is drawn', () => {
    // 1000 × 1501: 0.66622… of the box.
    const share = filledShare([{ width: 1000, height: 1501, format: 'jpeg', url: '/p.jpg' }], 1);
    expect(share).toBe(0.667);
    expect(share).toBeGreaterThanOrEqual(1000 / 1501);
  });
});

describe('filledSizes', () => {
  it('scales every entry of the gallery’s sizes for a portrait photo', () => {
    expect(filledSizes(IMAGE_SIZES.gallery, portrait, IMAGE_CONTAIN_BOX.gallery)).toBe(
      '(min-width: 75rem) calc(35.75rem * 0.75), (min-width: 48rem) calc((50vw - 1.75rem) * 0.75), calc((100vw - 2rem) * 0.75)',
    );
  });

  it('leaves the sizes of a landscape or square photo, of no variants and of no box', () => {
    expect(filledSizes(IMAGE_SIZES.gallery, landscape, 1)).toBe(IMAGE_SIZES.gallery);
    expect(filledSizes(IMAGE_SIZES.gallery, square, 1)).toBe(IMAGE_SIZES.gallery);
    expect(filledSizes(IMAGE_SIZES.gallery, undefined, 1)).toBe(IMAGE_SIZES.gallery);
    expect(filledSizes(IMAGE_SIZES.card, portrait, undefined)).toBe(IMAGE_SIZES.card);
  });

  it('keeps a length function whole, commas included, and leaves auto', () => {
    expect(filledSizes('(max-width: 40rem) min(100vw, 30rem), 50vw', portrait, 1)).toBe(
      '(max-width: 40rem) calc(min(100vw, 30rem) * 0.75), calc(50vw * 0.75)',
    );
    expect(filledSizes('auto', portrait, 1)).toBe('auto');
  });
});
