/** SiteHeader, MobileDrawer, NavLinks, SiteFooter, AdminActions, Toasts, SearchField, CartBadge. */
export const layoutStrings = {
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
  /** SearchCombobox: its list's name, what a screen reader hears of its length, its groups. */
  suggestionsFor: 'Suggestions for {query}',
  suggestionCount: { one: '{count} suggestion', other: '{count} suggestions' },
  suggestedProducts: 'Products',
  suggestedCategories: 'Categories',
  /** A category suggestion: its name and how many of its products the text finds. */
  categoryMatches: { one: '{category}, {count} match', other: '{category}, {count} matches' },
  /** The same when the text finds more than were counted. */
  categoryMatchesAtLeast: {
    one: '{category}, {count}+ matches',
    other: '{category}, {count}+ matches',
  },
  /** SearchCombobox's list while suggestions are on their way, when there are none, on failure. */
  suggestionsLoading: 'Looking for suggestions…',
  suggestionsNone: 'No suggestions. Press Enter to search.',
  suggestionsError: 'Suggestions are unavailable. Press Enter to search.',
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
} as const;
