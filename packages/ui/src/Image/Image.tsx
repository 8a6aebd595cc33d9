import { useState, version } from 'react';
import { cx } from '../internal/cx.js';
import { productStrings } from '../strings/catalogue/product.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import { type ImageVariant, pictureSources } from './imageSources.js';
import '../foundation.css';
import './Image.css';

/** The catalogue's areas this module reads. */
const STRINGS = { product: productStrings };

// React 18 passes the attribute through only in lower case, React 19 only in camel case.
const FETCH_PRIORITY = version.startsWith('18.') ? 'fetchpriority' : 'fetchPriority';

export interface ImageProps {
  src: string | null | undefined;
  /**
   * The photo's stored widths and formats (the API's `images[].variants`): with them the image is
   * a `<picture>` offering AVIF and WebP, a `srcset` of every width and its intrinsic size.
   */
  variants?: readonly ImageVariant[];
  /** How wide the layout shows the image (`IMAGE_SIZES`): the browser picks the variant from it. */
  sizes?: string;
  /** Text alternative; '' for a decorative image. */
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  /** The browser's fetch priority: `high` for the image that is the page's largest paint. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Called when the image fails and the placeholder is shown. */
  onLoadError?: () => void;
  /** Placeholder without its text, for small images inside labelled controls (thumbnails). */
  compactPlaceholder?: boolean;
}

/**
 * An image that falls back to a local placeholder reading "Image Not Found" when it is missing
 * or fails to load, never to an external placeholder service.
 */
export function Image({
  src,
  variants,
  sizes,
  alt,
  className,
  loading = 'lazy',
  fetchPriority,
  onLoadError,
  compactPlaceholder = false,
}: ImageProps) {
  const s = useStringAreas(STRINGS);
  // Remember which address failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc !== null && failedSrc === src;

  if (!src || failed) {
    return (
      <span
        className={cx('wt-base wt-Image wt-Image-placeholder', className)}
        data-placeholder=""
        {...(alt
          ? { role: 'img', 'aria-label': `${alt}: ${s.product.imageNotFound}` }
          : { 'aria-hidden': true })}
      >
        {compactPlaceholder ? null : <span aria-hidden="true">{s.product.imageNotFound}</span>}
      </span>
    );
  }
  const picture = variants && variants.length > 0 ? pictureSources(src, variants) : null;
  const image = (
    <img
      className={cx('wt-Image', className)}
      src={src}
      srcSet={picture?.srcSet}
      sizes={picture?.srcSet ? sizes : undefined}
      width={picture?.width}
      height={picture?.height}
      alt={alt}
      loading={loading}
      {...(fetchPriority ? { [FETCH_PRIORITY]: fetchPriority } : {})}
      decoding="async"
      onError={() => {
        setFailedSrc(src);
        onLoadError?.();
      }}
    />
  );
  if (!picture || picture.sources.length === 0) return image;
  return (
    <picture className="wt-Image-picture">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
