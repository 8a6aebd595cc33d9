import {
  DELIVERY_ESTIMATE_MAX_LENGTH,
  SHIPPING_NAME_MAX_LENGTH,
  type StateCode,
  TAX_RATE_MAX_PERCENT,
  TAX_RATE_SCALE,
  US_STATES,
} from './constants.js';
import { shippingRateMessages, taxRateMessages } from './messages.js';
import { toCents } from './money.js';

type Problem = { path: string; message: string };

/** A shipping method as the admin sends it (dollars, state codes in any case). */
export interface ShippingMethodFields {
  name: string;
  deliveryEstimate: string;
  price: number;
  freeAbove?: number | null | undefined;
  states: string[];
  isActive?: boolean | undefined;
}

/** A shipping method as stored: trimmed texts, cents, upper-case codes sorted without repeats. */
export interface ShippingMethodDraft {
  readonly name: string;
  readonly deliveryEstimate: string;
  readonly priceCents: number;
  readonly freeAboveCents: number | null;
  readonly states: StateCode[];
  readonly isActive: boolean;
}

const isStateCode = (code: string): code is StateCode => code in US_STATES;

/**
 * The admin's shipping method held to the rules the contract cannot state: a name and an
 * estimate that are not blank, and known state codes. The contract has checked types and ranges.
 */
export function readShippingMethodFields(
  fields: ShippingMethodFields,
): { ok: true; method: ShippingMethodDraft } | { ok: false; errors: Problem[] } {
  const problems: Problem[] = [];
  const name = fields.name.trim().slice(0, SHIPPING_NAME_MAX_LENGTH);
  const deliveryEstimate = fields.deliveryEstimate.trim().slice(0, DELIVERY_ESTIMATE_MAX_LENGTH);
  if (name === '') problems.push({ path: 'name', message: shippingRateMessages.nameRequired });
  if (deliveryEstimate === '')
    problems.push({ path: 'deliveryEstimate', message: shippingRateMessages.estimateRequired });
  const states = [...new Set(fields.states.map((code) => code.trim().toUpperCase()))].sort();
  if (states.length === 0)
    problems.push({ path: 'states', message: shippingRateMessages.statesRequired });
  const unknown = states.find((code) => !isStateCode(code));
  if (unknown !== undefined)
    problems.push({ path: 'states', message: shippingRateMessages.stateInvalid(unknown) });
  if (problems.length > 0) return { ok: false, errors: problems };
  return {
    ok: true,
    method: {
      name,
      deliveryEstimate,
      priceCents: toCents(fields.price),
      freeAboveCents:
        fields.freeAbove === null || fields.freeAbove === undefined
          ? null
          : toCents(fields.freeAbove),
      states: states.filter(isStateCode),
      isActive: fields.isActive ?? true,
    },
  };
}

/**
 * A percentage with at most three decimals as thousandths of a percent (8.875 → 8875), read
 * from the number as written like `toCents`; undefined when it has more decimals or is outside
 * 0 to 100.
 */
export function toRateThousandths(percent: number): number | undefined {
  if (!Number.isFinite(percent) || percent < 0 || percent > TAX_RATE_MAX_PERCENT) return undefined;
  const written = String(percent);
  if (written.includes('e-')) return percent === 0 ? 0 : undefined;
  if ((written.split('.')[1] ?? '').length > Math.log10(TAX_RATE_SCALE)) return undefined;
  return Math.round(Number(`${written}e${Math.log10(TAX_RATE_SCALE)}`));
}

/** Thousandths of a percent back to the percentage (8875 → 8.875). */
export const fromRateThousandths = (thousandths: number): number => thousandths / TAX_RATE_SCALE;

/** A state's tax rate as the admin sends it, held to the rules: a known state, three decimals. */
export function readTaxRateFields(
  state: string,
  fields: { rate: number; taxShipping: boolean },
):
  | { ok: true; rate: { state: StateCode; rateThousandths: number; taxShipping: boolean } }
  | { ok: false; errors: Problem[] } {
  const code = state.trim().toUpperCase();
  const problems: Problem[] = [];
  if (!isStateCode(code))
    problems.push({ path: 'state', message: taxRateMessages.stateInvalid(state) });
  const rateThousandths = toRateThousandths(fields.rate);
  if (rateThousandths === undefined)
    problems.push({ path: 'rate', message: taxRateMessages.rateInvalid });
  if (!isStateCode(code) || rateThousandths === undefined) return { ok: false, errors: problems };
  return { ok: true, rate: { state: code, rateThousandths, taxShipping: fields.taxShipping } };
}
