/** Figures of the warranty, return and shipping policies. */

/** Warranty for the original purchaser only. */
export const WARRANTY_YEARS = 1;
/** Returns need an RMA and are accepted within this many days. */
export const RETURN_WINDOW_DAYS = 30;
export const RESTOCKING_FEE_PERCENT = 10;
/** The restocking fee applies to returns after this many days. */
export const RESTOCKING_FEE_AFTER_DAYS = 14;
export const INVOICE_DISPUTE_DAYS = 10;
/** Shipment discrepancies and damage must be reported within this many business days. */
export const DAMAGE_REPORT_BUSINESS_DAYS = 5;
/** A TROKS filter can be replaced in under this many minutes. */
export const FILTER_REPLACE_MINUTES = 3;
