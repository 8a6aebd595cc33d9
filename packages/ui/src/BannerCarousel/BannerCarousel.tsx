import { type BannerSlide, CAROUSEL_ASPECT_RATIO } from '@wtkit/domain';
import { Button, Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { Image } from '../Image/Image.js';
import { cx } from '../internal/cx.js';
import { homeStrings } from '../strings/catalogue/home.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import { type UseBannerCarouselOptions, useBannerCarousel } from './useBannerCarousel.js';
import '../foundation.css';
import './BannerCarousel.css';

/** The catalogue's areas this module reads. */
const STRINGS = { home: homeStrings };

export interface BannerCarouselSlide extends BannerSlide {
  /** Image URL; a broken image shows the local "Image Not Found" placeholder. */
  image: string;
  /**
   * Text alternative of the image. Image-only slides (empty title) need it: it becomes the
   * slide link's accessible name, as the title does on the other slides.
   */
  imageAlt?: string;
}

export interface BannerCarouselProps extends Omit<UseBannerCarouselOptions, 'slideCount'> {
  slides: readonly BannerCarouselSlide[];
  /** Accessible name of the carousel region (without the word "carousel", which is announced). */
  label?: string;
  className?: string;
}

/**
 * The home page's full-width banner: snapping slides of ratio 2.7:1 that rotate
 * every 6000 ms, dots to jump, and the WAI-ARIA carousel pattern's rotation control, pausing
 * and announcements. Behaviour lives in `useBannerCarousel`.
 */
export function BannerCarousel({ slides, label, className, ...options }: BannerCarouselProps) {
  const s = useStringAreas(STRINGS);
  const carousel = useBannerCarousel({ ...options, slideCount: slides.length });
  const { index, isRotating } = carousel;

  return (
    <section
      className={cx('wt-base wt-BannerCarousel', className)}
      aria-roledescription="carousel"
      aria-label={label ?? s.home.highlights}
      data-rotating={isRotating || undefined}
      {...carousel.regionProps}
    >
      <Button
        className="wt-BannerCarousel-rotation wt-focus-ring"
        aria-label={isRotating ? s.home.stopRotation : s.home.startRotation}
        onPress={carousel.toggleRotation}
      >
        <Icon name={isRotating ? 'pause' : 'play'} />
      </Button>
      <div
        ref={carousel.trackRef}
        className="wt-BannerCarousel-track"
        style={{ aspectRatio: CAROUSEL_ASPECT_RATIO }}
        aria-live={carousel.isAdvancing ? 'off' : 'polite'}
        {...carousel.trackProps}
      >
        {slides.map((slide, position) => {
          const name =
            slide.title ||
            slide.imageAlt ||
            formatString(s.home.slideOf, { position: position + 1, count: slides.length });
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              // Slides are static for the lifetime of the carousel: the position is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list
              key={position}
              role="group"
              aria-roledescription="slide"
              aria-label={formatString(s.home.slideOf, {
                position: position + 1,
                count: slides.length,
              })}
              className="wt-BannerCarousel-slide"
              data-active={position === index || undefined}
              data-gradient={slide.noGradient ? undefined : ''}
            >
              <Image
                src={slide.image}
                alt=""
                className="wt-BannerCarousel-image"
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : undefined}
              />
              {/* The link stretches over the whole slide; its name is the title. */}
              <Link
                href={slide.link}
                aria-label={slide.title ? undefined : name}
                className="wt-BannerCarousel-link wt-focus-ring"
              >
                {slide.title ? (
                  <span className="wt-BannerCarousel-title">{slide.title}</span>
                ) : null}
              </Link>
              {slide.subtitle ? (
                <span className="wt-BannerCarousel-subtitle">{slide.subtitle}</span>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="wt-BannerCarousel-dots">
        {slides.map((_, position) => (
          <Button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per fixed slide
            key={position}
            className="wt-BannerCarousel-dot wt-focus-ring"
            aria-label={formatString(s.home.goToSlide, { position: position + 1 })}
            aria-current={position === index ? 'true' : undefined}
            data-active={position === index || undefined}
            onPress={() => carousel.goTo(position)}
          />
        ))}
      </div>
    </section>
  );
}
