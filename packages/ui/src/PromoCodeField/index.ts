export {
  type AppliedPromoCode,
  PromoCodeField,
  type PromoCodeFieldProps,
} from './PromoCodeField.js';
