/** What the rest of the server may use of this feature; its other modules are its own. */
export type { PaymentProvider } from './provider.js';
export { paymentRoutes } from './routes.js';
export { createStripeClient, createStripeProvider } from './stripeProvider.js';
export { createTestProvider } from './testProvider.js';
