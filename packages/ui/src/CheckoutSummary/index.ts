export {
  CheckoutSummary,
  type CheckoutSummaryItem,
  type CheckoutSummaryProps,
} from './CheckoutSummary.js';
