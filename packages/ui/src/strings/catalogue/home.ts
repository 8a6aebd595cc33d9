/** BannerCarousel, ProductRail, TdsChecker, SellingPoints. */
export const homeStrings = {
  /** BannerCarousel's accessible name. */
  highlights: 'Highlights',
  goToSlide: 'Go to slide {position}',
  slideOf: '{position} of {count}',
  stopRotation: 'Stop slide rotation',
  startRotation: 'Start slide rotation',
  mostOrdered: 'Most ordered',
  scrollLeft: 'Scroll left',
  scrollRight: 'Scroll right',
  loadingFeatured: 'Loading featured products...',
  noFeatured: 'No featured products available.',
  featuredLoadFailed: 'Failed to load featured products.',
  waterQualityHeading: "Test Your Home's Water Quality",
  zipCode: 'ZIP Code',
  checkTds: 'Check TDS',
  checking: 'Checking...',
  ppm: 'ppm',
  /** Shown instead of a result when the lookup fails. */
  tdsUnavailable: '---',
  /** The rating of a reading, by band of ppm: one text per key of domain's TDS_RATINGS. */
  tdsRatings: {
    excellent: 'Excellent',
    veryGood: 'Very Good',
    good: 'Good',
    fair: 'Fair',
    poor: 'Poor',
    veryPoor: 'Very Poor',
    unacceptable: 'Unacceptable',
  },
  /** The rating of 0, negative or non-numeric readings. */
  noReading: 'No reading',
  sellingPointsHeading: 'Your water is our Passion',
  sellingPoints: [
    'Fast & Reliable Delivery',
    'Guaranteed Protection',
    'Easy Installation',
    'Trusted Water Care',
    'Quick Support',
  ],
  /** The storefront's home page. */
  healthyLivingHeading: 'Healthy Living Starts with Clean Water',
} as const;
