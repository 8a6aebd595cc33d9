/** What the rest of the server may use of this feature; its other modules are its own. */
export { toApiReplacement } from './mapping.js';
export { replacementColumns, replacementFrom } from './queries.js';
export { trackerRoutes } from './routes.js';
