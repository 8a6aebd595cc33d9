export {
  BannerCarousel,
  type BannerCarouselProps,
  type BannerCarouselSlide,
  dotLabel,
  ROTATION_LABELS,
  slideLabel,
} from './BannerCarousel.js';
export {
  type BannerCarousel as BannerCarouselState,
  type UseBannerCarouselOptions,
  useBannerCarousel,
} from './useBannerCarousel.js';
