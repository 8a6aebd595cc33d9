import type { components } from '@wtkit/api-client';
import { fromCents, type PromoRules } from '@wtkit/domain';
import type { PromoCodeRow } from './queries.js';

export type ApiPromoCode = components['schemas']['PromoCode'];

const dollars = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** A promo code as the contract shows it. */
export function toApiPromoCode(row: PromoCodeRow): ApiPromoCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: dollars(row.amountOffCents),
    minimumSubtotal: dollars(row.minimumSubtotalCents),
    category: row.category,
    productIds: row.productIds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    timesUsed: row.timesUsed,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The row's rules as the domain's functions take them. */
export const toRules = (row: PromoCodeRow): PromoRules => row;
