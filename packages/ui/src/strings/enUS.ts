import { accountStrings } from './catalogue/account.js';
import { accountMenuStrings } from './catalogue/accountMenu.js';
import { authStrings } from './catalogue/auth.js';
import { cartStrings } from './catalogue/cart.js';
import { checkoutStrings } from './catalogue/checkout.js';
import { dashboardStrings } from './catalogue/dashboard.js';
import { homeStrings } from './catalogue/home.js';
import { layoutStrings } from './catalogue/layout.js';
import { listingPagesStrings } from './catalogue/listingPages.js';
import { listingsStrings } from './catalogue/listings.js';
import { notFoundStrings } from './catalogue/notFound.js';
import { ordersStrings } from './catalogue/orders.js';
import { pagesStrings } from './catalogue/pages.js';
import { partLifeStrings } from './catalogue/partLife.js';
import { plansStrings } from './catalogue/plans.js';
import { productStrings } from './catalogue/product.js';
import { productFormStrings } from './catalogue/productForm.js';
import { promoCodesStrings } from './catalogue/promoCodes.js';
import { shippingRatesStrings } from './catalogue/shippingRates.js';
import { trackerStrings } from './catalogue/tracker.js';

/**
 * The kit's default texts, US English: every heading, button, label and state text its
 * components render, and the storefront's own page texts (marked as such), grouped by area.
 * Texts with values have `{placeholders}`, filled by `formatString`; texts that depend on a
 * count have a `one` and an `other` form, chosen with the locale's plural rules. A host replaces
 * any of them through `<WtkitProvider strings>`. Each area is also exported alone from its module
 * (`layoutStrings`, `homeStrings`...): components read theirs with `useStringAreas`, so a page
 * takes only the areas it shows.
 */
export const enUS = {
  /** SiteHeader, MobileDrawer, NavLinks, SiteFooter, AdminActions, Toasts, SearchField, CartBadge. */
  layout: layoutStrings,
  /** BannerCarousel, ProductRail, TdsChecker, SellingPoints. */
  home: homeStrings,
  /** ProductCard, ProductGrid, ProductGallery, Image, AddToCartButton, QuantityStepper. */
  product: productStrings,
  /** ProductForm. */
  productForm: productFormStrings,
  /** PromoCodeForm, PromoCodeList: the admin's promo codes. */
  promoCodes: promoCodesStrings,
  shippingRates: shippingRatesStrings,
  /** CartState, CartLine, OrderSummary. */
  cart: cartStrings,
  /** CheckoutStatus, CheckoutSummary, PaymentPanel, PromoCodeField, TestCardForm, ThankYouDialog. */
  checkout: checkoutStrings,
  /** OrderCard. */
  orders: ordersStrings,
  /** TrackedFilterCard, PendingInstallation, TrackerSearchResult. */
  dashboard: dashboardStrings,
  /** PartLifeBar. */
  partLife: partLifeStrings,
  /** PlanControls. */
  plans: plansStrings,
  /** TrackerDialog. */
  tracker: trackerStrings,
  /** SignInForm, SignUpForm. */
  auth: authStrings,
  /** SettingsForm, ShippingForm, VerificationCodeForm, ContactForm. */
  account: accountStrings,
  /** The storefront's account menu; CouponList. */
  accountMenu: accountMenuStrings,
  /** The storefront's category and product listings' titles. */
  listings: listingsStrings,
  /** A listing page's filters, sort, count and paging. */
  listingPages: listingPagesStrings,
  /** The storefront's page for an address the shop does not have. */
  notFound: notFoundStrings,
  /** The storefront's page titles and descriptions (document head) not given by a heading above. */
  pages: pagesStrings,
} as const;
