/**
 * Field limits shared by server and UI. The specification gave none; these match the API contract
 * (openapi.yaml at the repository root).
 */

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
/** A catalogue search (the listing's `q`): longer ones are refused, not searched or shown. */
export const SEARCH_MAX_LENGTH = 200;
/** Text the search box asks suggestions for (`GET /search/suggestions?q=`); longer text is only searched. */
export const SUGGESTION_QUERY_MAX_LENGTH = 100;
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
/** One side of a search synonym ("reverse osmosis"). */
export const SYNONYM_MAX_LENGTH = 100;
