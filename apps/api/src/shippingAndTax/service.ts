import {
  type MoneyLineWithDiscount,
  methodsForState,
  type OrderMoney,
  orderMoney,
  readShippingMethodFields,
  readTaxRateFields,
  type ShippingMethodFields,
  shippingPrice,
  shippingRateMessages,
  stateCode,
  stateName,
  taxRateMessages,
} from '@wtkit/domain';
import type Stripe from 'stripe';
import { isUuid } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { notFound, unavailable, unprocessable } from '../errors.js';
import {
  type ApiShippingOption,
  toApiShippingMethod,
  toApiTaxRate,
  toShippingOption,
} from './mapping.js';
import {
  allShippingMethods,
  allTaxRates,
  checkoutRates,
  deactivateShippingMethod,
  insertShippingMethod,
  removeTaxRate,
  replaceShippingMethod,
  upsertTaxRate,
} from './queries.js';
import { stripeTax, TaxLocationError } from './stripeTax.js';

function readMethod(fields: ShippingMethodFields) {
  const read = readShippingMethodFields(fields);
  if (!read.ok)
    throw unprocessable(read.errors[0]?.message ?? shippingRateMessages.nameRequired, read.errors);
  return read.method;
}

export async function listShippingMethods(app: AppContext) {
  return (await allShippingMethods(app.db)).map(toApiShippingMethod);
}

export async function createShippingMethod(app: AppContext, fields: ShippingMethodFields) {
  return toApiShippingMethod(await insertShippingMethod(app.db, readMethod(fields)));
}

export async function updateShippingMethod(
  app: AppContext,
  id: string,
  fields: ShippingMethodFields,
) {
  const draft = readMethod(fields);
  const row = isUuid(id) ? await replaceShippingMethod(app.db, id, draft, app.now()) : undefined;
  if (!row) throw notFound(shippingRateMessages.notFound);
  return toApiShippingMethod(row);
}

export async function removeShippingMethod(app: AppContext, id: string) {
  const row = isUuid(id) ? await deactivateShippingMethod(app.db, id, app.now()) : undefined;
  if (!row) throw notFound(shippingRateMessages.notFound);
  return toApiShippingMethod(row);
}

export async function listTaxRates(app: AppContext) {
  return (await allTaxRates(app.db)).map(toApiTaxRate);
}

export async function setTaxRate(
  app: AppContext,
  state: string,
  fields: { rate: number; taxShipping: boolean },
) {
  const read = readTaxRateFields(state, fields);
  if (!read.ok)
    throw unprocessable(read.errors[0]?.message ?? taxRateMessages.rateInvalid, read.errors);
  return toApiTaxRate(await upsertTaxRate(app.db, read.rate, app.now()));
}

export async function deleteTaxRate(app: AppContext, state: string) {
  if (!(await removeTaxRate(app.db, state.trim().toUpperCase())))
    throw notFound(taxRateMessages.notFound);
}

/** The state of an address as a code, or a 422 (field `shippingAddress.state`) saying why not. */
function readState(text: string) {
  const refuse = (message: string) =>
    unprocessable(message, [{ path: 'shippingAddress.state', message }]);
  if (text.trim() === '') throw refuse(shippingRateMessages.stateMissing);
  const code = stateCode(text);
  if (!code) throw refuse(shippingRateMessages.stateUnknown);
  return code;
}

/** The active methods serving the state, each with its price for this subtotal, cheapest first. */
export async function optionsForState(
  app: AppContext,
  state: string,
  discountedSubtotalCents: number | undefined,
): Promise<{ state: string; options: ApiShippingOption[] }> {
  const code = readState(state);
  const { methods } = await checkoutRates(app.db);
  const serving = methodsForState(methods, code, discountedSubtotalCents ?? -1);
  return {
    state: code,
    options: serving.map((method) => toShippingOption(method, method.chargedCents)),
  };
}

/** An order's shipping and tax as priced: the method (null: the shop has none) and the money. */
export interface PricedShippingAndTax {
  /** The state priced for; null when neither shipping nor tax is configured. */
  state: string | null;
  method: ApiShippingOption | null;
  money: OrderMoney;
}

/**
 * Prices the shipping and the sales tax of lines that carry their discount, for an address in
 * the state `addressState()` answers (asked only when the shop has shipping methods or tax
 * rates): the method chosen (`methodId`) or else the cheapest serving the state, free above
 * its threshold or with a free-shipping code; the state's tax. With nothing configured, shipping
 * and tax are 0 and the address is not needed. Refused with a 422 that says why: no state, not a
 * US state, no method serving it, an unknown method or one that does not serve it.
 */
export async function priceShippingAndTax(
  app: AppContext,
  input: {
    lines: readonly MoneyLineWithDiscount[];
    address: () => Promise<{ state: string; zip: string }>;
    methodId: string | undefined;
    freeShipping: boolean;
  },
): Promise<PricedShippingAndTax> {
  const { methods, rates } = await checkoutRates(app.db);
  const byStripe = app.config.taxProvider === 'stripe' ? app.stripe?.client : undefined;
  if (methods.length === 0 && rates.length === 0 && !byStripe)
    return {
      state: null,
      method: null,
      money: orderMoney({ ...input, shippingCents: 0, tax: undefined }),
    };
  const address = await input.address();
  const state = readState(address.state);
  const discounted = input.lines.reduce(
    (sum, line) => sum + line.unitCents * line.quantity - line.discountCents,
    0,
  );
  let method: ApiShippingOption | null = null;
  let shippingCents = 0;
  if (methods.length > 0) {
    const serving = methodsForState(methods, state, discounted);
    const refuse = (message: string) =>
      unprocessable(message, [{ path: 'shippingMethodId', message }]);
    const chosen =
      input.methodId === undefined
        ? serving[0]
        : serving.find((candidate) => candidate.id === input.methodId);
    if (!chosen) {
      if (input.methodId === undefined)
        throw unprocessable(shippingRateMessages.notServed(stateName(state)));
      throw refuse(
        methods.some((candidate) => candidate.id === input.methodId)
          ? shippingRateMessages.methodNotServing(stateName(state))
          : shippingRateMessages.methodUnknown,
      );
    }
    shippingCents = shippingPrice(chosen, discounted, input.freeShipping);
    method = toShippingOption(chosen, shippingCents);
  }
  const tax = byStripe
    ? await taxFromStripe(app, byStripe, {
        state,
        zip: address.zip,
        lines: input.lines,
        shippingCents,
      })
    : rates.find((row) => row.state === state);
  return {
    state,
    method,
    money: orderMoney({ lines: input.lines, shippingCents, tax }),
  };
}

/**
 * The tax Stripe Tax computes: a 422 when it refuses the address, a 503 when it cannot answer
 * (logged). Never zero tax in its place.
 */
async function taxFromStripe(
  app: AppContext,
  stripe: Stripe,
  order: {
    state: string;
    zip: string;
    lines: readonly MoneyLineWithDiscount[];
    shippingCents: number;
  },
) {
  try {
    return await stripeTax(stripe, {
      state: order.state,
      zip: order.zip.trim(),
      lineCents: order.lines.map((line) => line.unitCents * line.quantity - line.discountCents),
      shippingCents: order.shippingCents,
    });
  } catch (error) {
    if (error instanceof TaxLocationError) {
      const message = taxRateMessages.locationInvalid;
      throw unprocessable(message, [{ path: 'shippingAddress', message }]);
    }
    app.logger.error({ err: error }, 'Stripe Tax could not calculate the sales tax');
    throw unavailable(taxRateMessages.unavailable);
  }
}
