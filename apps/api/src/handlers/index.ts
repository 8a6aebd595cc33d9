import { accountRoutes } from '../accounts/index.js';
import { cartRoutes } from '../cart/index.js';
import { catalogueCsvRoutes } from '../catalogueCsv/index.js';
import type { Handlers } from '../http/handlerTypes.js';
import { orderRoutes } from '../orders/index.js';
import { paymentMethodRoutes } from '../paymentMethods/index.js';
import { paymentRoutes } from '../payments/index.js';
import { planRoutes } from '../plans/index.js';
import { productRoutes, synonymRoutes } from '../products/index.js';
import { promoCodeRoutes } from '../promoCodes/index.js';
import { shippingAndTaxRoutes } from '../shippingAndTax/index.js';
import { testClockRoutes } from '../testClock/index.js';
import { trackerRoutes } from '../tracker/index.js';
import { contactHandlers } from './contact.js';
import { uploadHandlers } from './uploads.js';
import { waterQualityHandlers } from './waterQuality.js';

/** The handler of every operation of openapi.yaml. */
export const handlers: Handlers = {
  ...waterQualityHandlers,
  ...productRoutes,
  ...catalogueCsvRoutes,
  ...synonymRoutes,
  ...uploadHandlers,
  ...accountRoutes,
  ...cartRoutes,
  ...paymentRoutes,
  ...paymentMethodRoutes,
  ...orderRoutes,
  ...promoCodeRoutes,
  ...shippingAndTaxRoutes,
  ...trackerRoutes,
  ...planRoutes,
  ...testClockRoutes,
  ...contactHandlers,
};
