import type { components, operations } from './generated/schema.js';

type Schemas = components['schemas'];

export type Product = Schemas['Product'];
export type ProductDetail = Schemas['ProductDetail'];
export type ProductInput = Schemas['ProductInput'];
export type ProductSummary = Schemas['ProductSummary'];
/** One page of a listing: its products, the cursors on each side, where it starts, the count. */
export type ProductPage = Schemas['ProductPageResponse'];
/** What a listing's tile shows of a product (`GET /products/cards`). */
export type ProductCardData = Schemas['ProductCard'];
export type ProductCardPage = Schemas['ProductCardPageResponse'];
/** Where a listing's page stands: the cursors on each side, where it starts, the count, facets. */
export type ProductPaging = Schemas['ProductPaging'];
export type Category = Schemas['Category'];
export type ProductType = Schemas['ProductType'];
export type FilterType = Schemas['FilterType'];
export type User = Schemas['User'];
export type Address = Schemas['Address'];
export type Cart = Schemas['Cart'];
export type CartItem = Schemas['CartItem'];
export type Order = Schemas['Order'];
export type OrderItem = Schemas['OrderItem'];
export type OrderStatus = Schemas['OrderStatus'];
export type Tracker = Schemas['Tracker'];
export type HouseData = Schemas['HouseData'];
export type TrackedProduct = Schemas['TrackedProduct'];
export type TrackedPart = Schemas['TrackedPart'];
export type TrackerAdditionalData = Schemas['TrackerAdditionalData'];
export type SearchSuggestions = Schemas['SearchSuggestions'];
export type ProductSuggestion = Schemas['ProductSuggestion'];
export type CategorySuggestion = Schemas['CategorySuggestion'];
export type PromoCode = Schemas['PromoCode'];
export type PromoCodeInput = Schemas['PromoCodeInput'];
export type PromoKind = Schemas['PromoKind'];
export type Coupon = Schemas['Coupon'];
export type SavedCard = Schemas['SavedCard'];
export type Plan = Schemas['Plan'];
export type PlanLink = Schemas['PlanLink'];
export type CouponState = Schemas['CouponState'];
export type ShippingMethod = Schemas['ShippingMethod'];
export type ShippingMethodInput = Schemas['ShippingMethodInput'];
export type ShippingOption = Schemas['ShippingOption'];
export type TaxRate = Schemas['TaxRate'];
export type TaxRateInput = Schemas['TaxRateInput'];
export type ErrorBody = Schemas['Error'];

export type ListProductsQuery = NonNullable<operations['listProducts']['parameters']['query']>;
export type RegisterRequest = Schemas['RegisterRequest'];
export type LoginRequest = Schemas['LoginRequest'];
export type UpdateMeRequest = Schemas['UpdateMeRequest'];
export type CreatePaymentIntentRequest = Schemas['CreatePaymentIntentRequest'];
export type TestConfirmRequest = Schemas['TestConfirmRequest'];
export type CreateOrderRequest = Schemas['CreateOrderRequest'];
export type InstallOrderItemRequest = Schemas['InstallOrderItemRequest'];
export type AddTrackedProductRequest = Schemas['AddTrackedProductRequest'];
export type ContactRequest = Schemas['ContactRequest'];
