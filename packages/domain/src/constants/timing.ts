/** How long messages stay and how long before redirects. */

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
