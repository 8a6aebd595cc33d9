/** What the rest of the server may use of this feature; its other modules are its own. */
export { promoCodeRoutes } from './routes.js';
export {
  type AppliedPromo,
  applyPromoCode,
  lockForRedemption,
  redeemPromoCode,
} from './service.js';
