import { cartRoutes } from '../cart/routes.js';
import type { Handlers } from '../http/handlerTypes.js';
import { orderRoutes } from '../orders/routes.js';
import { paymentRoutes } from '../payments/routes.js';
import { productRoutes } from '../products/routes.js';
import { trackerRoutes } from '../tracker/routes.js';
import { accountHandlers } from './accounts.js';
import { contactHandlers } from './contact.js';
import { googleHandlers } from './google.js';
import { uploadHandlers } from './uploads.js';
import { verificationHandlers } from './verification.js';
import { waterQualityHandlers } from './waterQuality.js';

/** The handler of every operation of openapi.yaml. */
export const handlers: Handlers = {
  ...waterQualityHandlers,
  ...productRoutes,
  ...uploadHandlers,
  ...accountHandlers,
  ...verificationHandlers,
  ...googleHandlers,
  ...cartRoutes,
  ...paymentRoutes,
  ...orderRoutes,
  ...trackerRoutes,
  ...contactHandlers,
};
