/** What the rest of the server may use of this feature; its other modules are its own. */

export type { ApiOrder } from './mapping.js';
export { orderRoutes } from './routes.js';
export { announcePlacedOrder, placePlanOrder } from './service.js';
