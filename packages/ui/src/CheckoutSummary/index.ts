export {
  type CheckoutDiscount,
  CheckoutSummary,
  type CheckoutSummaryItem,
  type CheckoutSummaryProps,
} from './CheckoutSummary.js';
