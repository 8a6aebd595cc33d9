/** What the rest of the server may use of this feature; its other modules are its own. */
export { findTdsRegion, TDS_SOURCE } from './tdsRegions.js';
