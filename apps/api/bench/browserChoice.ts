/**
 * Which of a photo's variants a browser downloads for a `<picture>` the kit's `Image` renders: the
 * first `<source>` format it offers (Chromium shows AVIF), the slot width its `sizes` gives at a
 * viewport, and Chromium's choice among the `srcset` widths for the screen's pixel ratio.
 */

export interface Variant {
  width: number;
  height: number;
  format: string;
  url: string;
}

/** The `<source>` formats `Image` offers, best first (a browser takes the first it can show). */
const SOURCE_FORMATS = ['avif', 'webp'];
const FALLBACK_FORMATS = ['jpeg', 'png'];
const ROOT_FONT_PX = 16;

/**
 * A `sizes` length in CSS px: a number with a unit, or a `calc()` of them with `+`, `-`, `*` and
 * parentheses (the kit writes `calc(100vw - 2rem)` and, for a photo drawn whole in its box,
 * `calc((100vw - 2rem) * 0.75)`).
 */
function lengthPx(length: string, viewportWidth: number): number {
  const tokens = length.replace(/^\s*calc/, '').match(/[\d.]+[a-z]*|[-+*()]/g) ?? [];
  let at = 0;
  const term = (): number => {
    const token = tokens[at++] ?? '';
    if (token === '(') {
      const value = sum();
      at += 1; // ')'
      return value;
    }
    const match = /^([\d.]+)(rem|em|vw|px)?$/.exec(token);
    if (!match) throw new Error(`a sizes length this bench does not read: ${length}`);
    const value = Number(match[1]);
    if (match[2] === 'vw') return (value * viewportWidth) / 100;
    if (match[2] === 'rem' || match[2] === 'em') return value * ROOT_FONT_PX;
    return value;
  };
  const product = (): number => {
    let value = term();
    while (tokens[at] === '*') {
      at += 1;
      value *= term();
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (tokens[at] === '+' || tokens[at] === '-') {
      const sign = tokens[at++];
      value += sign === '-' ? -product() : product();
    }
    return value;
  };
  return sum();
}

/**
 * The slot width `sizes` gives at `viewportWidth` CSS pixels: the first entry whose media
 * condition holds (the kit writes only `(min-width: …)`), else the last entry.
 */
export function slotWidth(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(',')) {
    const conditional = /^\s*\(min-width:\s*([^)]+)\)\s*(.+)$/.exec(entry);
    if (!conditional) return lengthPx(entry, viewportWidth);
    const [, minWidth = '', length = ''] = conditional;
    if (viewportWidth >= lengthPx(minWidth, viewportWidth)) return lengthPx(length, viewportWidth);
  }
  throw new Error(`sizes without a default entry: ${sizes}`);
}

/**
 * Chromium's pick among `w` candidates: the narrowest whose density (width ÷ slot) reaches the
 * pixel ratio, else the widest. (Debian's Chromium was seen to choose so at ratios 1, 1.5, 1.75,
 * 2, 2.625 and 3: no rounding down to a nearer, smaller candidate.)
 */
function chromiumPick(candidates: Variant[], slot: number, pixelRatio: number): Variant {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width / slot >= pixelRatio) ?? sorted.at(-1)) as Variant;
}

/** The variant a Chromium at this viewport and pixel ratio downloads for an `Image` with `sizes`. */
export function chosenVariant(
  variants: readonly Variant[],
  sizes: string,
  viewportWidth: number,
  pixelRatio: number,
): Variant {
  const format =
    SOURCE_FORMATS.find((name) => variants.some((variant) => variant.format === name)) ??
    FALLBACK_FORMATS.find((name) => variants.some((variant) => variant.format === name));
  const candidates = variants.filter((variant) => variant.format === format);
  if (candidates.length === 0) throw new Error('a photo without variants');
  return chromiumPick(candidates, slotWidth(sizes, viewportWidth), pixelRatio);
}
