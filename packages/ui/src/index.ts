/**
 * @wtkit/ui — accessible React components of the water-treatment storefront kit.
 * react-aria-components underneath, design tokens (CSS custom properties, see TOKENS.md) on top,
 * data and callbacks in, events out. Each component imports its own stylesheet; a site that would
 * rather have one file imports `@wtkit/ui/styles.css`.
 */

export * from './AddToCartButton/index.js';
export * from './AdminActions/index.js';
export * from './Alert/index.js';
export * from './Badge/index.js';
export * from './BannerCarousel/index.js';
export * from './Button/index.js';
export * from './CartBadge/index.js';
export * from './CartLine/index.js';
export * from './CartState/index.js';
export * from './CheckoutStatus/index.js';
export * from './CheckoutSummary/index.js';
export * from './ContactForm/index.js';
export * from './CouponList/index.js';
export * from './Dialog/index.js';
export * from './EmailVerificationBanner/index.js';
export * from './Field/index.js';
export * from './Icon/index.js';
export * from './Image/index.js';
export * from './ListingControls/index.js';
export * from './ListingPager/index.js';
export * from './MobileDrawer/index.js';
export * from './NavLinks/index.js';
export * from './OrderCard/index.js';
export * from './OrderSummary/index.js';
export * from './PageAnnouncer/index.js';
export * from './PartLifeBar/index.js';
export * from './PaymentPanel/index.js';
export * from './PendingInstallation/index.js';
export * from './PlanControls/index.js';
export * from './PlanNoticeLanding/index.js';
export * from './PressableStyle/index.js';
export * from './ProductCard/index.js';
export * from './ProductForm/index.js';
export * from './ProductGallery/index.js';
export * from './ProductGrid/index.js';
export * from './ProductRail/index.js';
export * from './PromoCodeField/index.js';
export * from './PromoCodeForm/index.js';
export * from './PromoCodeList/index.js';
export * from './QuantityStepper/index.js';
export * from './RecordList/index.js';
export * from './RouterProvider/index.js';
export * from './SavedCards/index.js';
export * from './SearchCombobox/index.js';
export * from './SearchField/index.js';
export * from './SellingPoints/index.js';
export * from './SettingsForm/index.js';
export * from './ShippingForm/index.js';
export * from './ShippingMethodForm/index.js';
export * from './ShippingMethodList/index.js';
export * from './ShippingMethodPicker/index.js';
export * from './ShowMore/index.js';
export * from './SignInForm/index.js';
export * from './SignUpForm/index.js';
export * from './SiteFooter/index.js';
export * from './SiteHeader/index.js';
export * from './Spinner/index.js';
export * from './strings/index.js';
export * from './TaxRateForm/index.js';
export * from './TaxRateList/index.js';
export * from './TdsChecker/index.js';
export * from './TestCardForm/index.js';
export * from './ThankYouDialog/index.js';
export * from './Toasts/index.js';
export * from './TrackedFilterCard/index.js';
export * from './TrackerDialog/index.js';
export * from './TrackerSearchResult/index.js';
export * from './VerificationCodeForm/index.js';
