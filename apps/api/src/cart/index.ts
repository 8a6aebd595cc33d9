/** What the rest of the server may use of this feature; its other modules are its own. */
export { cartRoutes } from './routes.js';
export { assertPayable, stockConflict } from './rules.js';
