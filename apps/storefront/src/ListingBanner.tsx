import type { BannerCarouselSlide } from '@wtkit/ui';
import { Image } from '@wtkit/ui';
import { Link } from 'react-aria-components';
import './ListingBanner.css';

/** A listing's single banner: the matching home slide, its box reserved at 2.7:1. */
export function ListingBanner({ slide }: { slide: BannerCarouselSlide }) {
  const hasText = slide.title !== '';
  return (
    <Link
      href={slide.link}
      className="sf-listing-banner"
      data-gradient={slide.noGradient ? undefined : ''}
      {...(hasText ? {} : { 'aria-label': slide.imageAlt ?? '' })}
    >
      {/* The banner is the listing's largest paint. */}
      <Image
        src={slide.image}
        alt=""
        loading="eager"
        fetchPriority="high"
        className="sf-listing-banner-image"
      />
      {hasText ? (
        <span className="sf-listing-banner-text">
          <span className="sf-listing-banner-title">{slide.title}</span>
          <span className="sf-listing-banner-subtitle">{slide.subtitle}</span>
        </span>
      ) : null}
    </Link>
  );
}
