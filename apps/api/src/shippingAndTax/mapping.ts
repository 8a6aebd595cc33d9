import type { components } from '@wtkit/api-client';
import { fromCents, fromRateThousandths } from '@wtkit/domain';
import type { ActiveMethod, ShippingMethodRow, TaxRateRow } from './queries.js';

export type ApiShippingMethod = components['schemas']['ShippingMethod'];
export type ApiShippingOption = components['schemas']['ShippingOption'];
export type ApiTaxRate = components['schemas']['TaxRate'];

const dollars = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** A shipping method as the admin sees it. */
export function toApiShippingMethod(row: ShippingMethodRow): ApiShippingMethod {
  return {
    _id: row.id,
    name: row.name,
    deliveryEstimate: row.deliveryEstimate,
    price: fromCents(row.priceCents),
    freeAbove: dollars(row.freeAboveCents),
    states: row.states,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A method as checkout offers it, with what this order pays for it. */
export const toShippingOption = (
  method: ActiveMethod,
  chargedCents: number,
): ApiShippingOption => ({
  _id: method.id,
  name: method.name,
  deliveryEstimate: method.deliveryEstimate,
  price: fromCents(chargedCents),
  freeAbove: dollars(method.freeAboveCents),
});

export const toApiTaxRate = (row: TaxRateRow): ApiTaxRate => ({
  state: row.state,
  rate: fromRateThousandths(row.rateThousandths),
  taxShipping: row.taxShipping,
  updatedAt: row.updatedAt.toISOString(),
});
