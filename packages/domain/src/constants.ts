/**
 * Business constants and enumerations of the storefront: timings, layout figures, policy limits,
 * the catalogue's and the tracker's choice lists, and field limits. Server and UI read them from
 * here so that a threshold changes in one place.
 */

export * from './constants/carousel.js';
export * from './constants/catalogue.js';
export * from './constants/fieldLimits.js';
export * from './constants/layout.js';
export * from './constants/orders.js';
export * from './constants/policies.js';
export * from './constants/promoCodes.js';
export * from './constants/session.js';
export * from './constants/timing.js';
export * from './constants/tracker.js';
export * from './constants/usStates.js';
export * from './constants/waterQuality.js';
