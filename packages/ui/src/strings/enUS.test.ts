import { IMAGE_URLS_MAX_COUNT, MESSAGES } from '@wtkit/domain';
import { describe, expect, it } from 'vitest';
import { enUS } from './enUS.js';
import { formatString } from './formatString.js';

function allTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(allTexts);
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(allTexts);
  return [];
}

/** Control and section names the specification gives, word for word. */
const SPEC_TEXTS = [
  'Most ordered',
  "Test Your Home's Water Quality",
  'Check TDS',
  'Your water is our Passion',
  'Fast & Reliable Delivery',
  'Guaranteed Protection',
  'Easy Installation',
  'Trusted Water Care',
  'Quick Support',
  'Healthy Living Starts with Clean Water',
  'Home',
  'My Products',
  'Orders',
  'Commercial',
  'Residential',
  'Test Kit',
  'Products',
  'Contact Us',
  'All Products',
  'Test kits',
  'Shipping Details',
  'Coupons',
  'Shopping Cart',
  'Dashboard',
  'Account',
  'Log Out',
  'Choose item to edit:',
  'Choose items to delete:',
  'Sign in',
  "I don't have an account?",
  'Forgot your password?',
  'I already have an account',
  'Add to Cart',
  'Buy it Now',
  'I have this product',
  'Related Products',
  'Create Product',
  'Edit Product',
  'Save Changes',
  'Order Summary',
  'Subtotal',
  'Shipping',
  'Tax',
  'Total',
  'Calculated at checkout',
  'Proceed to Checkout',
  'Go to Login',
  'Try Again',
  'Continue Shopping',
  'Pay Now',
  'Checkout Error',
  'Back to Cart',
  'Add System to My Products',
  "No Thanks, I'll Do It Later",
  'My Orders',
  'Mark as Delivered',
  'Find and Add a Filter',
  'Add to Tracker',
  'Pending Installations',
  'Install & Track',
  'My Tracked Filters',
  'Reset',
  'Delete',
  'Add Product Information',
  'Cancel',
  'Save Information',
  'Household & Water Profile',
  'Save Settings',
  'Save Shipping Details',
  'Send Verification Email',
  'Verify',
  'Verify Your Email',
  'Verify Your Phone',
  'Return to Settings',
  'Send',
];

/**
 * The fixed texts the kit and the storefront show, word for word, by area and key: the
 * storefront's journeys and pages rely on them, so a change of wording is a deliberate edit here.
 */
