/** The home page's banner carousel and the fixed header above it. */

export const CAROUSEL_SLIDE_COUNT = 4;
/** Time between automatic slide changes. */
export const CAROUSEL_AUTO_ADVANCE_MS = 6000;
/** Auto-advance resumes this long after the user stops scrolling. */
export const CAROUSEL_RESUME_DELAY_MS = 500;
/** Slides are 2.7 times as wide as they are tall. */
export const CAROUSEL_ASPECT_RATIO = 2.7;
/** Height of the fixed header ("about 110 px"). */
export const HEADER_HEIGHT_PX = 110;
/** The carousel sits below the fixed header with this top margin. */
export const CAROUSEL_TOP_MARGIN_PX = HEADER_HEIGHT_PX;

export interface BannerSlide {
  /** Heading; empty for image-only slides. Also the slide link's accessible label. */
  readonly title: string;
  /** Subtitle; empty for image-only slides. */
  readonly subtitle: string;
  /** Route the slide links to. */
  readonly link: string;
  /** Image-only slides have no text and no dark bottom gradient. */
  readonly noGradient?: boolean;
}

/** The four home banner slides (images are the UI's concern). */
export const HOME_BANNER_SLIDES: readonly BannerSlide[] = [
  {
    title: 'Welcome to the product',
    subtitle: "King's Standard for Pure Hydration.",
    link: '/products',
  },
  { title: '', subtitle: '', link: '/residential', noGradient: true },
  {
    title: 'Ensure Your Water is Safe',
    subtitle: 'Get our Professional Water Testing Kits.',
    link: '/testkit',
  },
  { title: '', subtitle: '', link: '/residential', noGradient: true },
];
