/**
 * Business constants and enumerations of the storefront: timings, layout figures, policy limits,
 * the catalogue's and the tracker's choice lists, and field limits. Server and UI read them from
 * here so that a threshold changes in one place.
 */

// ---------------------------------------------------------------------------
// Home banner carousel
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Home page, listings, prices
// ---------------------------------------------------------------------------

/** Horizontal scroll distance of the Most ordered carousel's arrow buttons. */
export const FEATURED_SCROLL_STEP_PX = 1000;
export const PRICE_DECIMALS = 2;
export const CURRENCY = 'USD';
/** The page colour changes while scrolling between these offsets; both ends use the same colour. */
export const PAGE_COLOR_SCROLL_START_PX = 300;
export const PAGE_COLOR_SCROLL_END_PX = 900;
/** Column counts of the listing grid, by growing screen width. */
export const LISTING_GRID_COLUMNS = [2, 3, 4] as const;
export const MAGNIFIER_RADIUS_PX = 80;

// ---------------------------------------------------------------------------
// Cart, messages and redirects
// ---------------------------------------------------------------------------

/** Smallest quantity anywhere; there is no maximum. */
export const QUANTITY_MIN = 1;
/** How long a success message (e.g. Item added to cart!) stays. */
export const SUCCESS_MESSAGE_MS = 3000;
/** How long an add-to-cart error stays before it clears. */
export const ERROR_MESSAGE_MS = 5000;
/** Redirect to /log after "You must be logged in to add items.". */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
/** Redirect to /log after a 401 "Session expired. Please log in again.". */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;
/** Redirect to /log after a 401 on the orders pages. */
export const ORDERS_UNAUTHORIZED_REDIRECT_MS = 2500;
/** Redirect to /orderHistory after an order without a filter item. */
export const ORDER_SUCCESS_REDIRECT_MS = 3000;
/** Redirect after a successful verification. */
export const VERIFICATION_REDIRECT_MS = 2000;
/**
 * Where a successful verification leads. The original shop sent it to /profile, a route that
 * does not exist;
 * the account menu (/account) is where Return to Settings leads too.
 */
export const VERIFICATION_REDIRECT_PATH = '/account';
/** The tracker dialog's product state is cleared this long after it closes. */
export const TRACKER_DIALOG_RESET_MS = 300;
/** Dashboard filter search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;
export const VERIFICATION_CODE_LENGTH = 6;

// ---------------------------------------------------------------------------
// Catalogue enumerations
// ---------------------------------------------------------------------------

export const CATEGORIES = ['commercial', 'residential', 'test kit'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'residential';

/** Route of each category's listing page. */
export const CATEGORY_PATHS: Readonly<Record<Category, string>> = {
  commercial: '/commercial',
  residential: '/residential',
  'test kit': '/testkit',
};