const EXPECTED = {
  home: {
    mostOrdered: 'Most ordered',
    waterQualityHeading: "Test Your Home's Water Quality",
    checkTds: 'Check TDS',
    ppm: 'ppm',
    checking: 'Checking...',
    sellingPointsHeading: 'Your water is our Passion',
    healthyLivingHeading: 'Healthy Living Starts with Clean Water',
    zipCode: 'ZIP Code',
    stopRotation: 'Stop slide rotation',
    startRotation: 'Start slide rotation',
    scrollLeft: 'Scroll left',
    scrollRight: 'Scroll right',
  },
  layout: {
    home: 'Home',
    myProducts: 'My Products',
    orders: 'Orders',
    commercial: 'Commercial',
    residential: 'Residential',
    testKit: 'Test Kit',
    products: 'Products',
    contactUs: 'Contact Us',
    signIn: 'Sign in',
    shoppingCart: 'Shopping Cart',
    dashboard: 'Dashboard',
    account: 'Account',
    logOut: 'Log Out',
    chooseItemToEdit: 'Choose item to edit:',
    chooseItemsToDelete: 'Choose items to delete:',
    search: 'Search',
    back: 'Back',
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
    admin: 'Admin',
    addProduct: 'Add product',
    editProducts: 'Edit products',
    deleteProducts: 'Delete products',
    termsAndConditions: 'Terms and Conditions',
    privacyPolicy: 'Privacy Policy',
    warranty: 'Warranty',
    notifications: 'Notifications',
    dismiss: 'Dismiss',
    contact: 'Contact',
    legal: 'Legal',
    follow: 'Follow us',
  },
  auth: {
    signIn: 'Sign in',
    noAccount: "I don't have an account?",
    forgotPassword: 'Forgot your password?',
    resetTitle: 'Reset your password',
    sendResetCode: 'Send code',
    resetCode: 'Code',
    newPassword: 'New password',
    resetPassword: 'Reset password',
    haveAccount: 'I already have an account',
    credential: 'E-mail or phone number',
    password: 'Password',
    name: 'Name',
    signUp: 'Sign up',
    privacyPolicy: 'privacy policy',
    messagesConsent:
      'I agree to receive SMS and e-mail messages about my orders and filter reminders. Message and data rates may apply. Reply STOP to opt out at any time.',
    privacyNotice: 'How we use your contact details: see our',
    termsConsent: 'I accept the Terms and Conditions.',
    googleDivider: 'or',
  },
  product: {
    addToCart: 'Add to Cart',
    buyItNow: 'Buy it Now',
    iHaveThisProduct: 'I have this product',
    relatedProducts: 'Related Products',
    wishlist: 'Wishlist',
    share: 'Share',
    linkCopied: 'Link copied to the clipboard.',
    paymentMethods: 'Accepted cards: Visa, Mastercard, American Express, Discover',
    securityNote:
      'Secure checkout: card payments are handled by our payment provider, and your card details are never stored on our servers.',
    quantity: 'Quantity',
    adding: 'Adding to cart...',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    closeZoom: 'Close zoom',
  },
  productForm: {
    createTitle: 'Create Product',
    editTitle: 'Edit Product',
    createButton: 'Create Product',
    saveButton: 'Save Changes',
    name: 'Name',
    sku: 'SKU',
    price: 'Price (USD)',
    stock: 'Stock',
    category: 'Category',
    description: 'Description',
    featured: 'Featured',
    important: 'Important',
    importantNo: 'No',
    tags: 'Tags (separated by /)',
    type: 'Type',
    filterType: 'Filter type',
    parts: 'Parts',
    quickReplaceMonths: 'Quick replace (months)',
    slowReplaceMonths: 'Slow replace (months)',
    additional: 'Style class',
    image: 'Main image',
    chooseImage: 'Choose image',
    yes: 'Yes',
    no: 'No',
  },
  listings: {
    allProducts: 'All Products',
    commercial: 'Commercial',
    residential: 'Residential',
    testKits: 'Test kits',
  },
  accountMenu: {
    shippingDetails: 'Shipping Details',
    coupons: 'Coupons',
    noCoupons: 'No coupons available yet.',
  },
  cart: {
    title: 'Shopping Cart',
    orderSummary: 'Order Summary',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    tax: 'Tax',
    total: 'Total',
    calculatedAtCheckout: 'Calculated at checkout',
    proceedToCheckout: 'Proceed to Checkout',
    goToLogin: 'Go to Login',
    tryAgain: 'Try Again',
    continueShopping: 'Continue Shopping',
    loginPrompt: 'Please log in to see your cart.',
    loading: 'Loading cart...',
    unitPrice: 'Price',
    lineTotal: 'Line total',
  },
  checkout: {
    payNow: 'Pay Now',
    checkoutError: 'Checkout Error',
    backToCart: 'Back to Cart',
    addSystem: 'Add System to My Products',
    noThanks: "No Thanks, I'll Do It Later",
    title: 'Checkout',
    payment: 'Payment',
    paying: 'Processing payment...',
    loading: 'Loading checkout...',
    grandTotal: 'Total',
    updateShipping: 'Update your shipping details',
    thankYouTitle: 'Thank you for your order!',
    thankYouText:
      'Add this system to My Products to turn on system tracking and SMS or e-mail filter reminders based on the water quality of your ZIP code. You give your consent and accept the terms when you add it, and you can cancel tracking at any time.',
    testMode: 'Test mode: no real card is charged.',
    testCardsHeading: 'Test cards',
    testCardsNote: 'Use any future expiry date and any 3-digit CVC.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
  },
  orders: {
    markAsDelivered: 'Mark as Delivered',
    total: 'Total',
    placed: 'Placed',
    delivered: 'Delivered',
    quantity: 'Qty',
    statusPending: 'Pending',
    statusPaid: 'Paid',
    myOrders: 'My Orders',
    loading: 'Loading orders...',
  },
  dashboard: {
    findAndAdd: 'Find and Add a Filter',
    addToTracker: 'Add to Tracker',
    pendingInstallations: 'Pending Installations',
    installAndTrack: 'Install & Track',
    myTrackedFilters: 'My Tracked Filters',
    reset: 'Reset',
    delete: 'Delete',
    parts: 'Parts',
    loading: 'Loading your filters...',
  },
  tracker: {
    title: 'Add Product Information',
    cancel: 'Cancel',
    save: 'Save Information',
    trackerName: 'Tracker name',
    contactMethod: 'Contact method',
    email: 'E-mail',
    sms: 'SMS',
    zip: 'ZIP/postal code',
    waterSource: 'Water source',
    useEstimate: "Use the product's regional water quality estimate",
    tds: 'TDS (ppm)',
    hardness: 'Hardness',
    hardnessUnit: 'Hardness unit',
    people: 'Number of people',
    pets: 'Number of pets',
    pool: 'Supplies a pool',
  },
  notFound: {
    title: 'Page not found',
    home: 'Home',
  },
  account: {
    settingsTitle: 'Household & Water Profile',
    saveSettings: 'Save Settings',
    saveShipping: 'Save Shipping Details',
    shippingTitle: 'Shipping Details',
    sendVerificationEmail: 'Send Verification Email',
    verify: 'Verify',
    verifyEmailTitle: 'Verify Your Email',
    verifyPhoneTitle: 'Verify Your Phone',
    returnToSettings: 'Return to Settings',
    send: 'Send',
    contactName: 'Name',
    contactEmail: 'E-mail',
    contactSubject: 'Subject',
    contactMessage: 'Message',
    zip: 'ZIP',
    peopleNumber: 'Number of people',
    petsNumber: 'Number of pets',
    useApproximation: "Use the product's approximation for TDS and hardness",
    tds: 'TDS (ppm)',
    hardness: 'Hardness (ppm)',
    waterType: 'Water source',
    showerTime: 'Average shower time (minutes)',
    street: 'Street',
    city: 'City',
    state: 'State',
    verificationCode: 'Verification code',
  },
  pages: {
    settingsTitle: 'Settings',
    orderHistoryTitle: 'Order History',
    receivedOrdersTitle: 'Received Orders',
    signInDescription: 'Sign in to your account to order and track your filters.',
    signUpDescription: 'Create an account to order, track your filters and get reminders.',
    privacyPolicyDescription: 'How we collect, use and protect your details.',
    termsDescription:
      'The terms of buying from our shop, of its filter reminders and of using the site.',
    warrantyDescription:
      'What our warranty covers on water treatment systems and parts, and how to claim it.',
    contactUsDescription:
      'Call, write or send us a message about water treatment, your order or your filters.',
  },
};

