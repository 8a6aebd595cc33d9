export {
  CheckoutStatus,
  type CheckoutStatusKind,
  type CheckoutStatusProps,
} from './CheckoutStatus.js';
