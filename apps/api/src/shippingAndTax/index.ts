/** What the rest of the server may use of this feature; its other modules are its own. */
export { shippingAndTaxRoutes } from './routes.js';
export { type PricedShippingAndTax, priceShippingAndTax } from './service.js';
