import { accountRoutes } from '../accounts/routes.js';
import { cartRoutes } from '../cart/routes.js';
import { catalogueCsvRoutes } from '../catalogueCsv/routes.js';
import type { Handlers } from '../http/handlerTypes.js';
import { orderRoutes } from '../orders/routes.js';
import { paymentRoutes } from '../payments/routes.js';
import { productRoutes } from '../products/routes.js';
import { synonymRoutes } from '../products/synonymRoutes.js';
import { trackerRoutes } from '../tracker/routes.js';
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
  ...orderRoutes,
  ...trackerRoutes,
  ...contactHandlers,
};
