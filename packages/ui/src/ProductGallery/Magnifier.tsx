import { MAGNIFIER_RADIUS_PX } from '@wtkit/domain';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { gallerySizes } from '../Image/filledSizes.js';
import { Image } from '../Image/Image.js';
import { type ImageVariant, largestFallback } from '../Image/imageSources.js';
import { cx } from '../internal/cx.js';
import '../foundation.css';
import './ProductGallery.css';

export interface MagnifierProps {
  src: string | null | undefined;
  /** The photo's variants: a `srcset` for the image, the widest for the lens. */
  variants?: readonly ImageVariant[];
  alt: string;
  /** Lens radius in px (default 80). */
  radius?: number;
  /** Magnification inside the lens. */
  zoom?: number;
  className?: string;
}

interface Lens {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The product image with a hover lens (80 px radius). Mouse only: the lens follows the
 * pointer and Escape dismisses it until the pointer leaves and comes back (WCAG 1.4.13). The
 * gallery's zoom button is the keyboard and single-tap alternative (WCAG 2.5.1).
 */
export function Magnifier({
  src,
  variants,
  alt,
  radius = MAGNIFIER_RADIUS_PX,
  zoom = 2.5,
  className,
}: MagnifierProps) {
  const [lens, setLens] = useState<Lens | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const usable = Boolean(src) && broken !== src;

  useEffect(() => {
    if (!lens) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDismissed(true);
        setLens(null);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [lens]);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || dismissed || !usable) return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({
      x: event.clientX - box.left,
      y: event.clientY - box.top,
      width: box.width,
      height: box.height,
    });
  };

  const size = radius * 2;
  return (
    <div
      ref={frameRef}
      className={cx('wt-base wt-Magnifier', className)}
      onPointerMove={onPointerMove}
      onPointerLeave={() => {
        setLens(null);
        setDismissed(false);
      }}
      data-lens={lens ? '' : undefined}
    >
      {/* The product page's largest paint: its head preloads the same candidates. */}
      <Image
        src={src}
        variants={variants}
        // A photo narrower than the square stage fills part of it: its sizes say that part.
        sizes={gallerySizes(variants)}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        onLoadError={() => setBroken(src ?? null)}
      />
      {lens && src ? (
        <span
          className="wt-Magnifier-lens"
          aria-hidden="true"
          style={{
            width: size,
            height: size,
            left: lens.x - radius,
            top: lens.y - radius,
            // The widest variant, fetched only once the lens is shown.
            backgroundImage: `url("${largestFallback(src, variants)}")`,
            backgroundSize: `${lens.width * zoom}px ${lens.height * zoom}px`,
            backgroundPosition: `${radius - lens.x * zoom}px ${radius - lens.y * zoom}px`,
          }}
        />
      ) : null}
    </div>
  );
}
