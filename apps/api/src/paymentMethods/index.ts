/** What the rest of the server may use of this feature; its other modules are its own. */
export { paymentMethodRoutes } from './routes.js';
export { toApiSavedCard } from './service.js';
