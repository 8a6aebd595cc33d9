import { IMAGE_SIZES, type ImageVariant } from './imageSources.js';

/**
 * The aspect ratio (width ÷ height) of the fixed boxes a layout draws its photo in with
 * `object-fit: contain`: the product page's square stage (`.wt-Magnifier`). A photo narrower than
 * its box fills only part of the box's width, and its `sizes` say that part.
 */
export const IMAGE_CONTAIN_BOX = { gallery: 1 } as const;

/**
 * The share of a contain box's width a photo fills: min(1, photo aspect ÷ box aspect), from the
 * widest variant's proportions, rounded up to a thousandth so the slot is never said narrower than
 * it is. 1 without variants.
 */
export function filledShare(
  variants: readonly ImageVariant[] | undefined,
  boxAspect: number,
): number {
  const widest = [...(variants ?? [])].sort((a, b) => b.width - a.width)[0];
  if (!widest || widest.height <= 0) return 1;
  const share = widest.width / widest.height / boxAspect;
  return share >= 1 ? 1 : Math.ceil(share * 1000) / 1000;
}

/** A `sizes` entry's length: the trailing function (`calc(…)`, `min(…)`…) or token. */
function splitLength(entry: string): { media: string; length: string } {
  const trimmed = entry.trim();
  let start: number;
  if (trimmed.endsWith(')')) {
    let depth = 0;
    start = trimmed.length - 1;
    for (; start >= 0; start -= 1) {
      if (trimmed[start] === ')') depth += 1;
      else if (trimmed[start] === '(' && --depth === 0) break;
    }
    while (start > 0 && /[a-z-]/i.test(trimmed[start - 1] as string)) start -= 1;
  } else {
    start = trimmed.search(/\S+$/);
  }
  return { media: trimmed.slice(0, start), length: trimmed.slice(start) };
}

/** `length` times `share`, as one `calc()`. */
function scaled(length: string, share: number): string {
  const inner = /^calc\((.*)\)$/s.exec(length)?.[1];
  return inner === undefined ? `calc(${length} * ${share})` : `calc((${inner}) * ${share})`;
}

/** Splits `sizes` at its top-level commas (a `min()` or `clamp()` has commas of its own). */
function entries(sizes: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < sizes.length; at += 1) {
    const char = sizes[at];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(sizes.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(sizes.slice(from));
  return parts;
}

/**
 * The `sizes` of a photo drawn with `object-fit: contain` in a box of `boxAspect`: each entry's
 * width times the share the photo fills (a 3:4 photo in a square box, `calc(… * 0.75)`), so the
 * browser takes the file for the pixels the photo covers, not for the whole box. Unchanged for a
 * photo as wide as its box or wider, without variants, or without a box.
 */
export function filledSizes(
  sizes: string,
  variants: readonly ImageVariant[] | undefined,
  boxAspect: number | undefined,
): string {
  if (boxAspect === undefined || sizes.trim() === 'auto') return sizes;
  const share = filledShare(variants, boxAspect);
  if (share === 1) return sizes;
  return entries(sizes)
    .map((entry) => {
      const { media, length } = splitLength(entry);
      return `${media}${scaled(length, share)}`;
    })
    .join(', ');
}

/**
 * The `sizes` of a product's main photo on its page's square stage: what the gallery's image and
 * the page's preload both say. Apart from `Image`, so pages without the stage (home, listings)
 * do not carry the arithmetic.
 */
export function gallerySizes(variants: readonly ImageVariant[] | undefined): string {
  return filledSizes(IMAGE_SIZES.gallery, variants, IMAGE_CONTAIN_BOX.gallery);
}
