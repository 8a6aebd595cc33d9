/** What the rest of the server may use of this feature; its other modules are its own. */
export type { PaymentProvider } from './provider.js';
export { paymentRoutes } from './routes.js';
export { askStripe, createStripeClient, createStripeProvider } from './stripeProvider.js';
export type { CardOutcome } from './testProvider.js';
export { CARD_DECLINED, createTestProvider, readTestCard } from './testProvider.js';
