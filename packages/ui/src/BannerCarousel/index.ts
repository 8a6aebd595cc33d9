export {
  BannerCarousel,
  type BannerCarouselProps,
  type BannerCarouselSlide,
} from './BannerCarousel.js';
export {
  type BannerCarousel as BannerCarouselState,
  type UseBannerCarouselOptions,
  useBannerCarousel,
} from './useBannerCarousel.js';
