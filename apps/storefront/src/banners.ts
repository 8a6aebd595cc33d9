import { HOME_BANNER_SLIDES } from '@wtkit/domain';
import { type BannerCarouselSlide, imagePreload } from '@wtkit/ui';

// The slides' texts and links come from the domain; the images are the shop's own, served
// locally by the API (apps/api/assets/banners).
const images = [
  { image: '/images/banners/banner-1-welcome.svg' },
  {
    image: '/images/banners/banner-2-residential.svg',
    imageAlt: 'Residential water filtration systems',
  },
  { image: '/images/banners/banner-3-water-testing.svg' },
  {
    image: '/images/banners/banner-4-commercial.svg',
    imageAlt: 'Commercial water treatment systems',
  },
] as const;

export const homeSlides: BannerCarouselSlide[] = HOME_BANNER_SLIDES.map((slide, index) => ({
  ...slide,
  ...(images[index] ?? { image: '/images/banners/banner-placeholder.svg' }),
}));

/** The banners are the shop's own SVGs: one file at every width. */
export const bannerPreload = (image: string | undefined) =>
  image ? imagePreload({ url: image }, '100vw') : undefined;
