import { authMessages } from './messages/auth.js';
import { cartMessages } from './messages/cart.js';
import { checkoutMessages } from './messages/checkout.js';
import { contactFormMessages } from './messages/contactForm.js';
import { dashboardMessages } from './messages/dashboard.js';
import { formMessages } from './messages/form.js';
import { homeMessages } from './messages/home.js';
import { notFoundMessages } from './messages/notFound.js';
import { orderHistoryMessages } from './messages/orderHistory.js';
import { partLifeMessages } from './messages/partLife.js';
import { productFormMessages } from './messages/productForm.js';
import { productsMessages } from './messages/products.js';
import { promoCodeMessages } from './messages/promoCodes.js';
import { receivedOrdersMessages } from './messages/receivedOrders.js';
import { searchMessages } from './messages/search.js';
import { sessionMessages } from './messages/session.js';
import { settingsMessages } from './messages/settings.js';
import { shippingMessages } from './messages/shipping.js';
import { shippingRateMessages, taxRateMessages } from './messages/shippingAndTax.js';
import { tdsMessages } from './messages/tds.js';
import { trackerMessages } from './messages/tracker.js';
import { uploadMessages } from './messages/upload.js';
import { verificationMessages } from './messages/verification.js';
import { zipMessages } from './messages/zip.js';

export {
  authMessages,
  cartMessages,
  checkoutMessages,
  contactFormMessages,
  dashboardMessages,
  formMessages,
  homeMessages,
  notFoundMessages,
  orderHistoryMessages,
  partLifeMessages,
  productFormMessages,
  productsMessages,
  promoCodeMessages,
  receivedOrdersMessages,
  searchMessages,
  sessionMessages,
  settingsMessages,
  shippingMessages,
  shippingRateMessages,
  taxRateMessages,
  tdsMessages,
  trackerMessages,
  uploadMessages,
  verificationMessages,
  zipMessages,
};
/**
 * Every user-facing text of the storefront. Most are the shop's established wording, kept word
 * for word (`messages.test.ts` lists them). Texts marked "beyond the spec" are this package's
 * own, for rules the shop had without a message. Texts with a placeholder are functions.
 * Each area is also exported on its own (`authMessages`, `zipMessages`...), so a bundle that
 * reads one area takes only that one.
 */
export const MESSAGES = {
  auth: authMessages,
  session: sessionMessages,
  home: homeMessages,
  tds: tdsMessages,
  products: productsMessages,
  cart: cartMessages,
  upload: uploadMessages,
  receivedOrders: receivedOrdersMessages,
  orderHistory: orderHistoryMessages,
  checkout: checkoutMessages,
  promoCodes: promoCodeMessages,
  dashboard: dashboardMessages,
  tracker: trackerMessages,
  settings: settingsMessages,
  shipping: shippingMessages,
  shippingRates: shippingRateMessages,
  taxRates: taxRateMessages,
  verification: verificationMessages,
  zip: zipMessages,
  notFound: notFoundMessages,
  search: searchMessages,
  productForm: productFormMessages,
  contactForm: contactFormMessages,
  partLife: partLifeMessages,
  form: formMessages,
} as const;

export type Messages = typeof MESSAGES;