export const PRODUCT_TYPES = ['none', 'part', 'filter'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const FILTER_TYPES = ['none', 'undersink', 'wholehouse'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** Ranks of the important products shown on the home page (null = not important). */
export const IMPORTANT_RANKS = [1, 2, 3] as const;
export type ImportantRank = (typeof IMPORTANT_RANKS)[number];

/** How the product form holds the important rank: 'no' or a rank as text. */
export const IMPORTANT_OPTIONS = ['no', '1', '2', '3'] as const;
export type ImportantOption = (typeof IMPORTANT_OPTIONS)[number];

/** How the product form holds isFeatured. */
export const FEATURED_OPTIONS = ['yes', 'no'] as const;
export type FeaturedOption = (typeof FEATURED_OPTIONS)[number];

// ---------------------------------------------------------------------------
// Users, orders, payment
// ---------------------------------------------------------------------------

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Order statuses in their order of progress: pending → paid → Shipped → Delivered.
 * The capitalisation is the shop's own ('pending' is one of the "other values"); screens
 * treat everything but Shipped and Delivered as pending-like.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'Shipped', 'Delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHOD = 'Stripe';

// ---------------------------------------------------------------------------
// Session, API, footer
// ---------------------------------------------------------------------------

/** Local-storage key of the session token. */
export const TOKEN_STORAGE_KEY = 'token';
export const API_BASE_PATH = '/api/v1';
export const COPYRIGHT_YEAR = 2025;

// ---------------------------------------------------------------------------
// Water quality
// ---------------------------------------------------------------------------

/** Upper bounds (ppm) of the rating bands, lowest first. */
export const TDS_RATING_THRESHOLDS = [50, 150, 250, 350, 500, 1000] as const;

/**
 * The rating of each band, best first, one more than the thresholds: the last is above the
 * highest. These are keys; a UI words them (the kit's catalogue has a text for each).
 */
export const TDS_RATINGS = [
  'excellent',
  'veryGood',
  'good',
  'fair',
  'poor',
  'veryPoor',
  'unacceptable',
] as const;
export type TdsRatingKey = (typeof TDS_RATINGS)[number];

/** Colour bands of a ppm value: the first whose `above` the value exceeds wins. */
export const TDS_TONE_BANDS = [
  { above: 500, tone: 'red' },
  { above: 400, tone: 'light-red' },
  { above: 300, tone: 'amber' },
] as const;

export interface TdsScalingRange {
  /** The range covers raw values up to and including this one. */
  readonly maxRaw: number;
  /** Multiplier applied to raw values in the range. */
  readonly factor: number;
}

/** Range table of the TDS display value; raw values above the last range are unscaled. */
export const TDS_SCALING: readonly TdsScalingRange[] = [
  { maxRaw: 100, factor: 2.5 },
  { maxRaw: 150, factor: 2.12 },
  { maxRaw: 200, factor: 1.73 },
  { maxRaw: 250, factor: 1.42 },
  { maxRaw: 300, factor: 1.12 },
  { maxRaw: 350, factor: 1 },
];

/** 1 gpg (grains per gallon) = 17.1 ppm. */
export const GPG_TO_PPM = 17.1;

export const HARDNESS_UNITS = ['gpg', 'ppm'] as const;
export type HardnessUnit = (typeof HARDNESS_UNITS)[number];
export const DEFAULT_HARDNESS_UNIT: HardnessUnit = 'gpg';

// ---------------------------------------------------------------------------
// Filter tracker and settings
// ---------------------------------------------------------------------------

export const CONTACT_METHODS = ['email', 'sms'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const DEFAULT_CONTACT_METHOD: ContactMethod = 'email';

/** Water source choices of the tracker dialog (lower case there). */
export const TRACKER_WATER_SOURCES = ['municipal', 'well', 'other'] as const;
export type TrackerWaterSource = (typeof TRACKER_WATER_SOURCES)[number];
/** Our choice: the first option, matching the settings default. */
export const DEFAULT_TRACKER_WATER_SOURCE: TrackerWaterSource = 'municipal';

/** Water type choices of the settings page (capitalised there). */
export const WATER_TYPES = ['Municipal', 'Well', 'Other'] as const;
export type WaterType = (typeof WATER_TYPES)[number];
export const DEFAULT_WATER_TYPE: WaterType = 'Municipal';

export const POOL_OPTIONS = ['Yes', 'No'] as const;
export type PoolOption = (typeof POOL_OPTIONS)[number];
export const DEFAULT_POOL_OPTION: PoolOption = 'No';

/** Part life shows red at or below this percentage. */
export const PART_LIFE_RED_PERCENT = 20;
/** Part life shows yellow at or below this percentage (and above the red one). */
export const PART_LIFE_YELLOW_PERCENT = 50;

/** Query values of /enterVerificationCode?type=. */
export const VERIFICATION_TYPES = ['email', 'phone'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

// ---------------------------------------------------------------------------
// Policy limits
// ---------------------------------------------------------------------------

/** Warranty for the original purchaser only. */
export const WARRANTY_YEARS = 1;
/** Returns need an RMA and are accepted within this many days. */
export const RETURN_WINDOW_DAYS = 30;
export const RESTOCKING_FEE_PERCENT = 10;
/** The restocking fee applies to returns after this many days. */
export const RESTOCKING_FEE_AFTER_DAYS = 14;
export const INVOICE_DISPUTE_DAYS = 10;
/** Shipment discrepancies and damage must be reported within this many business days. */
export const DAMAGE_REPORT_BUSINESS_DAYS = 5;
/** A TROKS filter can be replaced in under this many minutes. */
export const FILTER_REPLACE_MINUTES = 3;

// ---------------------------------------------------------------------------
// Field limits shared by server and UI. The specification gave none; these match the API contract
// (openapi.yaml at the repository root).
// ---------------------------------------------------------------------------

/** Person and tracker names. */
export const NAME_MAX_LENGTH = 100;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const SKU_MAX_LENGTH = 64;
export const DESCRIPTION_MAX_LENGTH = 10_000;
/** Long free text such as the contact-form message. */
export const TEXT_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 200;
/** Image URLs (main and extra). */
export const URL_MAX_LENGTH = 2048;
export const IMAGE_URLS_MAX_COUNT = 20;
/** One tag of a product. */
export const TAG_MAX_LENGTH = 60;
export const TAGS_MAX_COUNT = 50;
/** A product id, e.g. in a filter's parts list. */
export const ID_MAX_LENGTH = 64;
export const PARTS_MAX_COUNT = 50;
/** The product's style-class text. */
export const ADDITIONAL_MAX_LENGTH = 500;
/** RFC 5321 limit of an e-mail address. */
export const EMAIL_MAX_LENGTH = 254;
/** Phone number as typed in the tracker dialog's SMS field. */
export const SMS_MAX_LENGTH = 32;
/** Sign-in credential: an e-mail address or a phone number. */
export const CREDENTIAL_MAX_LENGTH = EMAIL_MAX_LENGTH;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const STREET_MAX_LENGTH = 200;
/** The carrier an admin names when shipping an order (e.g. UPS). */
export const CARRIER_MAX_LENGTH = 60;
/** The carrier's tracking number of a shipped order. */
export const TRACKING_NUMBER_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 100;
export const STATE_MAX_LENGTH = 100;
/** ZIP fields (a ZIP+4 has 10 characters); also the tracker dialog's "ZIP/postal code". */
export const ZIP_MAX_LENGTH = 10;

/** Highest product price in dollars. */
export const PRICE_MAX_DOLLARS = 1_000_000;
export const STOCK_MAX = 1_000_000;
/** Highest total one payment can take, in dollars: a cart above it cannot be paid. */
export const ORDER_TOTAL_MAX_DOLLARS = PRICE_MAX_DOLLARS;
/** Longest replacement interval of a part, in months (20 years). */
export const REPLACE_MONTHS_MAX = 240;
/**
 * Largest quantity the server accepts in one line. The shop sets no maximum; this bound
 * only guards the server.
 */
export const QUANTITY_GUARD_MAX = 100_000;
/** Household figures of the settings page and tracker dialog. */
export const PEOPLE_MAX = 100;
export const PETS_MAX = 100;
/** Highest TDS or hardness reading accepted, in ppm (or gpg for hardness). */
export const WATER_READING_MAX = 100_000;
/** Average shower time, minutes (a whole day). */
export const SHOWER_TIME_MAX_MINUTES = 1440;
