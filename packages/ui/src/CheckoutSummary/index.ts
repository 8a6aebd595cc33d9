export {
  type CheckoutDiscount,
  type CheckoutMoney,
  CheckoutSummary,
  type CheckoutSummaryItem,
  type CheckoutSummaryProps,
} from './CheckoutSummary.js';
