import { z } from 'zod';
import { PRICE_MAX_DOLLARS } from '../constants.js';
import { formMessages, shippingRateMessages } from '../messages.js';
import { hasAtMostTwoDecimals } from '../money.js';
import { readShippingMethodFields, type ShippingMethodFields } from '../shippingInput.js';
import { checkNumberField, type NumberFieldRule } from './fields.js';

const M = shippingRateMessages;

/** The state codes typed in one field: separated by commas or spaces, any case. */
export const readStateList = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '');

/**
 * The admin's shipping method form, with values as a form holds them (amounts as text, the
 * states as one text of codes, `isActive` 'yes' | 'no'). Its output is the API's
 * `ShippingMethodInput`. The price is required ($0.00 or more), Free above is optional, both
 * with at most two decimals; then the server's own rules (`readShippingMethodFields`: a name and
 * an estimate, at least one known state), so the form shows the server's messages before it is
 * asked.
 */
export const shippingMethodFormSchema = z
  .object({
    name: z.string(),
    deliveryEstimate: z.string(),
    price: z.string(),
    freeAbove: z.string(),
    states: z.string(),
    isActive: z.enum(['yes', 'no'], { error: formMessages.invalidChoice }),
  })
  .transform((values, ctx): ShippingMethodFields => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const money = (path: 'price' | 'freeAbove', rule: NumberFieldRule) => {
      const result = checkNumberField(values[path], rule);
      if (!result.ok) fail(path, result.message);
      else if (result.value !== null && !hasAtMostTwoDecimals(result.value)) {
        fail(path, rule.minMessage);
        return null;
      }
      return result.ok ? result.value : null;
    };
    const fields: ShippingMethodFields = {
      name: values.name,
      deliveryEstimate: values.deliveryEstimate,
      price:
        money('price', {
          requiredMessage: M.priceRequired,
          invalidMessage: M.priceRequired,
          min: 0,
          minMessage: M.priceRequired,
          max: PRICE_MAX_DOLLARS,
        }) ?? 0,
      freeAbove: money('freeAbove', {
        invalidMessage: M.freeAboveInvalid,
        min: 0,
        minMessage: M.freeAboveInvalid,
        max: PRICE_MAX_DOLLARS,
      }),
      states: readStateList(values.states),
      isActive: values.isActive === 'yes',
    };
    const read = readShippingMethodFields(fields);
    if (!read.ok)
      for (const problem of read.errors)
        if (!ctx.issues.some((issue) => issue.path?.[0] === problem.path))
          fail(problem.path, problem.message);
    return read.ok
      ? {
          ...fields,
          name: read.method.name,
          deliveryEstimate: read.method.deliveryEstimate,
          states: read.method.states,
        }
      : fields;
  });
export type ShippingMethodFormInput = z.input<typeof shippingMethodFormSchema>;
export type ShippingMethodFormOutput = z.output<typeof shippingMethodFormSchema>;

/** An empty New shipping method form, active. */
export const shippingMethodFormDefaults: ShippingMethodFormInput = {
  name: '',
  deliveryEstimate: '',
  price: '',
  freeAbove: '',
  states: '',
  isActive: 'yes',
};

/** A shipping method as the API gives it (amounts in dollars). */
export interface ShippingMethodFormSource {
  readonly name: string;
  readonly deliveryEstimate: string;
  readonly price: number;
  readonly freeAbove: number | null;
  readonly states: readonly string[];
  readonly isActive: boolean;
}

/** The edit form's values of an existing method. */
export function shippingMethodToFormValues(
  method: ShippingMethodFormSource,
): ShippingMethodFormInput {
  return {
    name: method.name,
    deliveryEstimate: method.deliveryEstimate,
    price: method.price.toFixed(2),
    freeAbove: method.freeAbove === null ? '' : method.freeAbove.toFixed(2),
    states: method.states.join(', '),
    isActive: method.isActive ? 'yes' : 'no',
  };
}
