import {
  GPG_TO_PPM,
  IMAGE_URLS_MAX_COUNT,
  PARTS_MAX_COUNT,
  PASSWORD_MIN_LENGTH,
  PRICE_MAX_DOLLARS,
  QUANTITY_GUARD_MAX,
  QUANTITY_MIN,
  REPLACE_MONTHS_MAX,
  STOCK_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  VERIFICATION_CODE_LENGTH,
} from './constants.js';

/**
 * Every user-facing text of the storefront. Most are the shop's established wording, kept word
 * for word (`messages.test.ts` lists them). Texts marked "beyond the spec" are this package's
 * own, for rules the shop had without a message. Texts with a placeholder are functions.
 */
export const MESSAGES = {
  /** Sign in, sign up, Google login. */
  auth: {
    fillRequired: 'Please fill in all required fields.',
    agreeToTerms: 'You must agree to the terms and tracking conditions.',
    signUpFailed: 'An error occurred during sign up.',
    googleLoginFailed: 'Google Login process failed. Please try again.',
    googleHttpError: (status: number | string) => `HTTP error! status: ${status}`,
    googleBackendFailed: 'Failed to authenticate with backend',
    googleMissingData: 'Backend response was successful but did not contain expected data.',
    verifying: 'Verifying...',
    /** Beyond the spec: sign-up contact that is neither an e-mail nor a phone shape. */
    invalidContact: 'Enter a valid e-mail address or phone number.',
    /** Beyond the spec. */
    passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    /** Beyond the spec: register payload with neither email nor phoneNumber. */
    contactRequired: 'Provide an e-mail address or a phone number.',
    /** Beyond the spec. */
    invalidEmail: 'Enter a valid e-mail address.',
    /** Beyond the spec. */
    invalidPhoneNumber: 'Enter a valid phone number.',
  },

  /** Session and permission errors shared by several screens. */
  session: {
    expired: 'Session expired. Please log in again.',
    expiredOrInvalid: 'Session expired or invalid. Please log in again.',
    /** Beyond the spec: a call that needs a session was made without one. */
    loginToContinue: 'Please log in to continue.',
    authenticationError: 'Authentication error. Please log in again.',
    accessDenied: 'Access denied. Admin privileges required.',
    emailNotVerified: 'Your email is not verified. click here to verify.',
  },

  /** Home page. */
  home: {
    loadingFeatured: 'Loading featured products...',
    noFeatured: 'No featured products available.',
    featuredLoadFailed: 'Failed to load featured products.',
  },

  /** ZIP-based water quality checker. */
  tds: {
    /** Shown instead of a result when the lookup fails. */
    unavailable: '---',
    /** Beyond the spec: rating label for 0, negative or non-numeric readings. */
    noReading: 'No reading',
  },

  /** Listings and product detail. */
  products: {
    loadingProduct: 'Loading Product...',
    /** Beyond the spec: the All Products no-products-found state had no text. */
    noProductsFound: 'No products found.',
    /** Beyond the spec: the same state after a search names what was searched for. */
    noProductsFoundFor: (query: string) => `No products found for "${query}".`,
    /** Beyond the spec: a listing that could not load says so rather than "No products found.". */
    listFailed: 'The products could not be loaded.',
    imageNotFound: 'Image Not Found',
  },

  /** Add to cart and the cart page. */
  cart: {
    addedToCart: 'Item added to cart!',
    loginToAdd: 'You must be logged in to add items.',
    productDataMissing: 'Product data is missing.',
    addFailed: 'Failed to add item',
    loadFailed: 'Failed to load cart. Please try again.',
    updateQuantityFailed: 'Failed to update quantity.',
    removeFailed: 'Failed to remove item.',
    itemProductMissing: 'Error: Product data missing for an item.',
    empty: 'Your Cart is Empty',
    /** Beyond the spec. */
    quantityMin: `Quantity must be a whole number of at least ${QUANTITY_MIN}.`,
    /** Beyond the spec: the server's guard. */
    quantityMax: `Quantity must be at most ${QUANTITY_GUARD_MAX}.`,
  },

  /** Product image upload. */
  upload: {
    failedAlert: 'Upload failed.',
    failedBadge: 'Image upload failed, retry logging in.',
    success: 'Image uploaded successfully!',
    /** Beyond the spec: uploads accept image files only. */
    imagesOnly: 'Only image files can be uploaded.',
  },

  /** Admin received orders. */
  receivedOrders: {
    loadFailed: 'Failed to load orders.',
    empty: 'No orders have been received yet.',
    /** Beyond the spec: a tracking number with other characters than the carriers use. */
    trackingNumberInvalid: 'Use letters, digits, spaces and dashes only.',
  },

  /** My Orders. */
  orderHistory: {
    loadFailed: 'Failed to load orders.',
    empty: "You haven't made any orders yet.",
  },

  /** Checkout. */
  checkout: {
    cartEmpty: 'Your cart is empty.',
    noItems: 'There are no items to order.',
    shippingAddressMissing: 'Shipping address is missing. Please update it in your profile.',
    loadFailed: 'Failed to load checkout details.',
    finalizeFailed: 'Failed to finalize order.',
    unexpectedError: 'An unexpected error occurred.',
    success: 'Order Placed Successfully! Thank you! Redirecting to your order history...',
    /** Beyond the spec: the test provider's card form (no Stripe key). */
    cardNumberRequired: 'Card number is required.',
    cardNumberInvalid: 'Enter the 13 to 19 digits of the card number.',
    expiryRequired: 'Expiry date is required.',
    expiryInvalid: 'Enter the expiry date as MM/YY.',
    cvcRequired: 'CVC is required.',
    cvcInvalid: 'Enter the 3 or 4 digits of the CVC.',
    /** Beyond the spec: Stripe.js could not be loaded (offline, blocked). */
    providerUnavailable: 'The payment form could not be loaded. Please try again later.',
  },

  /** Filter tracker dashboard. */
  dashboard: {
    loadError: (message: string) => `Error fetching data: ${message}`,
    saveError: (message: string) => `Error saving item: ${message}`,
    deleteError: (message: string) => `Error deleting tracked product: ${message}`,
    resetError: (message: string) => `Error resetting part: ${message}`,
    noDescription: 'No description available.',
    noTrackedFilters: 'No filters are being tracked yet. Use the search bar above to find one.',
    noTrackableParts: 'No trackable parts for this item.',
    confirmStopTracking: 'Are you sure you want to stop tracking this item?',
    loginRequired: 'Please log in to view your dashboard.',
    fromOrderOn: (date: string) => `From order on ${date}`,
  },

  /** Add Product Information dialog. */
  tracker: {
    nameRequired: 'Tracker Name is required.',
    zipRequired: 'ZIP Code is required.',
    emailRequired: 'Email is required for this contact method.',
    phoneRequired: 'Phone number is required for this contact method.',
    tdsRequired: 'TDS value is required if not using estimate.',
    hardnessRequired: 'Hardness value is required if not using estimate.',
    peopleRequired: 'Number of people must be greater than 0.',
    /** The save handler's alert for a blank name. */
    nameRequiredAlert: 'A tracker name is required.',
    /** The hardness note under the field (its wording is ours). */
    hardnessNote: `1 gpg = ${GPG_TO_PPM} ppm`,
  },

  /** Household & Water Profile. */
  settings: {
    loadError: (message: string) => `Error loading settings: ${message}`,
    saveError: (message: string) => `Error saving settings: ${message}`,
    success: 'Settings updated successfully!',
    /** Beyond the spec: the signed-out state, modelled on the dashboard's. */
    loginRequired: 'Please log in to view your settings.',
    /** Beyond the spec: the rule (people required) had no message. */
    peopleRequired: 'Number of people is required.',
    /** Beyond the spec. */
    peopleMin: 'Number of people must be a whole number of at least 1.',
    /** Beyond the spec. */
    petsRequired: 'Number of pets is required.',
    /** Beyond the spec. */
    petsMin: 'Number of pets must be a whole number of 0 or more.',
    /** Beyond the spec. */
    waterTypeRequired: 'Choose a water type.',
    /** Beyond the spec. */
    showerTimeRequired: 'Shower time is required.',
  },

  /** Shipping details. */
  shipping: {
    loadError: (message: string) => `Error loading Shipping Details: ${message}`,
    saveError: (message: string) => `Error saving Shipping Details: ${message}`,
    success: 'Shipping Details updated successfully!',
    loginFirst: 'Please log in first.',
    /** Beyond the spec. */
    streetRequired: 'Street is required.',
    /** Beyond the spec. */
    cityRequired: 'City is required.',
    /** Beyond the spec. */
    stateRequired: 'State is required.',
  },

  /** Verification pages. */
  verification: {
    loginRequired: 'You must be logged in to request a verification email.',
    sendFailed: 'An error occurred. Please try again.',
    codeSent: 'Verification code sent successfully!',
    noType: 'No verification type specified. Please start the process again.',
    verifyFailed: 'An error occurred.',
    success: 'Verification successful! Redirecting...',
    invalidCode: `Please enter a valid ${VERIFICATION_CODE_LENGTH}-digit code.`,
    /** Beyond the spec: the code page signed out (only the sending page had a text). */
    loginToVerify: 'You must be logged in to enter a verification code.',
  },

  /** ZIP inputs ('ZIP Code is required.'; the format messages are beyond the spec). */
  zip: {
    required: 'ZIP Code is required.',
    /** Beyond the spec. */
    invalidFiveDigit: 'ZIP Code must be 5 digits.',
    /** Beyond the spec. */
    invalidUs: 'Enter a valid US ZIP Code, such as 12345 or 12345-6789.',
  },

  /** Beyond the spec: an address the shop has no page for. */
  notFound: {
    text: 'This page does not exist. Check the address, or start again from the home page.',
  },

  /** Header and dashboard search. */
  search: {
    /** Beyond the spec. */
    empty: 'Enter something to search for.',
  },

  /** Create/Edit Product form; every text beyond the spec. */
  productForm: {
    nameRequired: 'Product name is required.',
    skuRequired: 'SKU is required.',
    priceRequired: 'Price is required.',
    priceInvalid: 'Price must be a number, such as 19.99.',
    priceNegative: 'Price cannot be negative.',
    priceDecimals: 'Price can have at most 2 decimals.',
    priceTooHigh: `Price must be at most ${PRICE_MAX_DOLLARS}.`,
    stockRequired: 'Stock is required.',
    stockInvalid: 'Stock must be a whole number of 0 or more.',
    stockTooHigh: `Stock must be at most ${STOCK_MAX}.`,
    descriptionRequired: 'Description is required.',
    replaceMonthsInvalid: `Replace months must be a whole number from 1 to ${REPLACE_MONTHS_MAX}.`,
    tagTooLong: `Each tag must be at most ${TAG_MAX_LENGTH} characters.`,
    tooManyTags: `A product can have at most ${TAGS_MAX_COUNT} tags.`,
    tooManyImages: `A product can have at most ${IMAGE_URLS_MAX_COUNT} extra images.`,
    tooManyParts: `A filter can have at most ${PARTS_MAX_COUNT} parts.`,
    invalidPart: 'Each part must be a product id.',
    emptyImageUrl: 'Image URLs must not be empty.',
    emptyTag: 'Tags must not be empty.',
    partsOnlyForFilters: 'Only filters can have parts.',
    filterTypeOnlyForFilters: 'Only filters can have a filter type.',
    replaceMonthsOnlyForParts: 'Only parts can have replace months.',
    invalidCategory: 'Choose a category.',
    invalidType: 'Choose a product type.',
    invalidFilterType: 'Choose a filter type.',
    invalidImportant: 'Choose no or a rank from 1 to 3.',
    invalidFeatured: 'Choose yes or no.',
  },

  /** Contact page; the form texts are beyond the spec. */
  contactForm: {
    received: 'Success! Message received',
    /** Beyond the spec: the send failed and the server gave no sentence. */
    sendFailed: 'Your message could not be sent. Please try again.',
    nameRequired: 'Name is required.',
    emailRequired: 'Email is required.',
    subjectRequired: 'Subject is required.',
    messageRequired: 'Message is required.',
  },

  /** Part life on the dashboard. */
  partLife: {
    expired: 'Expired',
    notAvailable: 'N/A',
    remaining: (months: number) => `${months} month(s)`,
  },

  /** Generic field texts (beyond the spec). */
  form: {
    tooLong: (max: number) => `Must be at most ${max} characters.`,
    notANumber: 'Must be a number.',
    minZero: 'Must be 0 or more.',
    tooHigh: (max: number) => `Must be at most ${max}.`,
    wholeNumber: 'Must be a whole number.',
    invalidChoice: 'Choose one of the options.',
    /** Request bodies are closed: an unknown field is refused, never ignored. */
    unknownFields: (keys: readonly string[]) =>
      `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`,
    expectedObject: 'The request body must be a JSON object.',
  },
} as const;

export type Messages = typeof MESSAGES;