/** Areas whose keys spell the same fixed texts as domain's messages. */
const sameAsMessages: Array<[keyof typeof enUS, Record<string, unknown>]> = [
  ['cart', MESSAGES.cart],
  ['home', MESSAGES.home],
  ['dashboard', MESSAGES.dashboard],
  ['tracker', MESSAGES.tracker],
  ['partLife', MESSAGES.partLife],
];

describe('the default catalogue keeps the texts the kit and the storefront showed', () => {
  const texts = allTexts(enUS);

  it.each(SPEC_TEXTS)('has the specification text %j word for word', (text) => {
    expect(texts).toContain(text);
  });

  it.each(Object.entries(EXPECTED))('%s: fixed texts are word for word', (area, expected) => {
    const catalogue = enUS[area as keyof typeof enUS] as Record<string, unknown>;
    for (const [key, text] of Object.entries(expected)) {
      expect(catalogue[key], `${area}.${key}`).toBe(text);
    }
  });

  it.each(sameAsMessages)('%s: fixed texts equal their domain messages', (area, source) => {
    const catalogue = enUS[area] as Record<string, unknown>;
    for (const [key, text] of Object.entries(catalogue)) {
      const original = source[key];
      if (typeof text === 'string' && typeof original === 'string') {
        expect(text, `${area}.${key}`).toBe(original);
      }
    }
  });

  it('texts moved from domain messages or renamed keep their words', () => {
    const pairs: Array<[string, string]> = [
      [enUS.layout.emailNotVerified, MESSAGES.session.emailNotVerified],
      [enUS.layout.searchEmpty, MESSAGES.search.empty],
      [enUS.layout.cancel, 'Cancel'],
      [enUS.home.tdsUnavailable, MESSAGES.tds.unavailable],
      [enUS.home.noReading, MESSAGES.tds.noReading],
      [enUS.product.addedToCart, MESSAGES.cart.addedToCart],
      [enUS.product.addFailed, MESSAGES.cart.addFailed],
      [enUS.product.edit, 'Edit Product'],
      [enUS.product.noProductsFound, MESSAGES.products.noProductsFound],
      [enUS.product.imageNotFound, MESSAGES.products.imageNotFound],
      [enUS.productForm.categories.commercial, 'Commercial'],
      [enUS.productForm.categories.residential, 'Residential'],
      [enUS.productForm.categories.testKit, 'Test Kit'],
      [enUS.productForm.imagesOnly, MESSAGES.upload.imagesOnly],
      [enUS.productForm.uploadSuccess, MESSAGES.upload.success],
      [enUS.productForm.uploadFailedBadge, MESSAGES.upload.failedBadge],
      [enUS.productForm.uploadFailedAlert, MESSAGES.upload.failedAlert],
      [enUS.checkout.orderSummary, 'Order Summary'],
      [enUS.checkout.lineTotal, 'Line total'],
      [enUS.orders.name, 'Name'],
      [enUS.orders.email, 'E-mail'],
      [enUS.account.noVerificationType, MESSAGES.verification.noType],
    ];
    for (const [text, original] of pairs) expect(text).toBe(original);
    expect(formatString(enUS.productForm.extraImagesLimit, { max: IMAGE_URLS_MAX_COUNT })).toBe(
      MESSAGES.productForm.tooManyImages,
    );
    expect(Object.values(enUS.home.tdsRatings)).toEqual([
      'Excellent',
      'Very Good',
      'Good',
      'Fair',
      'Poor',
      'Very Poor',
      'Unacceptable',
    ]);
    expect(enUS.home.sellingPoints).toEqual([
      'Fast & Reliable Delivery',
      'Guaranteed Protection',
      'Easy Installation',
      'Trusted Water Care',
      'Quick Support',
    ]);
  });

  it('gives the shipping page its own heading, not the settings one', () => {
    expect(enUS.account.shippingTitle).not.toBe(enUS.account.settingsTitle);
  });

  it('templates give the texts word for word', () => {
    const f = formatString;
    expect(f(enUS.home.goToSlide, { position: 2 })).toBe('Go to slide 2');
    expect(f(enUS.home.slideOf, { position: 2, count: 4 })).toBe('2 of 4');
    expect(f(enUS.layout.deleteSelected, { count: 3 })).toBe('Delete selected (3)');
    expect(f(enUS.layout.copyright, { year: 2025 })).toBe('© 2025');
    expect(f(enUS.layout.opensInNewTab, { label: 'X' })).toBe('X (opens in a new tab)');
    expect(f(enUS.layout.accountOf, { name: 'Dana' })).toBe('Account, Dana');
    expect(f(enUS.layout.cartWithCount.one, { count: 1 })).toBe('Shopping Cart, 1 item');
    expect(f(enUS.layout.cartWithCount.other, { count: 2 })).toBe('Shopping Cart, 2 items');
    expect(f(enUS.checkout.itemCount.one, { count: 1 })).toBe('1 item');
    expect(f(enUS.checkout.itemCount.other, { count: 2 })).toBe('2 items');
    expect(f(enUS.product.showImage, { position: 1, count: 3 })).toBe('Show image 1 of 3');
    expect(f(enUS.product.images, { name: 'RO' })).toBe('RO images');
    expect(f(enUS.product.imageOf, { name: 'RO', position: 1, count: 3 })).toBe('RO, image 1 of 3');
    expect(f(enUS.productForm.uploading, { percent: 40 })).toBe('Uploading 40%');
    expect(f(enUS.productForm.replaceMonths, { quick: 6, slow: '—' })).toBe(
      'Quick 6 / slow — months',
    );
    expect(f(enUS.cart.remove, { name: 'RO' })).toBe('Remove RO');
    expect(f(enUS.cart.quantityOf, { name: 'RO' })).toBe('Quantity, RO');
    expect(f(enUS.checkout.quantity, { count: 2 })).toBe('Qty 2');
    expect(f(enUS.orders.order, { id: 'o1' })).toBe('Order o1');
    expect(f(enUS.orders.items, { count: 2 })).toBe('Items (2)');
    expect(f(enUS.dashboard.installedOn, { date: 'Mar 5, 2026' })).toBe('Installed Mar 5, 2026');
    expect(f(enUS.dashboard.resetPart, { part: 'P' })).toBe('Reset P');
    expect(f(enUS.dashboard.deleteTracked, { name: 'N' })).toBe('Delete N');
    expect(f(enUS.dashboard.fromOrderOn, { date: 'D' })).toBe(MESSAGES.dashboard.fromOrderOn('D'));
    expect(f(enUS.partLife.remaining, { months: 3 })).toBe(MESSAGES.partLife.remaining(3));
  });

  it('explains the thank-you dialog: tracking, reminders, consent and how to cancel', () => {
    for (const part of [
      'tracking',
      'SMS',
      'e-mail',
      'reminders',
      'ZIP',
      'water quality',
      'consent',
      'terms',
      'cancel tracking at any time',
    ]) {
      expect(enUS.checkout.thankYouText).toContain(part);
    }
  });
});
