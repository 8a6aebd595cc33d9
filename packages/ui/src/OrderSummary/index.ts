export { OrderSummary, type OrderSummaryLine, type OrderSummaryProps } from './OrderSummary.js';
