import { cartRoutes } from '../cart/routes.js';
import type { Handlers } from '../http/handlerTypes.js';
import { accountHandlers } from './accounts.js';
import { contactHandlers } from './contact.js';
import { googleHandlers } from './google.js';
import { orderHandlers } from './orders.js';
import { paymentHandlers } from './payments.js';
import { productHandlers } from './products.js';
import { trackerHandlers } from './tracker.js';
import { uploadHandlers } from './uploads.js';
import { verificationHandlers } from './verification.js';
import { waterQualityHandlers } from './waterQuality.js';

/** The handler of every operation of openapi.yaml. */
export const handlers: Handlers = {
  ...waterQualityHandlers,
  ...productHandlers,
  ...uploadHandlers,
  ...accountHandlers,
  ...verificationHandlers,
  ...googleHandlers,
  ...cartRoutes,
  ...paymentHandlers,
  ...orderHandlers,
  ...trackerHandlers,
  ...contactHandlers,
};
