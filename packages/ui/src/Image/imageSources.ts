/** One stored width and format of a photo, as the API's `images[].variants` carry it. */
export interface ImageVariant {
  width: number;
  height: number;
  format: string;
  url: string;
}

/** A picture as stored: the URL every browser can show, and its variants (none for SVG). */
export interface ImageSource {
  url: string;
  variants?: readonly ImageVariant[];
}

/**
 * What the layouts an image is shown in take of the viewport, for `sizes`: the browser picks the
 * smallest variant that covers it. The page head preloads with the same text, so both choose the
 * same file. The card and gallery widths are their boxes' own (measured in Chromium from 320 to
 * 1600 px) in a page laid out with the kit's tokens: a column of `--wt-content-max-width` (1200px)
 * less `--wt-content-inline-padding` (1rem) each side.
 */
export const IMAGE_SIZES = {
  /**
   * A product card's photo in a `ProductGrid` filling that column: two columns (0.75rem apart)
   * on a phone, three (1rem apart) from a 40rem grid, four (1.5rem apart) from 64rem, less the
   * card's 1px borders.
   */
  card: '(min-width: 75rem) 17rem, (min-width: 66rem) calc(25vw - 1.75rem), (min-width: 42rem) calc(33.34vw - 1.45rem), calc(50vw - 1.5rem)',
  /** The product page's main image: the column on a phone, half of it (1.5rem apart) from 48rem. */
  gallery:
    '(min-width: 75rem) 35.75rem, (min-width: 48rem) calc(50vw - 1.75rem), calc(100vw - 2rem)',
  /** Thumbnails, cart and order lines, pickers. */
  thumbnail: '6rem',
  /** The zoom dialog: twice its viewport's width, scrolled. */
  zoom: '200vw',
} as const;

/** Formats a `<picture>` offers before its fallback, best first. */
const SOURCE_TYPES = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;
const FALLBACK_FORMATS = new Set(['jpeg', 'png']);

const srcSetOf = (variants: readonly ImageVariant[]) =>
  [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

export interface PictureSources {
  /** `<source>` elements, best format first. */
  sources: { type: string; srcSet: string }[];
  /** The fallback format's widths, for the `<img>` itself. */
  srcSet: string | undefined;
  /** The photo's intrinsic size (of the variant `src` names, or the widest fallback). */
  width: number | undefined;
  height: number | undefined;
}

/** The `<source>`s, the `<img>`'s `srcset` and its intrinsic size from a photo's variants. */
export function pictureSources(
  src: string,
  variants: readonly ImageVariant[] = [],
): PictureSources {
  const sources = SOURCE_TYPES.flatMap(({ format, type }) => {
    const ofFormat = variants.filter((variant) => variant.format === format);
    return ofFormat.length > 0 ? [{ type, srcSet: srcSetOf(ofFormat) }] : [];
  });
  const fallbacks = variants.filter((variant) => FALLBACK_FORMATS.has(variant.format));
  const sized =
    variants.find((variant) => variant.url === src) ??
    [...fallbacks].sort((a, b) => b.width - a.width)[0];
  return {
    sources,
    srcSet: fallbacks.length > 0 ? srcSetOf(fallbacks) : undefined,
    width: sized?.width,
    height: sized?.height,
  };
}

/** A `<link rel="preload" as="image">`'s attributes. */
export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  /** Browsers that cannot show this type skip the preload (and fetch what `<picture>` picks). */
  type?: string;
}

/**
 * The preload of an image shown by `Image` with these `sizes`: the same
 * candidates and `sizes` as its first `<source>`, so the browser fetches, early, the very file the
 * picture then uses.
 */
export function imagePreload(image: ImageSource, imageSizes: string): ImagePreload {
  const { sources, srcSet } = pictureSources(image.url, image.variants);
  const first = sources[0];
  if (first) return { href: image.url, imageSrcSet: first.srcSet, imageSizes, type: first.type };
  if (srcSet) return { href: image.url, imageSrcSet: srcSet, imageSizes };
  return { href: image.url };
}

/** The largest variant in the fallback format (for the magnifier's lens and zoom), or `src`. */
export function largestFallback(src: string, variants: readonly ImageVariant[] = []): string {
  const widest = variants
    .filter((variant) => FALLBACK_FORMATS.has(variant.format))
    .sort((a, b) => b.width - a.width)[0];
  return widest?.url ?? src;
}

/**
 * A product's main image: its first `images` entry (the default variant and its variants) when
 * the API sent them, else its `imageUrl` as stored.
 */
export function mainImage(product: {
  imageUrl?: string | null;
  images?: readonly ImageSource[] | null;
}): { src: string | null | undefined; variants: readonly ImageVariant[] | undefined } {
  const first = product.images?.[0];
  if (first && product.imageUrl) return { src: first.url, variants: first.variants };
  return { src: product.imageUrl, variants: undefined };
}
