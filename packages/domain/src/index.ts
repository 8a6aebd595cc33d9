/**
 * @wtkit/domain — the storefront's business rules: constants, user-facing messages, contact
 * classification, TDS display and rating, hardness conversion, part life, order status tones,
 * money in cents, and zod form and payload schemas. Pure TypeScript: no DOM, no I/O.
 */
export * from './checkout.js';
export * from './constants.js';
export * from './contact.js';
export * from './hardness.js';
export * from './listingView.js';
export * from './messages.js';
export * from './money.js';
export * from './moneyTotals.js';
export * from './orderMoney.js';
export * from './orderStatus.js';
export * from './partLife.js';
export * from './partLifespan.js';
export * from './pendingInstallations.js';
export * from './plans.js';
export * from './promoCodeInput.js';
export * from './promoCodes.js';
export * from './savedCards.js';
export * from './schemas/index.js';
export * from './searchPath.js';
export * from './searchWords.js';
export * from './seo/index.js';
export * from './shipment.js';
export * from './shippingInput.js';
export * from './styleClasses.js';
export * from './tds.js';
export * from './tdsZip.js';
