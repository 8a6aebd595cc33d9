import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { Image } from '../Image/Image.js';
import { IMAGE_SIZES, type ImageSource } from '../Image/imageSources.js';
import { cx } from '../internal/cx.js';
import { useControllableState } from '../internal/useControllableState.js';
import { productStrings } from '../strings/catalogue/product.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import { Magnifier } from './Magnifier.js';
import '../foundation.css';
import './ProductGallery.css';

/** The catalogue's areas this module reads. */
const STRINGS = { product: productStrings };

const loadZoom = () => import('./ProductGalleryZoom.js');
const ProductGalleryZoom = lazy(loadZoom);

export interface ProductGalleryProps {
  /** The product's name: the images' text alternative ("{name}, image 2 of 5"). */
  name: string;
  /**
   * Main image first, then the extra images: URLs, or the API's `images` (each with its variants
   * for a `srcset`). Empty entries are skipped.
   */
  images: readonly (string | ImageSource | null | undefined)[];
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * The product detail's images: previous and next, thumbnails from medium widths up
 * ("Show image N of M"), the hover magnifier, and a zoom dialog that keyboard and touch users
 * open with a button and close with Escape. Broken images show the local placeholder.
 */
export function ProductGallery({
  name,
  images: rawImages,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  className,
}: ProductGalleryProps) {
  const s = useStringAreas(STRINGS);
  const images = rawImages.flatMap((image): ImageSource[] => {
    if (typeof image === 'string') return image === '' ? [] : [{ url: image }];
    return image?.url ? [image] : [];
  });
  const count = Math.max(images.length, 1);
  const [index, setIndex] = useControllableState(indexProp, defaultIndex, onIndexChange);
  const current = Math.min(Math.max(index, 0), count - 1);
  const shown = images[current];
  const src = shown?.url ?? null;
  const alt =
    count > 1 ? formatString(s.product.imageOf, { name, position: current + 1, count }) : name;
  const go = (delta: number) => setIndex((current + delta + count) % count);
  const [isZoomOpen, setZoomOpen] = useState(false);
  // Once opened, the zoom dialog stays mounted so it can play its closing transition.
  const [wasZoomOpened, setWasZoomOpened] = useState(false);
  if (isZoomOpen && !wasZoomOpened) setWasZoomOpened(true);
  const prefetchZoom = () => {
    void loadZoom();
  };

  return (
    <section
      className={cx('wt-base wt-ProductGallery', className)}
      aria-label={formatString(s.product.images, { name })}
    >
      <div className="wt-ProductGallery-stage">
        <Magnifier src={src} variants={shown?.variants} alt={alt} />
        {count > 1 ? (
          <>
            <Button
              className="wt-ProductGallery-nav wt-focus-ring"
              data-direction="previous"
              aria-label={s.product.previousImage}
              onPress={() => go(-1)}
            >
              <Icon name="chevron-left" />
            </Button>
            <Button
              className="wt-ProductGallery-nav wt-focus-ring"
              data-direction="next"
              aria-label={s.product.nextImage}
              onPress={() => go(1)}
            >
              <Icon name="chevron-right" />
            </Button>
          </>
        ) : null}
        {src ? (
          <>
            <Button
              className="wt-ProductGallery-zoom wt-focus-ring"
              aria-label={s.product.zoomIn}
              aria-haspopup="dialog"
              aria-expanded={isZoomOpen}
              onHoverStart={prefetchZoom}
              onFocus={prefetchZoom}
              onPress={() => setZoomOpen(true)}
            >
              <Icon name="zoom-in" />
            </Button>
            {wasZoomOpened ? (
              <Suspense fallback={null}>
                <ProductGalleryZoom
                  src={src}
                  variants={shown?.variants}
                  alt={alt}
                  isOpen={isZoomOpen}
                  onOpenChange={setZoomOpen}
                />
              </Suspense>
            ) : null}
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="wt-ProductGallery-thumbs">
          {images.map((thumb, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may appear twice; positions are stable for a product
            <li key={position}>
              <Button
                className="wt-ProductGallery-thumb wt-focus-ring"
                aria-label={formatString(s.product.showImage, { position: position + 1, count })}
                aria-current={position === current ? 'true' : undefined}
                data-active={position === current || undefined}
                onPress={() => setIndex(position)}
              >
                <Image
                  src={thumb.url}
                  variants={thumb.variants}
                  sizes={IMAGE_SIZES.thumbnail}
                  alt=""
                  compactPlaceholder
                />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
