import { GPG_TO_PPM } from '@wtkit/domain';

/**
 * The kit's default texts, US English: every heading, button, label and state text its
 * components render, and the storefront's own page texts (marked as such), grouped by area.
 * Texts with values have `{placeholders}`, filled by `formatString`; texts that depend on a
 * count have a `one` and an `other` form, chosen with the locale's plural rules. A host replaces
 * any of them through `<WtkitProvider strings>`.
 */
export const enUS = {
  /** SiteHeader, MobileDrawer, NavLinks, SiteFooter, AdminActions, Toasts, SearchField, CartBadge. */
  layout: {
    /** NavLinks' accessible name. */
    mainNavigation: 'Main',
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
    /** The account button's accessible name: the word, then the signed-in user's name. */
    accountOf: 'Account, {name}',
    logOut: 'Log Out',
    search: 'Search',
    /** SearchField's message when submitted empty. */
    searchEmpty: 'Enter something to search for.',
    back: 'Back',
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
    admin: 'Admin',
    cartWithCount: {
      one: 'Shopping Cart, {count} item',
      other: 'Shopping Cart, {count} items',
    },
    addProduct: 'Add product',
    editProducts: 'Edit products',
    deleteProducts: 'Delete products',
    deleteSelected: 'Delete selected ({count})',
    termsAndConditions: 'Terms and Conditions',
    privacyPolicy: 'Privacy Policy',
    warranty: 'Warranty',
    copyright: '© {year}',
    notifications: 'Notifications',
    dismiss: 'Dismiss',
    contact: 'Contact',
    legal: 'Legal',
    follow: 'Follow us',
    opensInNewTab: '{label} (opens in a new tab)',
    /** EmailVerificationBanner. */
    emailNotVerified: 'Your email is not verified. click here to verify.',
    /** The cancel button of confirmation dialogs. */
    cancel: 'Cancel',
    /** The storefront's prompts above its product grid in the admin's edit and delete modes. */
    chooseItemToEdit: 'Choose item to edit:',
    chooseItemsToDelete: 'Choose items to delete:',
  },

  /** BannerCarousel, ProductRail, TdsChecker, SellingPoints. */
  home: {
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
  },

  /** ProductCard, ProductGrid, ProductGallery, Image, AddToCartButton, QuantityStepper. */
  product: {
    addToCart: 'Add to Cart',
    adding: 'Adding to cart...',
    addedToCart: 'Item added to cart!',
    addFailed: 'Failed to add item',
    quantity: 'Quantity',
    edit: 'Edit Product',
    noProductsFound: 'No products found.',
    imageNotFound: 'Image Not Found',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    showImage: 'Show image {position} of {count}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    closeZoom: 'Close zoom',
    images: '{name} images',
    imageOf: '{name}, image {position} of {count}',
    /** The storefront's product page. */
    buyItNow: 'Buy it Now',
    iHaveThisProduct: 'I have this product',
    relatedProducts: 'Related Products',
    wishlist: 'Wishlist',
    share: 'Share',
    linkCopied: 'Link copied to the clipboard.',
    paymentMethods: 'Accepted cards: Visa, Mastercard, American Express, Discover',
    securityNote:
      'Secure checkout: card payments are handled by our payment provider, and your card details are never stored on our servers.',
  },

  /** ProductForm. */
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
    categories: { commercial: 'Commercial', residential: 'Residential', testKit: 'Test Kit' },
    description: 'Description',
    featured: 'Featured',
    important: 'Important',
    importantNo: 'No',
    tags: 'Tags (separated by /)',
    type: 'Type',
    filterType: 'Filter type',
    types: { none: 'None', part: 'Part', filter: 'Filter' },
    filterTypes: { none: 'None', undersink: 'Under-sink', wholehouse: 'Whole-house' },
    parts: 'Parts',
    quickReplaceMonths: 'Quick replace (months)',
    slowReplaceMonths: 'Slow replace (months)',
    additional: 'Style class',
    image: 'Main image',
    chooseImage: 'Choose image',
    uploading: 'Uploading {percent}%',
    /** A part's replace months; `{quick}` and `{slow}` are "—" when unknown. */
    replaceMonths: 'Quick {quick} / slow {slow} months',
    yes: 'Yes',
    no: 'No',
    imagesOnly: 'Only image files can be uploaded.',
    uploadSuccess: 'Image uploaded successfully!',
    uploadFailedBadge: 'Image upload failed, retry logging in.',
    uploadFailedAlert: 'Upload failed.',
    /** The progress bar of one of several uploads: `{image}` is e.g. "Extra image 2". */
    imageUploading: '{image}, uploading {percent}%',
    extraImages: 'Extra images',
    addImages: 'Add images',
    extraImage: 'Extra image {position}',
    extraImagesCount: '{count} of {max} extra images',
    extraImagesLimit: 'A product can have at most {max} extra images.',
    moveEarlier: 'Earlier',
    moveLater: 'Later',
    removeImage: 'Remove',
    moveEarlierLabel: 'Move extra image {position} earlier',
    moveLaterLabel: 'Move extra image {position} later',
    removeImageLabel: 'Remove extra image {position}',
    /** Announced after a move. */
    extraImageMoved: 'Extra image moved from position {from} to {to} of {count}.',
    /** Announced after a removal. */
    extraImageRemoved: 'Extra image {position} removed.',
  },

  /** CartState, CartLine, OrderSummary. */
  cart: {
    loginPrompt: 'Please log in to see your cart.',
    goToLogin: 'Go to Login',
    loading: 'Loading cart...',
    loadFailed: 'Failed to load cart. Please try again.',
    tryAgain: 'Try Again',
    empty: 'Your Cart is Empty',
    continueShopping: 'Continue Shopping',
    itemProductMissing: 'Error: Product data missing for an item.',
    unitPrice: 'Price',
    lineTotal: 'Line total',
    quantityOf: 'Quantity, {name}',
    remove: 'Remove {name}',
    orderSummary: 'Order Summary',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    tax: 'Tax',
    total: 'Total',
    calculatedAtCheckout: 'Calculated at checkout',
    proceedToCheckout: 'Proceed to Checkout',
    /** The storefront's cart page: its heading and the list of lines' accessible name. */
    title: 'Shopping Cart',
  },

  /** CheckoutStatus, CheckoutSummary, PaymentPanel, TestCardForm, ThankYouDialog. */
  checkout: {
    loading: 'Loading checkout...',
    checkoutError: 'Checkout Error',
    backToCart: 'Back to Cart',
    orderSummary: 'Order Summary',
    itemCount: { one: '{count} item', other: '{count} items' },
    quantity: 'Qty {count}',
    lineTotal: 'Line total',
    grandTotal: 'Total',
    payment: 'Payment',
    payNow: 'Pay Now',
    paying: 'Processing payment...',
    testMode: 'Test mode: no real card is charged.',
    testCardsHeading: 'Test cards',
    testCardsNote: 'Use any future expiry date and any 3-digit CVC.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    thankYouTitle: 'Thank you for your order!',
    thankYouText:
      'Add this system to My Products to turn on system tracking and SMS or e-mail filter reminders based on the water quality of your ZIP code. You give your consent and accept the terms when you add it, and you can cancel tracking at any time.',
    noThanks: "No Thanks, I'll Do It Later",
    addSystem: 'Add System to My Products',
    /** The storefront's checkout page. */
    title: 'Checkout',
    updateShipping: 'Update your shipping details',
  },

  /** OrderCard. */
  orders: {
    order: 'Order {id}',
    name: 'Name',
    email: 'E-mail',
    total: 'Total',
    placed: 'Placed',
    delivered: 'Delivered',
    items: 'Items ({count})',
    quantity: 'Qty',
    statusPending: 'Pending',
    statusPaid: 'Paid',
    markAsDelivered: 'Mark as Delivered',
    shipped: 'Shipped',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    markAsShipped: 'Mark as Shipped',
    carrierOptional: 'Carrier (optional)',
    trackingNumberOptional: 'Tracking number (optional)',
    confirmShipment: 'Confirm shipment',
    /** The storefront's order history page. */
    myOrders: 'My Orders',
    loading: 'Loading orders...',
  },

  /** TrackedFilterCard, PendingInstallation, TrackerSearchResult. */
  dashboard: {
    installedOn: 'Installed {date}',
    noTrackableParts: 'No trackable parts for this item.',
    parts: 'Parts',
    reset: 'Reset',
    resetPart: 'Reset {part}',
    delete: 'Delete',
    deleteTracked: 'Delete {name}',
    confirmStopTracking: 'Are you sure you want to stop tracking this item?',
    fromOrderOn: 'From order on {date}',
    installAndTrack: 'Install & Track',
    noDescription: 'No description available.',
    addToTracker: 'Add to Tracker',
    /** The storefront's dashboard (My Products). */
    findAndAdd: 'Find and Add a Filter',
    pendingInstallations: 'Pending Installations',
    myTrackedFilters: 'My Tracked Filters',
    loading: 'Loading your filters...',
  },

  /** PartLifeBar. */
  partLife: {
    remaining: '{months} month(s)',
    expired: 'Expired',
    notAvailable: 'N/A',
  },

  /** TrackerDialog. */
  tracker: {
    title: 'Add Product Information',
    nameRequiredAlert: 'A tracker name is required.',
    trackerName: 'Tracker name',
    contactMethod: 'Contact method',
    email: 'E-mail',
    sms: 'SMS',
    zip: 'ZIP/postal code',
    waterSource: 'Water source',
    hardnessUnit: 'Hardness unit',
    useEstimate: "Use the product's regional water quality estimate",
    tds: 'TDS (ppm)',
    hardness: 'Hardness',
    hardnessNote: `1 gpg = ${GPG_TO_PPM} ppm`,
    people: 'Number of people',
    pets: 'Number of pets',
    pool: 'Supplies a pool',
    poolOptions: { yes: 'Yes', no: 'No' },
    cancel: 'Cancel',
    save: 'Save Information',
  },

  /** SignInForm, SignUpForm. */
  auth: {
    signIn: 'Sign in',
    noAccount: "I don't have an account?",
    forgotPassword: 'Forgot your password?',
    credential: 'E-mail or phone number',
    password: 'Password',
    googleDivider: 'or',
    signUp: 'Sign up',
    name: 'Name',
    messagesConsent:
      'I agree to receive SMS and e-mail messages about my orders and filter reminders. Message and data rates may apply. Reply STOP to opt out at any time.',
    privacyNotice: 'How we use your contact details: see our',
    privacyPolicy: 'privacy policy',
    termsConsent: 'I accept the Terms and Conditions.',
    haveAccount: 'I already have an account',
    /** The storefront's password reset by code, behind Forgot your password?. */
    resetTitle: 'Reset your password',
    sendResetCode: 'Send code',
    resetCode: 'Code',
    newPassword: 'New password',
    resetPassword: 'Reset password',
  },

  /** SettingsForm, ShippingForm, VerificationCodeForm, ContactForm. */
  account: {
    settingsTitle: 'Household & Water Profile',
    zip: 'ZIP',
    peopleNumber: 'Number of people',
    petsNumber: 'Number of pets',
    useApproximation: "Use the product's approximation for TDS and hardness",
    tds: 'TDS (ppm)',
    hardness: 'Hardness (ppm)',
    waterType: 'Water source',
    /** The water source choices of the settings form and the tracker dialog. */
    waterTypes: { municipal: 'Municipal', well: 'Well', other: 'Other' },
    showerTime: 'Average shower time (minutes)',
    saveSettings: 'Save Settings',
    street: 'Street',
    city: 'City',
    state: 'State',
    saveShipping: 'Save Shipping Details',
    noVerificationType: 'No verification type specified. Please start the process again.',
    returnToSettings: 'Return to Settings',
    verifyEmailTitle: 'Verify Your Email',
    verifyPhoneTitle: 'Verify Your Phone',
    verificationCode: 'Verification code',
    verify: 'Verify',
    contactName: 'Name',
    contactEmail: 'E-mail',
    contactSubject: 'Subject',
    contactMessage: 'Message',
    send: 'Send',
    /** The storefront's shipping page heading (the settings page has its own). */
    shippingTitle: 'Shipping Details',
    sendVerificationEmail: 'Send Verification Email',
  },

  /** The storefront's account menu. */
  accountMenu: {
    shippingDetails: 'Shipping Details',
    coupons: 'Coupons',
    /** The Coupons button's panel. */
    noCoupons: 'No coupons available yet.',
  },

  /** The storefront's category and product listings' titles. */
  listings: {
    allProducts: 'All Products',
    commercial: 'Commercial',
    residential: 'Residential',
    testKits: 'Test kits',
    /** Reloads a listing that could not load. */
    tryAgain: 'Try Again',
  },

  /** The storefront's page for an address the shop does not have. */
  notFound: {
    title: 'Page not found',
    home: 'Home',
  },

  /** The storefront's page titles and descriptions (document head) not given by a heading above. */
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
} as const;
