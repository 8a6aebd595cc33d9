/**
 * Labels of the storefront's screens: headings, buttons, links and captions, word for word from
 * the specification (000 §1–§4, 001 §2–§5). MESSAGES holds what the shop says about an outcome;
 * LABELS holds what its controls and sections are called. Texts marked "beyond the spec" are
 * this package's own, for things the documents describe without wording. Texts with a
 * placeholder are functions.
 */
export const LABELS = {
  /** Home page (000 §2). */
  home: {
    goToSlide: (position: number) => `Go to slide ${position}`,
    mostOrdered: 'Most ordered',
    waterQualityHeading: "Test Your Home's Water Quality",
    checkTds: 'Check TDS',
    /** The unit of the TDS result. */
    ppm: 'ppm',
    /** Beyond the spec: the checker's loading text and result caption. */
    checking: 'Checking...',
    tdsResult: 'Total dissolved solids',
    sellingPointsHeading: 'Your water is our Passion',
    sellingPoints: [
      'Fast & Reliable Delivery',
      'Guaranteed Protection',
      'Easy Installation',
      'Trusted Water Care',
      'Quick Support',
    ],
    healthyLivingHeading: 'Healthy Living Starts with Clean Water',
    /** Beyond the spec: the ZIP input's label. */
    zipCode: 'ZIP Code',
    /** Beyond the spec: the WAI-ARIA carousel pattern's rotation control and slide names. */
    stopRotation: 'Stop slide rotation',
    startRotation: 'Start slide rotation',
    slideOf: (position: number, count: number) => `${position} of ${count}`,
    /** Beyond the spec: the Most ordered carousel's scroll buttons. */
    scrollLeft: 'Scroll left',
    scrollRight: 'Scroll right',
  },

  /** Header, drawer and footer (000 §1, §2). */
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
    /** Beyond the spec: accessible names of icon-only controls. */
    search: 'Search',
    back: 'Back',
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
    admin: 'Admin',
    cartWithCount: (count: number) => `Shopping Cart, ${count} item${count === 1 ? '' : 's'}`,
    /** Beyond the spec: floating admin actions. */
    addProduct: 'Add product',
    editProducts: 'Edit products',
    deleteProducts: 'Delete products',
    /** Beyond the spec: the delete mode's confirm button. */
    deleteSelected: (count: number) => `Delete selected (${count})`,
    termsAndConditions: 'Terms and Conditions',
    privacyPolicy: 'Privacy Policy',
    warranty: 'Warranty',
    copyright: (year: number) => `© ${year}`,
    footer: 'Footer',
    notifications: 'Notifications',
    dismiss: 'Dismiss',
    contact: 'Contact',
    legal: 'Legal',
    follow: 'Follow us',
    /** Beyond the spec: accessible name of a link that opens in a new tab (social links). */
    opensInNewTab: (label: string) => `${label} (opens in a new tab)`,
  },

  /** Sign in and sign up (000 §2). */
  auth: {
    signIn: 'Sign in',
    noAccount: "I don't have an account?",
    forgotPassword: 'Forgot your password?',
    /** Beyond the spec (issue 6): the password reset by code behind Forgot your password?. */
    resetTitle: 'Reset your password',
    sendResetCode: 'Send code',
    resetCode: 'Code',
    newPassword: 'New password',
    resetPassword: 'Reset password',
    haveAccount: 'I already have an account',
    /** Beyond the spec: field labels. */
    credential: 'E-mail or phone number',
    password: 'Password',
    name: 'Name',
    signUp: 'Sign up',
    privacyPolicy: 'privacy policy',
    /** Beyond the spec: the two consents of 000 §2 (messages with STOP opt-out; the terms). */
    messagesConsent:
      'I agree to receive SMS and e-mail messages about my orders and filter reminders. Message and data rates may apply. Reply STOP to opt out at any time.',
    privacyNotice: 'How we use your contact details: see our',
    termsConsent: 'I accept the Terms and Conditions.',
    googleDivider: 'or',
  },

  /** Product detail and listings (000 §2). */
  product: {
    addToCart: 'Add to Cart',
    buyItNow: 'Buy it Now',
    iHaveThisProduct: 'I have this product',
    relatedProducts: 'Related Products',
    /** Beyond the spec (issue 6): the wishlist toggle, the share button and its confirmation. */
    wishlist: 'Wishlist',
    share: 'Share',
    linkCopied: 'Link copied to the clipboard.',
    paymentMethods: 'Accepted cards: Visa, Mastercard, American Express, Discover',
    securityNote:
      'Secure checkout: card payments are handled by our payment provider, and your card details are never stored on our servers.',
    quantity: 'Quantity',
    /** Beyond the spec: the add-to-cart button's busy text for assistive technology. */
    adding: 'Adding to cart...',
    /** Beyond the spec: accessible names of the gallery's controls. */
    previousImage: 'Previous image',
    nextImage: 'Next image',
    showImage: (position: number, count: number) => `Show image ${position} of ${count}`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    closeZoom: 'Close zoom',
    images: (name: string) => `${name} images`,
    imageOf: (name: string, position: number, count: number) =>
      `${name}, image ${position} of ${count}`,
  },

  /** Create/Edit Product (000 §2). */
  productForm: {
    createTitle: 'Create Product',
    editTitle: 'Edit Product',
    createButton: 'Create Product',
    saveButton: 'Save Changes',
    /** Beyond the spec: field labels (000 §3 lists the fields). */
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
    uploading: (percent: number) => `Uploading ${percent}%`,
    replaceMonths: (quick: number | null, slow: number | null) =>
      `Quick ${quick ?? '—'} / slow ${slow ?? '—'} months`,
    yes: 'Yes',
    no: 'No',
  },

  /** Category and product listings' titles (000 §2). */
  listings: {
    allProducts: 'All Products',
    commercial: 'Commercial',
    residential: 'Residential',
    testKits: 'Test kits',
  },

  /** Account menu (000 §2). */
  accountMenu: {
    shippingDetails: 'Shipping Details',
    coupons: 'Coupons',
    /** Beyond the spec (issue 6): the Coupons button's panel, since the documents give no action. */
    noCoupons: 'No coupons available yet.',
  },

  /** Cart (000 §2). */
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
    /** Beyond the spec: the remove button's accessible name. */
    remove: (name: string) => `Remove ${name}`,
    /** Beyond the spec: texts of the please-log-in and loading states. */
    loginPrompt: 'Please log in to see your cart.',
    loading: 'Loading cart...',
    unitPrice: 'Price',
    lineTotal: 'Line total',
  },

  /** Checkout (001 §2, §4). */
  checkout: {
    payNow: 'Pay Now',
    checkoutError: 'Checkout Error',
    backToCart: 'Back to Cart',
    addSystem: 'Add System to My Products',
    noThanks: "No Thanks, I'll Do It Later",
    /** Beyond the spec: headings and captions of the screen. */
    title: 'Checkout',
    payment: 'Payment',
    paying: 'Processing payment...',
    loading: 'Loading checkout...',
    grandTotal: 'Total',
    itemCount: (count: number) => `${count} item${count === 1 ? '' : 's'}`,
    quantity: (count: number) => `Qty ${count}`,
    shipTo: 'Shipping to',
    updateShipping: 'Update your shipping details',
    /** Beyond the spec: the thank-you dialog's title and its text (001 §2 gives the content). */
    thankYouTitle: 'Thank you for your order!',
    thankYouText:
      'Add this system to My Products to turn on system tracking and SMS or e-mail filter reminders based on the water quality of your ZIP code. You give your consent and accept the terms when you add it, and you can cancel tracking at any time.',
    /** Beyond the spec: the built-in test provider's card form (no Stripe key). */
    testMode: 'Test mode: no real card is charged.',
    testCardsHeading: 'Test cards',
    testCardsNote: 'Use any future expiry date and any 3-digit CVC.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
  },

  /** Order cards (000 §4, 001 §2). */
  orders: {
    markAsDelivered: 'Mark as Delivered',
    /** Beyond the spec: captions of the card. */
    order: (id: string) => `Order ${id}`,
    total: 'Total',
    placed: 'Placed',
    delivered: 'Delivered',
    items: (count: number) => `Items (${count})`,
    quantity: 'Qty',
    /**
     * Beyond the spec: the badge's text for the lower-case statuses of orders not shipped yet,
     * capitalised like Shipped and Delivered.
     */
    statusPending: 'Pending',
    statusPaid: 'Paid',
    /** Beyond the spec: the order history's heading (001 §2 calls the screen My Orders). */
    myOrders: 'My Orders',
    loading: 'Loading orders...',
  },

  /** Filter tracker (001 §2). */
  dashboard: {
    findAndAdd: 'Find and Add a Filter',
    addToTracker: 'Add to Tracker',
    pendingInstallations: 'Pending Installations',
    installAndTrack: 'Install & Track',
    myTrackedFilters: 'My Tracked Filters',
    reset: 'Reset',
    delete: 'Delete',
    /** Beyond the spec: captions of a tracked filter. */
    installed: 'Installed',
    installedOn: (date: string) => `Installed ${date}`,
    parts: 'Parts',
    resetPart: (part: string) => `Reset ${part}`,
    deleteTracked: (name: string) => `Delete ${name}`,
    /** Beyond the spec: the tracked filters' loading text. */
    loading: 'Loading your filters...',
  },

  /** Add Product Information dialog (001 §2, §3). */
  tracker: {
    title: 'Add Product Information',
    cancel: 'Cancel',
    save: 'Save Information',
    /** Beyond the spec: field labels for the fields 001 §2 lists. */
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

  /** Beyond the spec: the page for an address the shop does not have. */
  notFound: {
    title: 'Page not found',
    home: 'Home',
  },

  /** Settings, shipping, verification, contact (001 §2). */
  account: {
    settingsTitle: 'Household & Water Profile',
    saveSettings: 'Save Settings',
    saveShipping: 'Save Shipping Details',
    /** The shipping page's own heading: 001 §2's repeated 'Household & Water Profile' is a defect. */
    shippingTitle: 'Shipping Details',
    sendVerificationEmail: 'Send Verification Email',
    verify: 'Verify',
    verifyEmailTitle: 'Verify Your Email',
    verifyPhoneTitle: 'Verify Your Phone',
    returnToSettings: 'Return to Settings',
    send: 'Send',
    /** Beyond the spec: the contact form's field labels. */
    contactName: 'Name',
    contactEmail: 'E-mail',
    contactSubject: 'Subject',
    contactMessage: 'Message',
    /** Beyond the spec: field labels. */
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
} as const;

export type Labels = typeof LABELS;
